import { errResult, type Result } from '../../shared/bridge/result.ts';
import type { Desk } from '../../shared/bridge/desk-api.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import { openWebEvents, type WebEvents } from './web-events.ts';

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

// Names a Proxy must never answer as methods: promise detection, JSON, prototype tricks.
const RESERVED = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor', 'prototype', 'valueOf', 'toString', 'hasOwnProperty', '__proto__']);
const NAME = /^[a-z][A-Za-z0-9]*$/;

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
 * The browser-mode `desk`: the same `desk.<area>.<verb>(input)` → Result and `desk.on(event, …)` as
 * Electron's preload, over `POST /bridge/<method>` and a fetch-streamed `/events`, with the run's
 * token in the Authorization header. Nothing is thrown: transport failures are Results too.
 */
export function createWebDesk(options: WebDeskOptions): Desk {
  const base = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const token = options.token;
  const known = new Set(options.events ?? Object.keys(bridgeEvents));

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

  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let stream: WebEvents | null = null;
  function on(event: string, listener: (payload: unknown) => void): () => void {
    if (!known.has(event)) throw new Error(`Unknown desk event: ${String(event)}`);
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    if (stream === null && token) {
      stream = openWebEvents({
        url: `${base}/events`,
        token,
        fetch: doFetch,
        retry: options.retry,
        onEvent: (name, payload) => {
          for (const l of [...(listeners.get(name) ?? [])]) {
            try {
              l(payload);
            } catch (err) {
              console.error(`desk: a ${name} listener failed`, err);
            }
          }
        },
      });
    }
    return () => {
      set.delete(listener);
    };
  }

  const areas = new Map<string, object>();
  function area(name: string): object {
    let methods = areas.get(name);
    if (methods === undefined) {
      methods = new Proxy(Object.create(null) as object, {
        get: (_target, verb) =>
          typeof verb === 'string' && NAME.test(verb) && !RESERVED.has(verb)
            ? (input: unknown) => call(`${name}.${verb}`, input)
            : undefined,
      });
      areas.set(name, methods);
    }
    return methods;
  }

  return new Proxy(Object.create(null) as object, {
    get: (_target, prop) => {
      if (prop === 'on') return on;
      return typeof prop === 'string' && NAME.test(prop) && !RESERVED.has(prop) ? area(prop) : undefined;
    },
  }) as Desk;
}
