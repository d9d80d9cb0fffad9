import type { Endpoint } from './endpoint.ts';
import { accountsEndpoints } from './accounts.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { categoryScrapeEndpoints } from './category-scrape.ts';
import { collectionsEndpoints } from './collections.ts';
import { marketplaceItemsEndpoints } from './marketplace-items.ts';
import { officestoreItemsEndpoints } from './officestore-items.ts';
import { partsstoreItemsEndpoints } from './partsstore-items.ts';
import { playgroundEndpoints } from './playground.ts';
import { runsEndpoints } from './runs.ts';
import { sandboxOutboxEndpoints } from './sandbox-outbox.ts';
import { settingsEndpoints } from './settings.ts';
import { zipcodesEndpoints } from './zipcodes.ts';

/** Every endpoint of the service, by area. */
export const serviceContract = {
  settings: settingsEndpoints,
  accounts: accountsEndpoints,
  zipcodes: zipcodesEndpoints,
  collections: collectionsEndpoints,
  runs: runsEndpoints,
  marketplaceItems: marketplaceItemsEndpoints,
  partsstoreItems: partsstoreItemsEndpoints,
  officestoreItems: officestoreItemsEndpoints,
  categoryScrape: categoryScrapeEndpoints,
  catalogue: catalogueEndpoints,
  playground: playgroundEndpoints,
} as const;
/** The service contract's type. */
export type ServiceContract = typeof serviceContract;

/** Endpoints that exist only in the sandbox. */
export const sandboxContract = { outbox: sandboxOutboxEndpoints } as const;
/** The sandbox contract's type. */
export type SandboxContract = typeof sandboxContract;

/** The union of the endpoints of a contract of areas. */
export type EndpointOf<C extends Record<string, Record<string, Endpoint>>> = {
  [A in keyof C]: C[A][keyof C[A]];
}[keyof C];

/** Any one endpoint of the service. */
export type ServiceEndpoint = EndpointOf<ServiceContract>;
/** Any one endpoint of the sandbox-only contract. */
export type SandboxEndpoint = EndpointOf<SandboxContract>;

/** Flattens a contract into `{area, name, endpoint}` rows (for routers and tests). */
export function listEndpoints<C extends Record<string, Record<string, Endpoint>>>(contract: C): { area: string; name: string; endpoint: Endpoint }[] {
  return Object.entries(contract).flatMap(([area, endpoints]) => Object.entries(endpoints).map(([name, ep]) => ({ area, name, endpoint: ep })));
}
