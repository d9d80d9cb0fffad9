import { AlertIcon } from '../../../components/icons.tsx';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import type { RunRefusal as Refusal } from '../lib/run-cost.ts';

/** Props of RunRefusal. */
export interface RunRefusalProps {
  refusal: Refusal;
}

/**
 * A refused run in place: for a 402, "Not enough credits", the service's own message, the numbers and
 * the shortfall, and what to do next; any other refusal shows its message.
 */
export function RunRefusal({ refusal }: RunRefusalProps) {
  return (
    <div className="error-message error-message--inline run-refusal" role="alert">
      <AlertIcon className="error-message__icon" />
      <div className="error-message__body">
        <p className="error-message__title">{refusal.credits ? 'Not enough credits' : 'The run was not started'}</p>
        <p className="error-message__text">{refusal.message}</p>
        {refusal.credits && (
          <>
            <dl className="run-refusal__numbers">
              <div>
                <dt>Needed</dt>
                <dd className="num">{formatNumber(refusal.needed)}</dd>
              </div>
              <div>
                <dt>Remaining</dt>
                <dd className="num">{formatNumber(refusal.remaining)}</dd>
              </div>
              <div>
                <dt>Short by</dt>
                <dd className="num run-refusal__short">{refusal.shortfall === null ? '—' : pluralize(refusal.shortfall, 'credit')}</dd>
              </div>
            </dl>
            <p className="error-message__next">
              Add credits on the <a href={routeHref('account')}>Account</a> screen, or remove items so the run fits the balance.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
