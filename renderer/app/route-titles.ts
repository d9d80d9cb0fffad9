import type { RouteName } from '../lib/router.ts';

/** The title of each route, for the window title, the sidebar and placeholder screens. */
export const ROUTE_TITLES: Record<RouteName, string> = {
  postcodes: 'Postcodes',
  collections: 'Collections',
  collection: 'Collection',
  changes: 'Changes',
  import: 'Import',
  scrapes: 'Category scrapes',
  scrape: 'Category scrape',
  catalogue: 'Catalogue',
  account: 'Account',
  connect: 'Connect to a service',
  settings: 'Settings',
};
