import { errResult, type Result } from '../../shared/bridge/result.ts';
import type { Desk } from '../../shared/bridge/desk-api.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import { buildDeskApi, type SubscribeChannel } from '../../shared/bridge/build-desk-api.ts';
import { openWebEvents } from './web-events.ts';

/** Options of the browser-mode transport. */
export interface WebDeskOptions {
  /** The token of this server run (null when the page was opened without one). */
  token: string | null;
  /** The server's origin; '' (same origin) in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Event names `on` accepts; the contract's by default. */
  events?: readonly string[];
  /** Reconnect backoff of the event stream. */
  retry?: { baseMs: number; capMs: number };
}

const NO_TOKEN = 'This page has no access token. Open the address that `npm run web` printed.';
const BAD_TOKEN = 'This page’s access token is not valid for the running desk server. Open the address that `npm run web` printed.';
const UNREACHABLE = 'The desk server cannot be reached. Is `npm run web` still running?';

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { ok, error } = value as { ok?: unknown; error?: { kind?: unknown; message?: unknown } };
  if (ok === true) return 'value' in value;
  return ok === false && typeof error?.kind === 'string' && typeof error.message === 'string';
}

/**
 * The browser-mode `desk`, built by the preload's own builder (`shared/bridge/build-desk-api.ts`) over
 * another transport: `POST /bridge/<method>` and a fetch-streamed `/events`, with the run's token in the
 * Authorization header. Nothing is thrown: transport failures are Results too.
 */
export function createWebDesk(options: WebDeskOptions): Desk {
  const base = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const token = options.token;

  async function call(method: string, input: unknown): Promise<Result<unknown>> {
    if (!token) return errResult('forbidden', NO_TOKEN);
    let response: Response;
    try {
      response = await doFetch(`${base}/bridge/${method}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: input === undefined ? '' : JSON.stringify(input),
        cache: 'no-store',
      });
    } catch {
      return errResult('network', UNREACHABLE);
    }
    if (response.status === 403) return errResult('forbidden', BAD_TOKEN);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return errResult('internal', `The desk server answered ${response.status} without a result.`);
    }
    return isResult(body) ? body : errResult('internal', 'The desk server answered with something that is not a result.');
  }

  const subscribe: SubscribeChannel = (handler) => {
    // Without a token there is no stream to open: the calls already answer why.
    if (!token) return () => undefined;
    const stream = openWebEvents({ url: `${base}/events`, token, fetch: doFetch, retry: options.retry, onEvent: handler });
    return () => stream.close();
  };
  return buildDeskApi({ methods: null, events: options.events ?? Object.keys(bridgeEvents) }, call, subscribe, (event, error) =>
    console.error(`desk: a ${event} listener failed`, error),
  ) as unknown as Desk;
}
