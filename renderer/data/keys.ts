import type { ProductSort } from '../../shared/api/catalogue.ts';
import type { RequestType } from '../../shared/api/collections.ts';
import type { ZipcodeStatus } from '../../shared/api/zipcodes.ts';

// The query keys of every piece of server data the renderer holds, one factory per service area. Every
// query and every invalidation goes through these, so a change reaches every screen's view of it. Keys
// nest (`all` ⊃ `lists()` ⊃ `list(filters)`), so one invalidation of a prefix covers every filter.

/** The server-side filters of `zipcodes.list` (status and domain id). */
export interface ZipcodeFilters {
  status?: ZipcodeStatus;
  domain?: number;
}

/** The filters and page of a collections list (selected from the local copy as `collections.list` would answer). */
export interface CollectionListParams {
  skip?: number;
  limit?: number;
  request_type?: RequestType;
  search?: string;
}

/** Paging of one items list request. */
export interface ItemsPage {
  skip: number;
  limit: number;
}

/** What selects one page of catalogue products. */
export interface ProductQuery {
  seo_path: string;
  recursive: boolean;
  page: number;
  page_size: number;
  sort: ProductSort;
  search: string;
}

/** Settings: the retail domains and the officestore stores. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** `settings.domains`: ids, countries, postcode patterns. */
  domains: () => [...settingsKeys.all, 'domains'] as const,
  /** `settings.officestoreStores`. */
  officestoreStores: () => [...settingsKeys.all, 'officestore-stores'] as const,
};

/** The user's postcodes. */
export const zipcodeKeys = {
  all: ['zipcodes'] as const,
  /** Every `zipcodes.list`, whatever its filters. */
  lists: () => [...zipcodeKeys.all, 'list'] as const,
  /** One filtered list. */
  list: (filters: ZipcodeFilters) => [...zipcodeKeys.lists(), filters] as const,
  /** Every server search. */
  searches: () => [...zipcodeKeys.all, 'search'] as const,
  /** One search text. */
  search: (text: string) => [...zipcodeKeys.searches(), text] as const,
};

/**
 * Collections read live from the service, for a decision that needs the service's word now (an import's
 * room). Screens read collections from the local copy (`localCopyKeys`).
 */
export const collectionKeys = {
  all: ['collections'] as const,
  /** Every collection record read live. */
  details: () => [...collectionKeys.all, 'detail'] as const,
  /** One collection record (`collections.get`). */
  detail: (id: number) => [...collectionKeys.details(), id] as const,
};

/** The items of collections. */
export const itemKeys = {
  all: ['items'] as const,
  /** Everything read live of one collection's items (at the moment of a decision). */
  collection: (collectionId: number) => [...itemKeys.all, collectionId] as const,
  /** How many items a collection holds, read live at the moment of a decision (run cost, room). */
  count: (collectionId: number) => [...itemKeys.collection(collectionId), 'count'] as const,
};

/** Runs of collections and what they produced. */
export const runKeys = {
  all: ['runs'] as const,
  /** Everything read of one collection's runs (records, outputs). */
  collection: (collectionId: number) => [...runKeys.all, collectionId] as const,
  /** The runner records, newest first, paged ("Load more"). */
  list: (collectionId: number) => [...runKeys.collection(collectionId), 'list'] as const,
  /** Every runner of a collection at once. */
  everyRunner: (collectionId: number) => [...runKeys.collection(collectionId), 'every'] as const,
  /** One page of a runner's marketplace output records. */
  outputs: (collectionId: number, runnerId: number, skip: number, limit: number) =>
    [...runKeys.collection(collectionId), 'outputs', runnerId, skip, limit] as const,
  /** One output record with its payload (written once). */
  output: (outputId: number) => [...runKeys.all, 'output', outputId] as const,
  /** The records of one JSON result page (written once). */
  resultPage: (url: string) => [...runKeys.all, 'result-page', url] as const,
};

/** Category scrapes' runner records (their collections are under collectionKeys). */
export const scrapeKeys = {
  all: ['scrapes'] as const,
  /** Every scrape's runner record. */
  results: () => [...scrapeKeys.all, 'result'] as const,
  /** One scrape's runner (stage, count, products, files). */
  result: (collectionId: number) => [...scrapeKeys.results(), collectionId] as const,
};

/** The officestore catalogue. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** The whole category tree. */
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  /** Every product page. */
  productPages: () => [...catalogueKeys.all, 'products'] as const,
  /** One product page. */
  products: (query: ProductQuery) => [...catalogueKeys.productPages(), query] as const,
  /** The catalogue's product with one SKU (an officestore item's picture). */
  product: (sku: string) => [...catalogueKeys.all, 'sku', sku] as const,
};

/** The signed-in account. */
export const accountKeys = {
  all: ['account'] as const,
  /** `accounts.profile`: name and e-mail. */
  profile: () => [...accountKeys.all, 'profile'] as const,
  /** `accounts.credits`: the balance (the header's, the Account screen's, and the one read fresh for a decision). */
  credits: () => [...accountKeys.all, 'credits'] as const,
  /** `accounts.accountDetails` (key masked). */
  details: () => [...accountKeys.all, 'details'] as const,
  /** Every payments page. */
  payments: () => [...accountKeys.all, 'payments'] as const,
  /** One payments page. */
  paymentsPage: (skip: number, limit: number) => [...accountKeys.payments(), { skip, limit }] as const,
};

/** The desk's own settings (`settings.get`, changed by `settings.changed`) and the app's version and mode. */
export const deskKeys = {
  all: ['desk'] as const,
  /** The settings with their folders. */
  settings: () => [...deskKeys.all, 'settings'] as const,
  /** `app.info`: version and mode. */
  info: () => [...deskKeys.all, 'info'] as const,
  /** Where the updater is (`updates.status`, then `updates.status` events). */
  updates: () => [...deskKeys.all, 'updates'] as const,
};

/** What main holds locally: profiles, their credentials, the connection state. */
export const connectionKeys = {
  all: ['connection'] as const,
  /** Every profile and the active id. */
  profiles: () => [...connectionKeys.all, 'profiles'] as const,
  /** Every credential status. */
  credentials: () => [...connectionKeys.all, 'credentials'] as const,
  /** What is stored for one profile (`'active'`: the active one, whichever it is). */
  credential: (profileId: string) => [...connectionKeys.credentials(), profileId] as const,
  /** The active profile's connection state. */
  state: () => [...connectionKeys.all, 'state'] as const,
  /** A fresh check of the connection, asked by a dialog that would make a change. */
  check: () => [...connectionKeys.all, 'check'] as const,
  /** The embedded Sandbox's demo account (`sandbox.account`). */
  sandboxAccount: () => [...connectionKeys.all, 'sandbox-account'] as const,
};
