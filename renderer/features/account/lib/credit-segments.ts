import type { Credits } from '../../../../shared/api/accounts.ts';

/** One part of the available credits in the chart. */
export interface CreditSegment {
  id: 'used' | 'frozen' | 'remaining';
  label: string;
  value: number;
  /** Share of the available credits, 0..1. */
  share: number;
  /** What the number means, in one line. */
  note: string;
}

/** Splits the available credits into used, frozen (held by running work) and remaining, each with its share. */
export function creditSegments(credits: Credits): CreditSegment[] {
  const total = Math.max(0, credits.available_credits);
  const part = (value: number) => (total > 0 ? Math.min(1, Math.max(0, value) / total) : 0);
  return [
    { id: 'used', label: 'Used', value: credits.used_credits, share: part(credits.used_credits), note: 'Spent on processed items and scrapes' },
    { id: 'frozen', label: 'Frozen', value: credits.frozen_credits, share: part(credits.frozen_credits), note: 'Held by runs still in progress' },
    { id: 'remaining', label: 'Remaining', value: credits.remaining_credits, share: part(credits.remaining_credits), note: 'Free to spend now' },
  ];
}
