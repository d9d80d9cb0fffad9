import type { MiddlewareHandler } from 'hono';

/** Host names that reach this machine only: a page on another site can only send these after DNS rebinding. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The refusal of a request whose Host is not the sandbox's own loopback address. */
export const FOREIGN_HOST_MESSAGE = 'This sandbox answers only requests addressed to its own loopback address.';
/** The refusal of a JSON endpoint's body sent as another content type (a plain form post, for one). */
export const NOT_JSON_MESSAGE = 'Send the request body as JSON, with Content-Type: application/json.';

/** The host name of a Host header (`name:port`, `[v6]:port`), lower-cased; null when malformed. */
export function hostNameOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(header.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Refuses requests that a web page could make the browser send (DNS rebinding, a simple cross-site form
 * post): any Host other than a loopback name or the sandbox's own bind address is answered 403, outside
 * the service's envelope since no client of the interface ever sends one.
 */
export function loopbackHostOnly(baseUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    const name = hostNameOf(c.req.header('host'));
    const own = baseUrl() ? new URL(baseUrl()).hostname.toLowerCase() : null;
    if (name === null || (!LOOPBACK_HOSTS.has(name) && name !== own)) return c.text(FOREIGN_HOST_MESSAGE, 403);
    await next();
  };
}

/** True when a request's Content-Type says JSON (`application/json`, `…+json`, any parameters). */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
