import type { Desk } from '../../shared/bridge/desk-api.ts';

// The bridge's limits for a report (shared/bridge/methods/diagnostics.ts): longer text is cut, not refused.
const LIMITS = { where: 200, message: 2000, stack: 8000 } as const;

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a failure in the page sends to main's log (cut to the bridge's limits). */
export function errorReport(where: string, error: unknown, componentStack?: string | null) {
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    where: cut(where, LIMITS.where),
    message: cut(failure.message || failure.name || 'An unexpected error', LIMITS.message),
    ...(failure.stack ? { stack: cut(failure.stack, LIMITS.stack) } : {}),
    ...(componentStack ? { componentStack: cut(componentStack, LIMITS.stack) } : {}),
  };
}

/** Sends a failure to main's log; a report that cannot be sent is only written to the console. */
export function reportError(desk: Pick<Desk, 'diagnostics'>, where: string, error: unknown, componentStack?: string | null): void {
  void desk.diagnostics.reportError(errorReport(where, error, componentStack)).then((result) => {
    if (!result.ok) console.error('The error report did not reach the log:', result.error.message);
  });
}

/** Reports errors no boundary caught (event handlers, timers, rejected promises) to main's log. */
export function reportUncaughtErrors(desk: Pick<Desk, 'diagnostics'>, target: Window): () => void {
  const onError = (event: ErrorEvent) => reportError(desk, 'page', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(desk, 'page (unhandled rejection)', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
