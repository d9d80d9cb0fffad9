import { truncateValue } from '../../../../shared/csv/cell-text.ts';
import { Button } from '../../../components/button.tsx';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import type { CustomIdRun } from '../stores/import-session-store.ts';

/** Props of CustomIdOutcome. */
export interface CustomIdOutcomeProps {
  run: CustomIdRun;
  locked: boolean;
  onRetry: () => void;
}

const SHOWN_FAILURES = 20;

/** How the custom ids set after the upload went: how many were set, and each one that was not, with why. */
export function CustomIdOutcome({ run, locked, onRetry }: CustomIdOutcomeProps) {
  const { set, failed } = run;
  return (
    <section className="imp-unsent" aria-label="Custom ids">
      <p className="imp-summary__line" role="status">
        {pluralize(set, 'custom id')} set on the added items
        {failed.length > 0 && <>, {formatNumber(failed.length)} not set</>}.
      </p>
      {failed.length > 0 && (
        <>
          <ul>
            {failed.slice(0, SHOWN_FAILURES).map((f) => (
              <li key={f.rowNumber}>
                Line {f.rowNumber} <code className="imp-code">{truncateValue(f.customId)}</code>: {f.message}
              </li>
            ))}
          </ul>
          {failed.length > SHOWN_FAILURES && <p className="muted">and {formatNumber(failed.length - SHOWN_FAILURES)} more.</p>}
          <Button size="sm" onClick={onRetry} disabled={locked}>
            Try these custom ids again
          </Button>
        </>
      )}
    </section>
  );
}
