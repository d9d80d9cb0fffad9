import type { BridgeError } from '../../../../shared/bridge/result.ts';

/** What a run would cost against the balance: one credit per item. */
export interface RunCost {
  items: number;
  cost: number;
  /** Remaining credits, or null while unknown. */
  remaining: number | null;
  /** Credits left after the run (negative when short), or null while unknown. */
  after: number | null;
  /** Credits missing (0 when covered), or null while unknown. */
  shortfall: number | null;
}

/** The cost of running `items` items with `remaining` credits left (one credit per item). */
export function runCost(items: number, remaining: number | null): RunCost {
  const cost = Math.max(0, items);
  if (remaining === null) return { items, cost, remaining, after: null, shortfall: null };
  return { items, cost, remaining, after: remaining - cost, shortfall: Math.max(0, cost - remaining) };
}

/** Parses "… you need N but have M remaining." (completions 5); numbers may carry separators. */
export function parseCreditNumbers(message: string): { needed: number; remaining: number } | null {
  const match = /need\s+([\d,.\s]*\d)\D+?have\s+([\d,.\s]*\d)/i.exec(message);
  if (!match?.[1] || !match[2]) return null;
  const needed = Number(match[1].replace(/[^\d]/g, ''));
  const remaining = Number(match[2].replace(/[^\d]/g, ''));
  return Number.isFinite(needed) && Number.isFinite(remaining) ? { needed, remaining } : null;
}

/** A refused run as the dialog shows it. */
export interface RunRefusal {
  /** Whether the service refused for credits (402). */
  credits: boolean;
  /** The service's own words. */
  message: string;
  needed: number | null;
  remaining: number | null;
  /** Credits missing, from the service's numbers, else from ours. */
  shortfall: number | null;
}

/** Reads a failed run: a 402 with its numbers and shortfall, or any other failure as its message. */
export function describeRunRefusal(error: Pick<BridgeError, 'kind' | 'message' | 'code'>, known: RunCost): RunRefusal {
  const credits = error.kind === 'service' && error.code === 402;
  if (!credits) return { credits, message: error.message, needed: null, remaining: null, shortfall: null };
  const parsed = parseCreditNumbers(error.message);
  const needed = parsed?.needed ?? known.cost;
  const remaining = parsed?.remaining ?? known.remaining;
  const shortfall = remaining === null ? null : Math.max(0, needed - remaining);
  return { credits, message: error.message, needed, remaining, shortfall };
}
