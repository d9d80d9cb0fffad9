import { nextDelay, waitBeforeRetry } from './backoff.ts';
import type { RetryOptions } from './backoff.ts';
import { ServiceError } from './service-error.ts';

/** What one HTTP exchange needs: the fetch to use, where to log, what to call it, and its time budget. */
export interface ExchangeContext {
  fetch: typeof fetch;
  log: (line: string) => void;
  method: string;
  /** The path shown in log lines and messages: never a query string, never a credential. */
  label: string;
  /** The origin named when the service cannot be reached. */
  origin: string;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

/** Filled in by an exchange as it learns the HTTP status, for the log line. */
export interface ExchangeNote {
  status?: number;
}

/** Runs one exchange under a timeout joined with the caller's signal; fetch and stream failures become ServiceErrors. */
export async function exchange<T>(ctx: ExchangeContext, run: (signal: AbortSignal, note: ExchangeNote) => Promise<T>): Promise<T> {
  if (ctx.signal?.aborted) throw new ServiceError('cancelled', 'The request was cancelled.');
  const timeout = AbortSignal.timeout(ctx.timeoutMs);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const note: ExchangeNote = {};
  const started = performance.now();
  let outcome = 'ok';
  try {
    const value = await run(signal, note);
    outcome = note.status === undefined ? 'ok' : String(note.status);
    return value;
  } catch (error) {
    const failure = error instanceof ServiceError ? error : classify(error, ctx, timeout);
    const what = failure.code === undefined ? failure.kind : `${failure.kind} ${failure.code}`;
    outcome = note.status === undefined ? what : `${note.status} ${what}`;
    throw failure;
  } finally {
    ctx.log(`${ctx.method} ${ctx.label} ${outcome} ${Math.round(performance.now() - started)}ms`);
  }
}

/** Tries `once` until it succeeds, fails for good, or runs out of attempts; `retry` null means a single try. */
export async function withRetry<T>(
  retry: RetryOptions | null,
  ctx: Pick<ExchangeContext, 'log' | 'method' | 'label' | 'signal'>,
  once: () => Promise<T>,
): Promise<T> {
  const attempts = retry === null ? 1 : Math.max(1, Math.floor(retry.attempts));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await once();
    } catch (error) {
      if (retry === null || attempt >= attempts || !(error instanceof ServiceError) || !error.retryable) throw error;
      // The service asked for a longer pause than a call may wait: asking sooner would only be refused again.
      if (error.retryAfterMs !== undefined && error.retryAfterMs > retry.capMs) throw error;
      const wait = nextDelay(attempt, retry, error.retryAfterMs);
      ctx.log(`${ctx.method} ${ctx.label} retry ${attempt + 1}/${attempts} in ${wait}ms`);
      await waitBeforeRetry(wait, ctx.signal);
    }
  }
}

// A low-level error code such as ECONNREFUSED: safe to show, unlike free text that may echo a header.
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

function classify(error: unknown, ctx: ExchangeContext, timeout: AbortSignal): ServiceError {
  if (ctx.signal?.aborted) return new ServiceError('cancelled', 'The request was cancelled.');
  if (timeout.aborted) {
    return new ServiceError(
      'timeout',
      `The service did not answer ${ctx.label} within ${formatSeconds(ctx.timeoutMs)}. Try again; if it keeps happening, the service may be overloaded.`,
      { mayHaveArrived: true },
    );
  }
  const code = errorCode(error);
  if (code !== undefined && isFileSystemError(error)) {
    return new ServiceError('internal', `The file could not be written (${code}).`);
  }
  return new ServiceError(
    'network',
    `Could not reach the service at ${ctx.origin}${code === undefined ? '' : ` (${code})`}. Check the network connection and the service address.`,
    { retryable: true, mayHaveArrived: code === undefined || !NEVER_ARRIVED.has(code) },
  );
}

// Failures that happen before a request can leave this machine: nothing reached the service.
const NEVER_ARRIVED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function isFileSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as { syscall?: unknown }).syscall === 'string' && 'path' in error;
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
