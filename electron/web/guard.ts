import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Compares two secrets in constant time (digests first, so lengths leak nothing either). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** The image capability of a run: an HMAC of the token, so an image URL never reveals the token itself. */
export function imageCapability(token: string): string {
  return createHmac('sha256', token).update('collection-desk image capability v1').digest('base64url');
}

/** The hosts this server answers as (DNS-rebinding guard): `127.0.0.1:PORT` and `localhost:PORT`. */
export function allowedHosts(port: number): ReadonlySet<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

/**
 * Whether a request comes from this server's own page: a known `Host`, and an `Origin` (when the
 * browser sends one) equal to `http://<that host>`.
 */
export function sameSite(req: IncomingMessage, hosts: ReadonlySet<string>): boolean {
  const host = req.headers.host;
  if (host === undefined || !hosts.has(host.toLowerCase())) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin.toLowerCase() === `http://${host.toLowerCase()}`;
}

/** Whether the request carries `Authorization: Bearer <token>`. */
export function hasToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return sameSecret(header.slice('Bearer '.length), token);
}
