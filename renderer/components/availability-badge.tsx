import { AVAILABILITY_LABELS, availabilityGroup } from '../../shared/availability/availability-group.ts';
import type { AvailabilityFacts, AvailabilityGroup } from '../../shared/availability/availability-group.ts';
import type { Tone } from '../lib/status-tone.ts';
import { Badge } from './badge.tsx';
import './availability-badge.css';

const TONES: Record<AvailabilityGroup, Tone> = { 'in-stock': 'success', limited: 'warning', out: 'danger', unknown: 'neutral' };

/** Where a group sorts: in stock first, unknown last. */
export const AVAILABILITY_ORDER: Record<AvailabilityGroup, number> = { 'in-stock': 0, limited: 1, out: 2, unknown: 3 };

/** The retailer's own words, for a badge's hover. */
function rawText(availability: string | null): string {
  return availability === null || availability.trim() === '' ? 'No availability text' : availability;
}

/** Availability as a grouped badge (in stock, limited, out of stock, unknown), the retailer's own words on hover. */
export function AvailabilityBadge(facts: AvailabilityFacts) {
  const group = availabilityGroup(facts);
  return (
    <Badge tone={TONES[group]} dot title={rawText(facts.availability)} className="availability-badge">
      {AVAILABILITY_LABELS[group]}
    </Badge>
  );
}

/** The mark of each group: told apart by shape as well as colour. */
const MARKS: Record<AvailabilityGroup, string> = { 'in-stock': '✓', limited: '!', out: '✕', unknown: '?' };

/**
 * Availability as its group's mark alone, for a cell that has no room for the badge (beside a price): the
 * group's words are read out (and are the cell's text), the retailer's own words are on hover.
 */
export function AvailabilityMark(facts: AvailabilityFacts) {
  const group = availabilityGroup(facts);
  return (
    <span className={`availability-mark availability-mark--${group}`} title={rawText(facts.availability)}>
      <span aria-hidden="true">{MARKS[group]}</span>
      <span className="visually-hidden">{AVAILABILITY_LABELS[group]}</span>
    </span>
  );
}

/** Props of AvailabilityChange. */
export interface AvailabilityChangeProps {
  before: AvailabilityFacts;
  after: AvailabilityFacts;
}

/**
 * Availability between two runs: one badge when the group stayed the same (the words may differ, both on
 * hover), the pair "before → after" only when it changed.
 */
export function AvailabilityChange({ before, after }: AvailabilityChangeProps) {
  const a = availabilityGroup(before);
  const b = availabilityGroup(after);
  if (a === b) {
    const same = rawText(before.availability) === rawText(after.availability);
    return (
      <Badge tone={TONES[b]} dot title={same ? rawText(after.availability) : `${rawText(before.availability)} → ${rawText(after.availability)}`}>
        {AVAILABILITY_LABELS[b]}
      </Badge>
    );
  }
  return (
    <span className="availability-change">
      <AvailabilityBadge {...before} />
      <span aria-hidden="true">→</span>
      <span className="visually-hidden">then</span>
      <AvailabilityBadge {...after} />
    </span>
  );
}
