import { cx } from '../lib/class-names.ts';

/** Props of Spinner: `label` is announced; pass null when the surrounding text already says it. */
export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string | null;
  className?: string;
}

/** A small rotating ring for work in progress. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return label === null ? (
    <span className={cx('spinner', `spinner--${size}`, className)} aria-hidden="true" />
  ) : (
    <span className={cx('spinner', `spinner--${size}`, className)} role="status" aria-label={label} />
  );
}
