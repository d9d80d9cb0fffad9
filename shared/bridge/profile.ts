import { z } from 'zod';

/** The id of the built-in profile that points at the embedded sandbox service. */
export const SANDBOX_PROFILE_ID = 'sandbox';
/** The longest profile name, in characters. */
export const PROFILE_NAME_MAX = 60;
/** The longest service address accepted. */
export const BASE_URL_MAX = 2048;

/** How a profile authenticates: an API key (`x-api-key`) or a session token from `users/login`. */
export const profileAuthSchema = z.enum(['apiKey', 'session']);
/** How a profile authenticates. */
export type ProfileAuth = z.infer<typeof profileAuthSchema>;

/** A connection profile as the renderer sees it: where the service is and how to sign in, never a secret. */
export const profileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(PROFILE_NAME_MAX),
  /** Without a trailing slash; the client appends `/api/v1/<path>`. Empty for the sandbox until it runs. */
  baseUrl: z.string(),
  auth: profileAuthSchema,
  /** The built-in sandbox profile: cannot be renamed or removed. */
  builtIn: z.boolean(),
});
/** A connection profile. */
export type Profile = z.infer<typeof profileSchema>;

/** Every profile and which one the app is using. */
export const profilesViewSchema = z.object({
  profiles: z.array(profileSchema),
  activeId: z.string().min(1),
});
/** Every profile and which one the app is using. */
export type ProfilesView = z.infer<typeof profilesViewSchema>;

/**
 * What the user types to add a profile. Only loosely bounded here: the rules with messages fit to show
 * (`checkProfileName`, `checkBaseUrl`) run in the profile store, and the renderer may run them as you type.
 */
export const newProfileSchema = z.object({
  name: z.string().max(1000),
  baseUrl: z.string().max(BASE_URL_MAX * 2),
  auth: profileAuthSchema,
});
/** What the user types to add a profile. */
export type NewProfile = z.infer<typeof newProfileSchema>;

/** A checked value, or the message saying what to fix. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Trims a profile name and checks it is 1..60 characters of printable text. Uniqueness is the store's. */
export function checkProfileName(raw: string): Checked<string> {
  const name = raw.normalize('NFC').trim();
  if (name.length === 0) return { ok: false, message: 'Enter a name for the profile.' };
  if ([...name].length > PROFILE_NAME_MAX) {
    return { ok: false, message: `A profile name can be at most ${PROFILE_NAME_MAX} characters.` };
  }
  if (/\p{Cc}/u.test(name)) {
    return { ok: false, message: 'A profile name cannot contain line breaks or control characters.' };
  }
  return { ok: true, value: name };
}

/** The hosts plain http is allowed for: traffic that never leaves this computer. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const EXAMPLE = 'e.g. https://api.example.com';

/**
 * Checks a service address and gives it in the one form the client expects: `https://host[:port][/path]`
 * with no trailing slash. Plain http only for loopback (a key must never cross a network in clear text);
 * no user name, password, query or fragment (a credential never goes in a URL, and the client builds
 * the rest). A pasted `/api/v1` suffix is dropped because the client adds it itself.
 */
export function checkBaseUrl(raw: string): Checked<string> {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, message: `Enter the address of the service, ${EXAMPLE}.` };
  if (text.length > BASE_URL_MAX) return { ok: false, message: 'That address is too long.' };
  // Checked on the text: the URL parser drops an empty "?" or "#" without a trace.
  if (text.includes('?') || text.includes('#')) {
    return { ok: false, message: `The address cannot contain a query (?…) or a fragment (#…). Enter just the service address, ${EXAMPLE}.` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `That is not a web address. Enter the full address, ${EXAMPLE}.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `The address must start with https://, ${EXAMPLE}.` };
  }
  if (url.username !== '' || url.password !== '' || /^[a-z]+:\/\/[^/]*@/i.test(text)) {
    return {
      ok: false,
      message: 'The address cannot contain a user name or password. The API key is saved separately, in the OS keychain.',
    };
  }
  if (url.hostname === '') return { ok: false, message: `The address has no host name, ${EXAMPLE}.` };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return {
      ok: false,
      message: 'Plain http:// is only allowed for this computer (localhost, 127.0.0.1 or [::1]). Use https:// for a remote service.',
    };
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return { ok: true, value: `${url.protocol}//${url.host}${path}` };
}
