import { parseSse } from './sse-parser.ts';

/** Options of the browser-mode event stream. */
export interface WebEventsOptions {
  /** The `/events` URL. */
  url: string;
  token: string;
  fetch: typeof fetch;
  onEvent: (event: string, payload: unknown) => void;
  /** Called each time the stream is (re)connected and live. */
  onOpen?: () => void;
  /** Reconnect backoff: first wait and cap, in ms (default 500 ms … 15 s, with jitter). */
  retry?: { baseMs: number; capMs: number };
}

/** A running event stream. */
export interface WebEvents {
  close(): void;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Reads `/events` with fetch streaming (EventSource cannot send the Authorization header) and
 * reconnects with capped, jittered backoff whenever the stream ends or fails. A 403 ends it for
 * good: the token is wrong for this server run, and retrying would not change that.
 */
export function openWebEvents(options: WebEventsOptions): WebEvents {
  const controller = new AbortController();
  const { baseMs, capMs } = options.retry ?? { baseMs: 500, capMs: 15_000 };

  async function readOnce(): Promise<'ended' | 'forbidden'> {
    const response = await options.fetch(options.url, {
      headers: { authorization: `Bearer ${options.token}`, accept: 'text/event-stream' },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 403) return 'forbidden';
    if (!response.ok || response.body === null) return 'ended';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      const chunk = parseSse(buffer + decoder.decode(value, { stream: true }));
      buffer = chunk.rest;
      if (chunk.comments.includes('ready')) options.onOpen?.();
      for (const frame of chunk.frames) {
        let payload: unknown;
        try {
          payload = JSON.parse(frame.data);
        } catch {
          continue;
        }
        options.onEvent(frame.event, payload);
      }
    }
  }

  async function run(): Promise<void> {
    let attempt = 0;
    while (!controller.signal.aborted) {
      const started = Date.now();
      let outcome: 'ended' | 'forbidden' | 'failed';
      try {
        outcome = await readOnce();
      } catch {
        outcome = 'failed';
      }
      if (outcome === 'forbidden' || controller.signal.aborted) return;
      // A stream that stayed up a while was healthy: start the backoff over.
      attempt = Date.now() - started > capMs ? 0 : attempt + 1;
      const delay = Math.min(capMs, baseMs * 2 ** Math.min(attempt, 10));
      await wait(delay / 2 + Math.random() * (delay / 2), controller.signal);
    }
  }

  void run();
  return { close: () => controller.abort() };
}
