import type { Priority } from '../../../../shared/api/collections.ts';
import { categoryScrapeInputSchema, nodeIdFromCategoryUrl } from '../../../../shared/api/category-scrape.ts';
import type { CategoryScrapeInput, DeliveryDayFilter } from '../../../../shared/api/category-scrape.ts';
import { MAX_EMAIL, MAX_NAME } from '../../../../shared/api/common.ts';
import type { Domain } from '../../../../shared/api/settings.ts';
import { AU_DOMAIN } from '../../../../shared/api/settings.ts';
import { parsePriceToCents } from './money.ts';

/** The new-scrape form as typed; prices stay text until sent. */
export interface ScrapeDraft {
  categoryUrl: string;
  /** The browse node id: read from the URL, editable. */
  nodeId: string;
  /** Whether the analyst typed the node id (then a new URL no longer overwrites it). */
  nodeIdTyped: boolean;
  /** Domain name exactly as `settings/domains/` lists it; '' until chosen. */
  domain: string;
  /** Whether the analyst picked the domain (then the URL's host no longer overwrites it). */
  domainPicked: boolean;
  /** Postcode value of an active zipcode of the domain; '' until chosen. */
  postcode: string;
  primeShipsFromAu: boolean;
  deliveryDay: DeliveryDayFilter | '';
  priceMin: string;
  priceMax: string;
  /** null = the account's e-mail (shown as the default). */
  notificationEmail: string | null;
  priority: Priority;
  name: string;
}

/** The empty form. */
export const EMPTY_SCRAPE_DRAFT: ScrapeDraft = {
  categoryUrl: '',
  nodeId: '',
  nodeIdTyped: false,
  domain: '',
  domainPicked: false,
  postcode: '',
  primeShipsFromAu: false,
  deliveryDay: '',
  priceMin: '',
  priceMax: '',
  notificationEmail: null,
  priority: 'Normal',
  name: '',
};

/** Fields that can carry an in-place message. */
export type ScrapeField = 'categoryUrl' | 'nodeId' | 'domain' | 'postcode' | 'filters' | 'priceMin' | 'priceMax' | 'notificationEmail' | 'name';
/** In-place messages by field. */
export type ScrapeFieldErrors = Partial<Record<ScrapeField, string>>;

/** The domains a category scrape may target: the marketplace's scraping domains. */
export function marketplaceDomains(domains: readonly Domain[]): Domain[] {
  return domains.filter((d) => d.supplier_type === 'scraping' && d.domain.startsWith('marketplace.'));
}

/** The marketplace domain a category URL is on ("https://www.marketplace.com.au/b/…" → marketplace.com.au), if listed. */
export function domainFromCategoryUrl(url: string, domains: readonly Domain[]): string | null {
  let host: string;
  try {
    host = new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return null;
  }
  const found = marketplaceDomains(domains).find((d) => host === d.domain || host.endsWith(`.${d.domain}`));
  return found?.domain ?? null;
}

/** The draft after the URL changed: the node id (unless typed) and the domain (unless picked) follow it. */
export function withCategoryUrl(draft: ScrapeDraft, url: string, domains: readonly Domain[]): ScrapeDraft {
  const next: ScrapeDraft = { ...draft, categoryUrl: url };
  if (!draft.nodeIdTyped) next.nodeId = nodeIdFromCategoryUrl(url) ?? '';
  if (!draft.domainPicked) {
    const domain = domainFromCategoryUrl(url, domains);
    if (domain && domain !== draft.domain) {
      next.domain = domain;
      next.postcode = '';
    }
  }
  return next;
}

/** Whether the URL is a web address. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The name the service gives a scrape sent without one. */
export function defaultScrapeName(nodeId: string): string {
  return `marketplace_category_${nodeId.trim() || '<node id>'}`;
}

