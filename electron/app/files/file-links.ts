import { DeskError } from '../connection/desk-error.ts';

/**
 * The service file a link points at, as a full URL: a result file (`/api/v1/results/…`) or an invoice
 * (`/api/v1/users/payments/<id>/invoice.pdf`) of the service at `baseUrl`, given as a full URL, an
 * absolute path or a path under `/api/v1/`. Anything else is refused, so the renderer cannot make
 * main fetch (with the profile's credential) whatever it likes.
 */
export function serviceFileUrl(baseUrl: string, link: string): string {
  const base = new URL(`${baseUrl.replace(/\/+$/, '')}/api/v1/`);
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(link) ? new URL(link) : new URL(link, link.startsWith('/') ? base.origin : base);
  } catch {
    throw refused();
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') throw refused();
  const rest = url.pathname.startsWith(base.pathname) ? url.pathname.slice(base.pathname.length) : null;
  if (rest === null || rest.split('/').some(isUnsafeSegment)) throw refused();
  const isResult = /^results\/\d+\/\d+\/[^/]+$/.test(rest);
  const isInvoice = /^users\/payments\/\d+\/invoice\.pdf$/.test(rest);
  if (!isResult && !isInvoice) throw refused();
  return url.href;
}

/**
 * A path segment that could lead elsewhere once a server decodes it: a dot segment, written plainly or
 * percent-encoded (`..`, `%2E%2E`), or a separator hidden as `%2F` / `%5C`. Checked before any credential
 * is sent with the link.
 */
function isUnsafeSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded);
}

function refused(): DeskError {
  return new DeskError('invalid-input', 'Only result files and invoices of the connected service can be saved or opened.');
}

// Characters no file system takes in a name (Windows' set is the widest), and control characters.
const UNSAFE = /[<>:"/\\|?*\p{Cc}]/gu;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/** A file name safe on every platform: no path, no reserved characters or names, at most 180 characters. */
export function safeFileName(raw: string, fallback = 'download'): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  let name = last.replace(UNSAFE, '_').replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > 180) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 180 - ext.length) + ext;
  }
  if (name === '' || RESERVED.test(name)) return fallback;
  return name;
}

/** The last path segment of a link (a result file's own name), for a default save name. */
export function linkFileName(link: string): string {
  const path = link.split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(path.split('/').pop() ?? '');
  } catch {
    return path.split('/').pop() ?? '';
  }
}
