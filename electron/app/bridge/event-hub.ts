import type { z } from 'zod';
import type { BridgeEvents } from '../../../shared/bridge/define.ts';
import { formatIssues } from './format-issues.ts';
import { describeError } from './redact.ts';

/** A listener of every event, as the transports (IPC, browser-mode stream) forward them. */
export type AnyEventListener = (event: string, payload: unknown) => void;

/** Typed publish/subscribe over a set of bridge events; payloads are validated on publish. */
export interface EventHub<E extends BridgeEvents> {
  /** Validates and delivers a payload; an invalid one is logged and dropped (returns false). */
  publish<K extends keyof E & string>(event: K, payload: z.input<E[K]>): boolean;
  /** Listens to one event; returns the unsubscribe function. */
  on<K extends keyof E & string>(event: K, listener: (payload: z.output<E[K]>) => void): () => void;
  /** Listens to every event (what the IPC and browser-mode transports forward); returns the unsubscribe function. */
  subscribe(listener: AnyEventListener): () => void;
}

/** Creates an event hub over a bridge events map (e.g. `bridgeEvents`). */
export function createEventHub<E extends BridgeEvents>(events: E, options: { log?: (line: string) => void } = {}): EventHub<E> {
  const log = options.log ?? ((line: string) => console.error(line));
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const anyListeners = new Set<AnyEventListener>();

  function deliver(event: string, payload: unknown): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (err) {
        log(`events: a ${event} listener failed: ${describeError(err)}`);
      }
    }
    for (const listener of [...anyListeners]) {
      try {
        listener(event, payload);
      } catch (err) {
        log(`events: a listener of every event failed on ${event}: ${describeError(err)}`);
      }
    }
  }

  return {
    publish(event, payload) {
      const schema: z.ZodType | undefined = Object.hasOwn(events, event) ? events[event] : undefined;
      if (schema === undefined) {
        log(`events: ${String(event)} is not a declared event; dropped`);
        return false;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        log(`events: ${event} payload dropped: ${formatIssues(parsed.error)}`);
        return false;
      }
      deliver(event, parsed.data);
      return true;
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (set === undefined) {
        set = new Set();
        listeners.set(event, set);
      }
      const entry = listener as (payload: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    subscribe(listener) {
      anyListeners.add(listener);
      return () => {
        anyListeners.delete(listener);
      };
    },
  };
}
