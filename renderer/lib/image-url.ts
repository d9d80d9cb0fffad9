import { useSyncExternalStore } from 'react';
import type { Desk } from '../../shared/bridge/desk-api.ts';

/**
 * Product images never load straight from retail hosts (the CSP allows only the app's own origin):
 * main proxies them. In Electron the base is `desk-image://img/`; in browser mode it is
 * `/image/<capability>/`, where the capability is an HMAC of the run's token, handed out by the
 * bridge method `app.imageBase`, since an <img> cannot send the Authorization header and the
 * token itself must never sit in the DOM. The capability only opens the image proxy.
 */
let base: string | null = null;
const subscribers = new Set<() => void>();

/** The proxied URL of a remote image under a base, or undefined for anything but http(s). */
export function imageUrlFrom(imageBase: string, original: string): string | undefined {
  let protocol: string;
  try {
    protocol = new URL(original).protocol;
  } catch {
    return undefined;
  }
  if (protocol !== 'https:' && protocol !== 'http:') return undefined;
  return `${imageBase}?url=${encodeURIComponent(original)}`;
}

/** Sets the image base (done once at start-up by desk.ts). */
export function setImageBase(value: string): void {
  base = value;
  for (const notify of [...subscribers]) notify();
}

/** Asks main where images are served from and remembers it. */
export async function loadImageBase(desk: Pick<Desk, 'app'>): Promise<void> {
  const answer = await desk.app.imageBase({});
  if (answer.ok) setImageBase(answer.value.base);
}

/** The proxied URL of a remote image; undefined until the image base is known (or for a non-http URL). */
export function imageUrl(original: string): string | undefined {
  return base === null ? undefined : imageUrlFrom(base, original);
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** {@link imageUrl} as a hook: re-renders once the image base is known. */
export function useImageUrl(original: string | null | undefined): string | undefined {
  const current = useSyncExternalStore(subscribe, () => base);
  return current === null || !original ? undefined : imageUrlFrom(current, original);
}
