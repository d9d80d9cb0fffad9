import { errResult, type Result } from '../../shared/bridge/result.ts';

/** Sends one bridge call to main and resolves to its Result. */
export type InvokeBridge = (method: string, input: unknown) => Promise<Result<unknown>>;
/** Subscribes once to the main → renderer event channel; returns the unsubscribe. */
export type SubscribeChannel = (handler: (event: unknown, payload: unknown) => void) => () => void;

/** The names the renderer-facing API is built from: the contract's methods and events. */
export interface DeskApiNames {
  methods: readonly string[];
  events: readonly string[];
}

/** The object exposed as `window.desk`: `desk.<area>.<verb>(input)` plus `desk.on(event, listener)`. */
export type DeskApi = Record<string, Readonly<Record<string, (input?: unknown) => Promise<Result<unknown>>>>> & {
  on: (event: string, listener: (payload: unknown) => void) => () => void;
};

// `<area>.<verb>`, both plain identifiers: never `__proto__`, `constructor` tricks or deeper paths.
const METHOD_NAME = /^([a-z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)$/;
const RESERVED = new Set(['on', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

/**
 * Builds `window.desk` from the contract's names alone: each method forwards to `invoke`, and a failure of
 * the transport itself becomes a Result too, so nothing is thrown at the renderer. `on` listens to
 * declared events only, through a single channel subscription shared by all listeners.
 */
export function buildDeskApi(names: DeskApiNames, invoke: InvokeBridge, subscribe: SubscribeChannel): DeskApi {
  const areas = new Map<string, Record<string, (input?: unknown) => Promise<Result<unknown>>>>();
  for (const name of names.methods) {
    const match = METHOD_NAME.exec(name);
    const area = match?.[1];
    const verb = match?.[2];
    if (!area || !verb || RESERVED.has(area) || RESERVED.has(verb)) throw new Error(`Bridge method name not allowed: ${name}`);
    const methods = areas.get(area) ?? {};
    methods[verb] = (input?: unknown) =>
      invoke(name, input).catch(() => errResult('internal', 'The request could not reach the app.'));
    areas.set(area, methods);
  }

  const knownEvents = new Set(names.events);
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let unsubscribeChannel: (() => void) | null = null;
  const dispatch = (event: unknown, payload: unknown): void => {
    if (typeof event !== 'string') return;
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
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

  const api: Record<string, unknown> = {};
  for (const [area, methods] of areas) api[area] = Object.freeze(methods);
  api.on = on;
  return Object.freeze(api) as DeskApi;
}
