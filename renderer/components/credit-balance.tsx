import { cx } from '../lib/class-names.ts';
import { formatNumber, formatTimeOfDay } from '../lib/format.ts';

/** Props of CreditBalance: null values while unknown. */
export interface CreditBalanceProps {
  remaining: number | null;
  available: number | null;
  loading?: boolean;
  /** Share of `available` under which the balance shows as low (default 0.1). */
  lowRatio?: number;
  /** Why the balance is unknown (the failure of its last read), shown beside "Credits unknown". */
  reason?: string;
  /** When the balance shown was read, if its last refresh failed (it greys, "as of 08:12"); the failure is `reason`. */
  staleSince?: Date | null;
  /** Makes the balance a button, e.g. to open Account. */
  onOpen?: () => void;
}

/** The credit balance as "remaining of available credits", with a thin meter. */
export function CreditBalance({ remaining, available, loading = false, lowRatio = 0.1, reason, staleSince = null, onOpen }: CreditBalanceProps) {
  const known = remaining !== null && available !== null;
  const ratio = known && available > 0 ? Math.min(1, Math.max(0, remaining / available)) : 0;
  const low = known && ratio < lowRatio;
  const text = known ? `${formatNumber(remaining)} of ${formatNumber(available)} credits` : loading ? 'Credits…' : 'Credits unknown';
  const stale = known && staleSince !== null;
  const why = !known && !loading && reason ? reason : stale ? `Not refreshed since ${formatTimeOfDay(staleSince)}${reason ? `: ${reason}` : ''}` : undefined;
  const content = (
    <>
      <span className="credit-balance__text num">
        {text}
        {stale && (
          <span className="credit-balance__as-of">
            {' '}
            · as of <time dateTime={staleSince.toISOString()}>{formatTimeOfDay(staleSince)}</time>
          </span>
        )}
      </span>
      {why && <span className="visually-hidden">: {why}</span>}
      <span className="credit-balance__meter" aria-hidden="true">
        <span className="credit-balance__fill" style={{ width: `${ratio * 100}%` }} />
      </span>
    </>
  );
  // A stale balance is not "running low" news: it greys instead, whatever its level.
  const className = cx('credit-balance', stale ? 'credit-balance--stale' : low && 'credit-balance--low');
  return onOpen ? (
    <button type="button" className={className} onClick={onOpen} title={why ?? (low ? 'Credits are running low' : 'Open Account')}>
      {content}
    </button>
  ) : (
    <span className={className} title={why ?? (low ? 'Credits are running low' : undefined)}>
      {content}
    </span>
  );
}
