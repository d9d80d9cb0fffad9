import { Button } from '../../../components/button.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { formatShare } from '../../../../shared/format/numbers.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { ImportProgressState } from '../stores/import-session-store.ts';

/** Props of ImportProgress. */
export interface ImportProgressProps {
  progress: ImportProgressState;
  onCancel: () => void;
  /** A cancel of an upload was asked for: it stops after the chunk in flight. */
  stopping?: boolean;
  /** Rows added and rejected so far (uploads). */
  detail?: string | undefined;
}

const STEP_LABELS = {
  reading: 'Reading the file',
  loading: 'Loading the collection, postcodes and domains',
  checking: 'Checking rows',
  uploading: 'Uploading rows',
  'custom-ids': 'Setting custom ids on the added items',
} as const;

/** The progress of reading, checking or uploading, with counts and a Cancel button. */
export function ImportProgress({ progress, onCancel, stopping = false, detail }: ImportProgressProps) {
  const { step, done, total } = progress;
  const known = total > 0;
  const text =
    step === 'reading'
      ? known
        ? `${formatShare(done, total)} read`
        : 'Reading…'
      : step === 'loading'
        ? 'Loading…'
        : step === 'custom-ids'
          ? `${formatNumber(done)} of ${formatNumber(total)} custom ids`
          : `${formatNumber(done)} of ${formatNumber(total)} rows ${step === 'checking' ? 'checked' : 'sent'}`;
  return (
    <div className="imp-progress" role="group" aria-label={STEP_LABELS[step]}>
      <div className="imp-progress__head">
        <span className="imp-progress__step">{STEP_LABELS[step]}</span>
        <span className="imp-progress__counts num" aria-live="polite">
          {text}
          {detail && <span className="muted"> · {detail}</span>}
        </span>
      </div>
      <ProgressBar value={step === 'loading' || !known ? null : done} max={known ? total : 1} label={STEP_LABELS[step]} showCounts={false} />
      <Button size="sm" variant="secondary" onClick={onCancel} disabled={stopping}>
        {stopping ? (step === 'custom-ids' ? 'Stopping…' : 'Stopping after this chunk…') : 'Cancel'}
      </Button>
    </div>
  );
}
