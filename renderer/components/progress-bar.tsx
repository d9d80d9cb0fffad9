import { cx } from '../lib/class-names.ts';
import { formatShare } from '../../shared/format/numbers.ts';
import { formatNumber } from '../lib/format.ts';
import type { Tone } from '../lib/status-tone.ts';

/** Props of ProgressBar: `value` of `max`; a null value is indeterminate. */
export interface ProgressBarProps {
  value: number | null;
  max: number;
  /** Names the bar for assistive tech, e.g. "Items processed". */
  label: string;
  /** Shows "120 of 500 · 24%" beside the bar (default on). */
  showCounts?: boolean;
  /** Extra text after the counts, e.g. "3 failed". */
  detail?: string;
  tone?: Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;
  className?: string;
}

/** A horizontal progress bar with its counts as text. */
export function ProgressBar({ value, max, label, showCounts = true, detail, tone = 'info', className }: ProgressBarProps) {
  const known = value !== null && max > 0;
  const clamped = known ? Math.min(Math.max(value, 0), max) : 0;
  const counts = known ? `${formatNumber(clamped)} of ${formatNumber(max)} · ${formatShare(clamped, max)}` : 'Working…';
  return (
    <div className={cx('progress', `progress--${tone}`, className)}>
      <div
        className={cx('progress__track', !known && 'progress__track--indeterminate')}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? clamped : undefined}
        aria-valuetext={known ? counts : undefined}
      >
        <div className="progress__fill" style={known ? { width: `${(clamped / max) * 100}%` } : undefined} />
      </div>
      {showCounts && (
        <span className="progress__text num">
          {counts}
          {detail && <span className="muted"> · {detail}</span>}
        </span>
      )}
    </div>
  );
}
