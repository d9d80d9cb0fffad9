import type { TourStep } from '../../../components/tour.tsx';
import { routeHref } from '../../../lib/router.ts';
import type { RouteName } from '../../../lib/router.ts';

/** The CSS selector of a sidebar item. */
export function navTarget(route: RouteName): string {
  return `nav[aria-label="Main"] a[href="${routeHref(route)}"]`;
}

/** The id the first-start tour's dismissed flag is stored under. */
export const FIRST_START_TOUR_ID = 'first-start';

/** The first-start tour: one step per main sidebar item, in the order work flows. */
export const FIRST_START_STEPS: readonly TourStep[] = [
  {
    target: navTarget('postcodes'),
    title: 'Start with postcodes',
    body: 'Register a postcode per retail domain. Scraping domains generate session cookies first; a postcode is usable once it is Active.',
  },
  {
    target: navTarget('collections'),
    title: 'Collect items',
    body: 'A collection holds up to 5,000 ASINs, parts or SKUs. Running it costs one credit per item and produces result files.',
  },
  {
    target: navTarget('import'),
    title: 'Import in bulk',
    body: 'Paste or drop a CSV to add thousands of items at once; rows are checked before anything is sent.',
  },
  {
    target: navTarget('scrapes'),
    title: 'Scrape a category',
    body: 'Give a marketplace category URL and a postcode: the products it lists come back as a result file.',
  },
  {
    target: navTarget('catalogue'),
    title: 'Browse the catalogue',
    body: 'The officestore catalogue is free to browse: find SKUs and add them to a collection.',
  },
  {
    target: navTarget('account'),
    title: 'Credits, key and playground',
    body: 'Your credits, payments and API key live under Account, with a playground to try one item. This is the local sandbox: synthetic data, and runs spend sandbox credits only, never real money.',
  },
];

/** The localStorage switch that lets an automated browser see the tour (see {@link tourAllowed}). */
export const TOUR_UNDER_AUTOMATION_KEY = 'desk.tour.automation';

/**
 * Whether the tour may start in this browser. A browser driven by automation (`navigator.webdriver`,
 * e.g. the e2e journeys, where every test starts with empty storage and would otherwise meet the
 * "first start" each time) gets it only when asked with `localStorage['desk.tour.automation'] = 'on'`.
 */
export function tourAllowed(nav: Pick<Navigator, 'webdriver'> = navigator, storage: Pick<Storage, 'getItem'> | null = safeStorage()): boolean {
  if (!nav.webdriver) return true;
  return storage?.getItem(TOUR_UNDER_AUTOMATION_KEY) === 'on';
}

function safeStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