/** The message under the node id while the URL holds none and none was typed; null otherwise. */
export function nodeIdNotice(draft: ScrapeDraft): string | null {
  if (draft.categoryUrl.trim() === '' || draft.nodeId.trim() !== '') return null;
  return 'No browse node ID could be read from this URL (it is usually the number after node= or /b/). Type it here.';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every in-place message of a draft; empty when it may be sent. */
export function scrapeFormErrors(draft: ScrapeDraft, accountEmail: string | null): ScrapeFieldErrors {
  const errors: ScrapeFieldErrors = {};
  const url = draft.categoryUrl.trim();
  if (url === '') errors.categoryUrl = 'Paste the URL of the category page.';
  else if (!isHttpUrl(url) || url.length > 2048) errors.categoryUrl = 'Enter a full web address starting with https://.';
  const node = draft.nodeId.trim();
  if (node === '') errors.nodeId = nodeIdNotice(draft) ?? 'Enter the browse node ID.';
  else if (!/^\d{1,20}$/.test(node)) errors.nodeId = 'A browse node ID is digits only, e.g. 4851799051.';
  if (draft.domain === '') errors.domain = 'Choose the marketplace domain of the category.';
  if (draft.postcode === '') errors.postcode = 'Choose an active postcode of this domain.';
  const min = parsePriceToCents(draft.priceMin);
  const max = parsePriceToCents(draft.priceMax);
  if (min.kind === 'invalid') errors.priceMin = min.message;
  if (max.kind === 'invalid') errors.priceMax = max.message;
  if (min.kind === 'cents' && max.kind === 'cents' && min.cents > max.cents) errors.priceMax = 'The maximum price must not be below the minimum.';
  const email = (draft.notificationEmail ?? accountEmail ?? '').trim();
  if (draft.notificationEmail !== null && email === '') errors.notificationEmail = 'Enter an e-mail address for the completion notice.';
  else if (email !== '' && (!EMAIL.test(email) || email.length > MAX_EMAIL)) errors.notificationEmail = 'Enter a valid e-mail address.';
  if (draft.name.trim().length > MAX_NAME) errors.name = `Use at most ${MAX_NAME} characters.`;
  return errors;
}

/** Whether the AU-only filters apply to a domain. */
export function hasAuFilters(domain: string): boolean {
  return domain === AU_DOMAIN;
}

/** The `add_schedule/` body of a valid draft (AU filters only for the AU domain, prices in cents). */
export function scrapeInput(draft: ScrapeDraft, accountEmail: string | null): CategoryScrapeInput {
  const input: CategoryScrapeInput = {
    category_url: draft.categoryUrl.trim(),
    marketplace_node_id: draft.nodeId.trim(),
    domain: draft.domain,
    postcode: draft.postcode,
    priority: draft.priority,
  };
  const name = draft.name.trim();
  if (name !== '') input.name = name;
  if (hasAuFilters(draft.domain)) {
    if (draft.primeShipsFromAu) input.filter_prime_ships_from_au = true;
    if (draft.deliveryDay !== '') input.filter_delivery_day = draft.deliveryDay;
  }
  const min = parsePriceToCents(draft.priceMin);
  const max = parsePriceToCents(draft.priceMax);
  if (min.kind === 'cents') input.price_min_cents = min.cents;
  if (max.kind === 'cents') input.price_max_cents = max.cents;
  const email = (draft.notificationEmail ?? accountEmail ?? '').trim();
  if (email !== '') input.notification_email = email;
  return input;
}

const FIELD_OF_KEY: Readonly<Record<string, ScrapeField>> = {
  category_url: 'categoryUrl',
  marketplace_node_id: 'nodeId',
  domain: 'domain',
  postcode: 'postcode',
  name: 'name',
  filter_prime_ships_from_au: 'filters',
  filter_delivery_day: 'filters',
  price_min_cents: 'priceMin',
  price_max_cents: 'priceMax',
  notification_email: 'notificationEmail',
};

/** The form field of a service body key (`price_max_cents` → priceMax); undefined for others. */
export function fieldOfKey(key: string): ScrapeField | undefined {
  return FIELD_OF_KEY[key];
}

/** The checks the service makes before any lookup (the shared schema), as in-place messages. */
export function contractErrors(input: CategoryScrapeInput): ScrapeFieldErrors {
  const parsed = categoryScrapeInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: ScrapeFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfKey(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
