import { errResult, type Result } from './result.ts';

/** Sends one bridge call to main and resolves to its Result. */
export type InvokeBridge = (method: string, input: unknown) => Promise<Result<unknown>>;
/** Subscribes once to the main → renderer event channel; returns the unsubscribe. */
export type SubscribeChannel = (handler: (event: unknown, payload: unknown) => void) => () => void;
/** Told when an event listener throws (the other listeners still get the event). */
export type ListenerErrorReport = (event: string, error: unknown) => void;

/** The names the renderer-facing API is built from: the contract's methods and events. */
export interface DeskApiNames {
  /**
   * The contract's method names, built into frozen objects (what Electron's contextBridge copies); or
   * `null`: any `area.verb` is answered as it is asked for (browser mode, which need not bundle the whole
   * contract for its names: the server refuses an unknown method with a Result).
   */
  methods: readonly string[] | null;
  events: readonly string[];
}

/** The object exposed as `window.desk`: `desk.<area>.<verb>(input)` plus `desk.on(event, listener)`. */
export type DeskApi = Record<string, Readonly<Record<string, (input?: unknown) => Promise<Result<unknown>>>>> & {
  on: (event: string, listener: (payload: unknown) => void) => () => void;
};

type Method = (input?: unknown) => Promise<Result<unknown>>;

// Plain identifiers only, and never a name that promise detection, JSON or prototype tricks look up.
const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;
const RESERVED = new Set(['on', 'then', 'catch', 'finally', 'toJSON', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']);
const allowed = (name: unknown): name is string => typeof name === 'string' && IDENTIFIER.test(name) && !RESERVED.has(name);

/**
 * Builds `window.desk`, for the preload and browser mode alike: each method forwards to `invoke`, and a
 * failure of the transport itself becomes a Result too, so nothing is thrown at the renderer. `on`
 * listens to declared events only, through one channel subscription shared by all listeners and closed
 * when the last one leaves; a listener that throws is reported and does not stop the others; an
 * unsubscribe works once.
 */
export function buildDeskApi(names: DeskApiNames, invoke: InvokeBridge, subscribe: SubscribeChannel, reportListenerError: ListenerErrorReport): DeskApi {
  const method =
    (name: string): Method =>
    (input?: unknown) =>
      invoke(name, input).catch(() => errResult('internal', 'The request could not reach the app.'));

  const knownEvents = new Set(names.events);
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let unsubscribeChannel: (() => void) | null = null;
  const dispatch = (event: unknown, payload: unknown): void => {
    if (typeof event !== 'string') return;
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        reportListenerError(event, error);
      }
    }
  };

  const on = (event: string, listener: (payload: unknown) => void): (() => void) => {
    if (!knownEvents.has(event)) throw new Error(`Unknown desk event: ${String(event)}`);
    if (typeof listener !== 'function') throw new Error('A desk event listener must be a function.');
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    unsubscribeChannel ??= subscribe(dispatch);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(listener);
      if (set.size === 0) listeners.delete(event);
      if (listeners.size === 0 && unsubscribeChannel) {
        unsubscribeChannel();
        unsubscribeChannel = null;
      }
    };
  };

  return names.methods === null ? lazyDesk(method, on) : frozenDesk(names.methods, method, on);
}

function frozenDesk(methodNames: readonly string[], method: (name: string) => Method, on: DeskApi['on']): DeskApi {
  const areas = new Map<string, Record<string, Method>>();
  for (const name of methodNames) {
    const [area, verb, ...rest] = name.split('.');
    if (!allowed(area) || !allowed(verb) || rest.length > 0) throw new Error(`Bridge method name not allowed: ${name}`);
    const methods = areas.get(area) ?? {};
    methods[verb] = method(name);
    areas.set(area, methods);
  }
  const api: Record<string, unknown> = {};
  for (const [area, methods] of areas) api[area] = Object.freeze(methods);
  api.on = on;
  return Object.freeze(api) as DeskApi;
}

function lazyDesk(method: (name: string) => Method, on: DeskApi['on']): DeskApi {
  const areas = new Map<string, object>();
  const area = (name: string): object => {
    let methods = areas.get(name);
    if (methods === undefined) {
      const verbs = new Map<string, Method>();
      methods = new Proxy(Object.create(null) as object, {
        get: (_target, verb) => {
          if (!allowed(verb)) return undefined;
          let m = verbs.get(verb);
          if (m === undefined) verbs.set(verb, (m = method(`${name}.${verb}`)));
          return m;
        },
      });
      areas.set(name, methods);
    }
    return methods;
  };
  return new Proxy(Object.create(null) as object, {
    get: (_target, prop) => (prop === 'on' ? on : allowed(prop) ? area(prop) : undefined),
  }) as DeskApi;
}
