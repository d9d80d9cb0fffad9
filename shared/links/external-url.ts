/** The retail sites whose product pages an analyst may open in the system browser (bare and www. forms). */
export const RETAIL_HOSTS: ReadonlySet<string> = new Set(
  ['marketplace.com.au', 'marketplace.com', 'marketplace.co.uk', 'marketplace.de', 'partsstore.com.au', 'officestore.com.au'].flatMap((host) => [
    host,
    `www.${host}`,
  ]),
);

// Long enough for any product page; anything longer is not a link an analyst clicked.
const MAX_URL_LENGTH = 2048;

/** True only for an https: URL on a known retail host, on the default port, with no credentials in it. */
export function isAllowedExternalUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && parsed.port === '' && RETAIL_HOSTS.has(parsed.hostname);
}
