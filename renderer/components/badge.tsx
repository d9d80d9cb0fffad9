import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { isBusyStatus, statusLabel, statusTone } from '../lib/status-tone.ts';
import type { Tone } from '../lib/status-tone.ts';

/** Props of Badge. */
export interface BadgeProps {
  tone?: Tone;
  children: ReactNode;
  /** A leading dot in the tone's colour (pulses when `busy`). */
  dot?: boolean;
  busy?: boolean;
  title?: string;
  className?: string;
}

/** A badge's classes. The dot is drawn by CSS (::before): one element fewer in every table row that shows a status. */
function badgeClass(tone: Tone, dot: boolean, busy: boolean, className?: string): string {
  return cx('badge', `badge--${tone}`, dot && 'badge--dot', dot && busy && 'badge--busy', className);
}

/** A small coloured label. */
export function Badge({ tone = 'neutral', children, dot = false, busy = false, title, className }: BadgeProps) {
  return (
    <span className={badgeClass(tone, dot, busy, className)} title={title}>
      {children}
    </span>
  );
}

/** Props of StatusBadge: a service status, stage or schedule status as the service spells it. */
export interface StatusBadgeProps {
  status: string;
  /** Overrides the label (default: the status made readable, e.g. "In progress"). */
  label?: ReactNode;
  title?: string;
}

/** A status with its colour: zipcode statuses, runner/scrape stages, collection statuses. */
export function StatusBadge({ status, label, title }: StatusBadgeProps) {
  // The span itself rather than a Badge inside: a table re-rendering its rows has one component fewer per status.
  return (
    <span className={badgeClass(statusTone(status), true, isBusyStatus(status))} title={title}>
      {label ?? statusLabel(status)}
    </span>
  );
}
