import { QueryClient } from '@tanstack/react-query';
import { BRIDGE_ERROR_KINDS, isBridgeErrorKind } from '../../shared/bridge/result.ts';

/** Whether a query error is worth one more try from the renderer (main already retried transient reads). */
export function isRetryableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return true;
  const { kind } = error as { kind: unknown; code?: unknown };
  if (typeof kind !== 'string' || (isBridgeErrorKind(kind) && BRIDGE_ERROR_KINDS[kind].permanent)) return false;
  if (kind === 'service') {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'number' && code >= 500;
  }
  return true;
}

/** Queries retry once at most (main owns backoff for reads); mutations never replay. */
export const QUERY_RETRY_LIMIT = 1;

/** The app's query client: short retry for queries, none for mutations, refetch on focus and reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < QUERY_RETRY_LIMIT && isRetryableError(error),
        retryDelay: 1000,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // The bridge (or the local sandbox) decides what offline means, not navigator.onLine.
        networkMode: 'always',
      },
      mutations: {
        retry: false,
        networkMode: 'always',
      },
    },
  });
}
