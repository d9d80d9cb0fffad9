import { DEFAULT_RETRY } from './backoff.ts';
import type { RetryOptions } from './backoff.ts';
import type { Credential } from './credential.ts';
import { ServiceError } from './service-error.ts';

/** How a service client is made: where the service is, how to get the credential, and its fetch. */
export interface ServiceClientOptions {
  /** The service root, e.g. `https://service.example` (calls go to `${baseUrl}/api/v1/<path>`). */
  baseUrl: string;
  /** The active profile's credential, read per call (from the keychain); null when none is stored. */
  credential: () => Promise<Credential | null>;
  /** A fetch over Electron's `net` in main (system proxy, OS certificates); the global fetch in plain Node. */
  fetch?: typeof fetch;
  /** Time budget of one JSON call attempt; default 30 s. */
  timeoutMs?: number;
  /** Time budget of an upload or a download; default 10 minutes. */
  transferTimeoutMs?: number;
  /** Retry policy of reads; default 3 attempts, 300 ms base, 5 s cap. */
  retry?: RetryOptions;
  /** Receives one line per exchange: method, path, status, duration. Never a secret. */
  log?: (line: string) => void;
}

/** The resolved options every part of the client shares. */
export interface ClientCore {
  /** `baseUrl` without a trailing slash. */
  baseUrl: string;
  /** `${baseUrl}/api/v1/`. */
  apiBase: string;
  origin: string;
  credential: () => Promise<Credential | null>;
  fetch: typeof fetch;
  timeoutMs: number;
  transferTimeoutMs: number;
  retry: RetryOptions;
  log: (line: string) => void;
}

/** Checks the base URL and fills in defaults. */
export function resolveCore(options: ServiceClientOptions): ClientCore {
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new ServiceError('invalid-input', 'The service address is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ServiceError('invalid-input', 'The service address must start with https:// (or http:// for a local sandbox).');
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new ServiceError('invalid-input', 'The service address must not carry a user name, password, query or fragment.');
  }
  const baseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return {
    baseUrl,
    apiBase: `${baseUrl}/api/v1/`,
    origin: url.origin,
    credential: options.credential,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 30_000,
    transferTimeoutMs: options.transferTimeoutMs ?? 600_000,
    retry: options.retry ?? DEFAULT_RETRY,
    log: options.log ?? (() => {}),
  };
}
