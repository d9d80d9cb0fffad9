/** A tiny hash router: `#/collections/42?tab=runs` → { name: 'collection', params: { id: '42' }, query: { tab: 'runs' } }. */

/** Every route of the app, with its hash pattern (`:name` captures one path segment). */
export const ROUTE_PATTERNS = {
  postcodes: '/postcodes',
  collections: '/collections',
  collection: '/collections/:id',
  changes: '/changes',
  import: '/import',
  scrapes: '/scrapes',
  scrape: '/scrapes/:id',
  catalogue: '/catalogue',
  account: '/account',
  connect: '/connect',
  settings: '/settings',
} as const;

/** The name of a known route. */
export type RouteName = keyof typeof ROUTE_PATTERNS;

/** Where the app lands when the hash is empty. */
export const DEFAULT_ROUTE: RouteName = 'postcodes';

/** The current location, parsed. `name` is null when no pattern matches. */
export interface RouteMatch {
  name: RouteName | null;
  /** Path captures, decoded (e.g. `id`). */
  params: Readonly<Record<string, string>>;
  /** Query string after `?`, decoded; later duplicates win. */
  query: Readonly<Record<string, string>>;
  /** The path part of the hash, e.g. `/collections/42`. */
  path: string;
}

const compiled = (Object.entries(ROUTE_PATTERNS) as [RouteName, string][]).map(([name, pattern]) => ({
  name,
  segments: pattern.split('/').filter(Boolean),
}));

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Parses `location.hash` (with or without the leading `#`). An empty hash is the default route. */
export function parseHash(hash: string): RouteMatch {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const queryAt = raw.indexOf('?');
  const pathPart = (queryAt === -1 ? raw : raw.slice(0, queryAt)) || ROUTE_PATTERNS[DEFAULT_ROUTE];
  const path = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  const query: Record<string, string> = {};
  if (queryAt !== -1) {
    for (const [key, value] of new URLSearchParams(raw.slice(queryAt + 1))) query[key] = value;
  }
  const segments = splitPath(path);
  for (const route of compiled) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < segments.length; i += 1) {
      const want = route.segments[i] ?? '';
      const got = segments[i] ?? '';
      if (want.startsWith(':')) {
        let value: string;
        try {
          value = decodeURIComponent(got);
        } catch {
          matched = false;
          break;
        }
        params[want.slice(1)] = value;
      } else if (want !== got) {
        matched = false;
        break;
      }
    }
    if (matched) return { name: route.name, params, query, path };
  }
  return { name: null, params: {}, query, path };
}

/** Builds the hash (`#/…`) of a route; missing params throw, since that is a programming error. */
export function routeHref(
  name: RouteName,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = splitPath(ROUTE_PATTERNS[name])
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`Route ${name} needs ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `#/${path}${qs ? `?${qs}` : ''}`;
}

/** The top-level section a route belongs to, for the sidebar's active item. */
export function sectionOf(name: RouteName | null): RouteName | null {
  if (name === 'collection') return 'collections';
  if (name === 'scrape') return 'scrapes';
  return name;
}

/** What every routed screen receives: the parsed route (params such as `id`, and the query). */
export interface ScreenProps {
  route: RouteMatch;
}
