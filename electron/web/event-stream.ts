import type { ServerResponse } from 'node:http';
import type { AnyEventListener } from '../app/bridge/event-hub.ts';

/** What the browser-mode server needs of an event hub: every event, as it is published. */
export interface EventSourceLike {
  subscribe(listener: AnyEventListener): () => void;
}

/** How often an idle stream sends a comment, so dead connections are noticed and proxies keep it open. */
const HEARTBEAT_MS = 15_000;

/** One SSE frame: `event: <name>` and the payload as one line of JSON. */
export function sseFrame(event: string, payload: unknown): string {
  return `event: ${event.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/**
 * Streams every desk event to one response as `text/event-stream` until the client goes away
 * or `stop` is called. The first bytes are a `: ready` comment, sent once the subscription is live.
 */
export function streamEvents(res: ServerResponse, events: EventSourceLike): () => void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  const unsubscribe = events.subscribe((event, payload) => {
    res.write(sseFrame(event, payload));
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  res.on('close', stop);
  res.write(': ready\n\n');
  return stop;
}
