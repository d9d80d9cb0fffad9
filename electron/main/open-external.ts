import { isAllowedExternalUrl } from '../../shared/links/external-url.ts';

// The pure check lives in shared/ so the app's `shell.openProduct` applies the very same allowlist.
export { isAllowedExternalUrl, RETAIL_HOSTS } from '../../shared/links/external-url.ts';

/** Opens `url` with `open` (shell.openExternal) when it is allowed; rejects with an explanation otherwise. */
export async function openExternalSafely(url: string, open: (url: string) => Promise<void>): Promise<void> {
  if (!isAllowedExternalUrl(url)) {
    throw new Error('Only https links to the known retail sites can be opened outside the app.');
  }
  await open(new URL(url).toString());
}
