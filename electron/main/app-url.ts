/** Scheme of the app's own renderer pages in packaged builds (served by `protocol.handle`, never file://). */
export const APP_SCHEME = 'app';
/** Host of the app's own renderer pages: `app://desk/index.html`. */
export const APP_HOST = 'desk';
/** The renderer's entry URL in packaged builds. */
export const PACKAGED_RENDERER_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * True when `url` is one of the app's own renderer pages: same scheme, host and port as `rendererUrl`.
 * (Compared part by part: Node's URL reports `origin` "null" for custom schemes.)
 */
export function isAppUrl(url: string | null | undefined, rendererUrl: string): boolean {
  if (!url) return false;
  const candidate = parse(url);
  const own = parse(rendererUrl);
  if (!candidate || !own || candidate.host === '') return false;
  return candidate.protocol === own.protocol && candidate.host === own.host && candidate.username === '' && candidate.password === '';
}
