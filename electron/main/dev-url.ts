/** The electron-vite dev server URL when it is a plain http URL on loopback; anything else is ignored. */
export function devRendererUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'http:' || !loopback || url.username !== '' || url.password !== '') return null;
  return url.toString();
}
