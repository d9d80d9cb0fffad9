/** Paging and search of the scrapes list. */
export interface ScrapeListParams {
  skip: number;
  limit: number;
  search: string;
}

/** Query keys of the category scrapes feature; every query and invalidation of it goes through these. */
export const scrapeKeys = {
  all: ['scrapes'] as const,
  /** Every page of the scrapes list (`get_schedules` of type `marketplace_category_scrape`). */
  lists: () => [...scrapeKeys.all, 'list'] as const,
  /** One page of the list. */
  list: (params: ScrapeListParams) => [...scrapeKeys.lists(), params] as const,
  /** Every scrape's collection record. */
  details: () => [...scrapeKeys.all, 'detail'] as const,
  /** One scrape's collection record. */
  detail: (collectionId: number) => [...scrapeKeys.details(), collectionId] as const,
  /** Every runner record read. */
  results: () => [...scrapeKeys.all, 'result'] as const,
  /** One scrape's runner record (stage, count, products, files). */
  result: (collectionId: number) => [...scrapeKeys.results(), collectionId] as const,
  /** The retail domains. */
  domains: () => [...scrapeKeys.all, 'domains'] as const,
  /** Every active-postcodes list. */
  activePostcodesAll: () => [...scrapeKeys.all, 'active-postcodes'] as const,
  /** Active postcodes of one domain id. */
  activePostcodes: (domainId: number) => [...scrapeKeys.activePostcodesAll(), domainId] as const,
  /** The account's profile (its e-mail is the default notification address). */
  profile: () => [...scrapeKeys.all, 'profile'] as const,
  /** Every list of marketplace collections offered as targets. */
  targetsAll: () => [...scrapeKeys.all, 'targets'] as const,
  /** Marketplace collections matching a search. */
  targets: (search: string) => [...scrapeKeys.targetsAll(), search] as const,
};
