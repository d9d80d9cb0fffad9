import type { ImportCounts } from '../../../../shared/bridge/methods/imports.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatNumber, pluralize } from '../../../lib/format.ts';

/** Props of ReviewToolbar. */
export interface ReviewToolbarProps {
  counts: ImportCounts;
  /** Rejected rows that pass the checks now (what "Resend failed rows" sends). */
  resendable: number;
  /** Rows with a real error ("Drop all invalid"): never the rows that only do not fit, which are a split's. */
  invalidDroppable: number;
  selectedDroppable: number;
  locked: boolean;
  /** Whether rows may be sent now (false while the service cannot be reached). */
  canSend: boolean;
  rechecking: boolean;
  onDropSelected: () => void;
  onDropInvalid: () => void;
  onReport: () => void;
  onResend: () => void;
  onUpload: () => void;
}

/** The grid's actions: drop rows, the error report, resend failed rows and upload. */
export function ReviewToolbar({
  counts,
  resendable,
  invalidDroppable,
  selectedDroppable,
  locked,
  canSend,
  rechecking,
  onDropSelected,
  onDropInvalid,
  onReport,
  onResend,
  onUpload,
}: ReviewToolbarProps) {
  const failed = counts.rejected + counts.invalid;
  return (
    <div className="imp-actions" role="toolbar" aria-label="Rows">
      <Button size="sm" onClick={onDropSelected} disabled={locked || selectedDroppable === 0}>
        Drop selected{selectedDroppable > 0 ? ` (${formatNumber(selectedDroppable)})` : ''}
      </Button>
      <Button size="sm" onClick={onDropInvalid} disabled={locked || invalidDroppable === 0}>
        Drop all invalid{invalidDroppable > 0 ? ` (${formatNumber(invalidDroppable)})` : ''}
      </Button>
      {rechecking && (
        <span className="imp-actions__note muted">
          <Spinner size="sm" label={null} /> Checking…
        </span>
      )}
      <span className="spacer" />
      <Button size="sm" variant="ghost" onClick={onReport} disabled={failed === 0}>
        Download error report
      </Button>
      {counts.rejected > 0 && (
        <Button
          size="sm"
          onClick={onResend}
          disabled={locked || !canSend || rechecking || resendable === 0}
          title={resendable === 0 ? 'Fix the rejected rows first (or drop them)' : undefined}
        >
          Resend failed rows ({formatNumber(resendable)})
        </Button>
      )}
      <Button size="sm" variant="primary" onClick={onUpload} disabled={locked || !canSend || rechecking || counts.ready === 0}>
        Upload {pluralize(counts.ready, 'row')}
      </Button>
    </div>
  );
}
