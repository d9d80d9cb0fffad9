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

/** A small coloured label. */
export function Badge({ tone = 'neutral', children, dot = false, busy = false, title, className }: BadgeProps) {
  return (
    <span className={cx('badge', `badge--${tone}`, className)} title={title}>
      {dot && <span className={cx('badge__dot', busy && 'badge__dot--busy')} aria-hidden="true" />}
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
  return (
    <Badge tone={statusTone(status)} dot busy={isBusyStatus(status)} title={title}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
