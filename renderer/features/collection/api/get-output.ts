import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { createLimiter } from '../lib/run-outputs.ts';
import { runKeys } from '../../../data/keys.ts';
import { IMMUTABLE_STALE_MS } from '../../../data/lifetimes.ts';

/** Output payloads fetched at once when a table reads many (the bridge and the service stay responsive). */
export const OUTPUT_CONCURRENCY = 6;
const limited = createLimiter(OUTPUT_CONCURRENCY);

/** One output record with its full `output_json` (`asin_id` is the OUTPUT record id); never changes once written. */
export function outputQuery(outputId: number | null) {
  return queryOptions({
    queryKey: runKeys.output(outputId ?? 0),
    queryFn: () => limited(() => unwrap(desk.marketplaceItems.output({ asin_id: outputId ?? 0 }))),
    enabled: outputId !== null,
    staleTime: IMMUTABLE_STALE_MS,
  });
}

/** Reads one output record. */
export function useOutput(outputId: number | null) {
  return useQuery(outputQuery(outputId));
}

/** Reads many output records, at most {@link OUTPUT_CONCURRENCY} in flight; rows fill in as each arrives. */
export function useOutputs(outputIds: readonly number[]) {
  return useQueries({ queries: outputIds.map((id) => outputQuery(id)) });
}
