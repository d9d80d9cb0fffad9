import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { importColumnNames } from '../../../../shared/csv/item-columns.ts';
import type { ColumnName } from '../../../../shared/csv/item-columns.ts';
import { errorReportCsv } from '../../../../shared/csv/csv-write.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { useWriteGate } from '../../../data/write-gate.ts';
import { formatNumber } from '../../../lib/format.ts';
import {
  countRows,
  dropInvalid,
  dropRows,
  editCell,
  filterGridRows,
  hasRealError,
  isDroppable,
  reportRows,
  resendableRows,
  restoreRow,
  rowId,
} from '../lib/import-rows.ts';
import { reportFileName, TYPE_LABELS } from '../lib/labels.ts';
import { cancelImport, changeRows, mapColumn, resetImport } from '../stores/import-actions.ts';
import { saveJournal } from '../stores/journal-saver.ts';
import { session, useImportSession } from '../stores/import-session-store.ts';
import { useImportUi } from '../stores/import-ui-store.ts';
import type { RowFilter } from '../stores/import-ui-store.ts';
import { retryCustomIds } from '../stores/custom-id-actions.ts';
import { resumeImport } from '../stores/resume-actions.ts';
import { finishImport, uploadRows } from '../stores/upload-actions.ts';
import { CustomIdOutcome } from './custom-id-outcome.tsx';
import { FileFacts } from './file-facts.tsx';
import { ImportProgress } from './import-progress.tsx';
import { ImportSummary } from './import-summary.tsx';
import { ReviewToolbar } from './review-toolbar.tsx';
import { RowsGrid } from './rows-grid.tsx';
import { SplitPanel } from './split-panel.tsx';
import { UnsentColumns } from './unsent-columns.tsx';
import { useSaveText } from '../api/save-text.ts';

const EMPTY_TEXT: Readonly<Record<RowFilter, string>> = {
  all: 'No rows.',
  ready: 'No rows are ready to send.',
  invalid: 'No row fails the checks.',
  rejected: 'The service rejected no row.',
  sent: 'No row has been added yet.',
  dropped: 'No row was dropped.',
};

/** The checked file: summary, actions, the editable grid with filters, upload progress, finish. */
export function ReviewPanel() {
  const client = useQueryClient();
  const saveText = useSaveText();
  const phase = useImportSession((s) => s.phase);
  const type = useImportSession((s) => s.type);
  const target = useImportSession((s) => s.target);
  const file = useImportSession((s) => s.file);
  const rows = useImportSession((s) => s.rows);
  const progress = useImportSession((s) => s.progress);
  const error = useImportSession((s) => s.error);
  const journalError = useImportSession((s) => s.journalError);
  const journalId = useImportSession((s) => s.journalId);
  const rechecking = useImportSession((s) => s.rechecking);
  const stopping = useImportSession((s) => s.stopping);
  const lastRun = useImportSession((s) => s.lastRun);
  const status = useImportSession((s) => s.status);
  const mapping = useImportSession((s) => s.mapping);
  const customIds = useImportSession((s) => s.customIds);
  const filter = useImportUi((s) => s.filter);
  const selected = useImportUi((s) => s.selected);
  const setFilter = useImportUi((s) => s.setFilter);
  const setSelected = useImportUi((s) => s.setSelected);

  const locked = phase === 'uploading';
  // Sending (upload, resend, custom ids) is refused up front while the service cannot be reached; editing the rows goes on.
  const gate = useWriteGate(status === 'open');
  const counts = useMemo(() => countRows(rows), [rows]);
  const shown = useMemo(() => filterGridRows(rows, filter), [rows, filter]);
  const resendable = useMemo(() => resendableRows(rows).length, [rows]);
  const invalidDroppable = useMemo(() => rows.filter(hasRealError).length, [rows]);
  const selectedDroppable = useMemo(() => rows.filter((row) => selected.has(rowId(row)) && isDroppable(row)).length, [rows, selected]);

  const onEdit = useCallback(
    (rowNumber: number, column: ColumnName, value: string) => changeRows(client, editCell(session().rows, rowNumber, column, value)),
    [client],
  );
  const onDrop = useCallback((rowNumber: number) => changeRows(client, dropRows(session().rows, new Set([String(rowNumber)]))), [client]);
  const onRestore = useCallback((rowNumber: number) => changeRows(client, restoreRow(session().rows, rowNumber)), [client]);

  const report = () => {
    const csv = errorReportCsv(reportRows(session().rows), importColumnNames(type));
    // A BOM so spreadsheet apps read the report as UTF-8.
    saveText.mutate({ suggestedName: reportFileName(file?.name ?? 'import.csv'), text: `\uFEFF${csv}` });
  };

  const tabs = [
    { id: 'all', label: 'All', count: counts.total },
    { id: 'ready', label: 'Ready', count: counts.ready },
    { id: 'invalid', label: 'Invalid', count: counts.invalid },
    { id: 'rejected', label: 'Rejected', count: counts.rejected },
    { id: 'sent', label: 'Added', count: counts.sentOk + counts.sending },
    { id: 'dropped', label: 'Dropped', count: counts.dropped },
  ];

  return (
    <div className="imp-review">
      <div className="imp-review__head">
        <div className="imp-review__target">
          <span className="imp-review__eyebrow">{TYPE_LABELS[type]} into</span>
          <strong className="imp-review__collection">{target?.name ?? '—'}</strong>
          {status === 'finished' && <span className="imp-review__finished">Finished</span>}
        </div>
        {file && <FileFacts file={file} rowCount={counts.total} />}
      </div>
      {error && (
        <ErrorMessage
          variant="inline"
          title={error.title}
          error={error.error}
          onRetry={error.retry === 'resume' && journalId !== null ? () => void resumeImport(client, journalId) : undefined}
        />
      )}
      {journalError && (
        <ErrorMessage
          variant="inline"
          title="The import journal could not be saved"
          error={journalError}
          next="The import goes on; if the app closes now, rows sent since the last save are not marked as sent."
        />
      )}
      <ImportSummary rows={rows} counts={counts} lastRun={lastRun} />
      {status === 'open' && !locked && <WriteRefusal reason={gate.reason} />}
      <SplitPanel />
      {customIds && <CustomIdOutcome run={customIds} locked={locked || !gate.allowed} onRetry={() => void retryCustomIds(client)} />}
      {file && (
        <UnsentColumns
          type={type}
          headers={file.headers}
          mapping={mapping}
          onLeaveOut={
            locked || status === 'finished'
              ? undefined
              : (column) => {
                  mapColumn(column, null);
                  void saveJournal(client);
                }
          }
        />
      )}
      {locked && progress && (
        <ImportProgress
          progress={progress}
          onCancel={cancelImport}
          stopping={stopping}
          detail={`${formatNumber(counts.sentOk)} added · ${formatNumber(counts.rejected)} rejected`}
        />
      )}
      <ReviewToolbar
        counts={counts}
        resendable={resendable}
        invalidDroppable={invalidDroppable}
        selectedDroppable={selectedDroppable}
        locked={locked}
        canSend={gate.allowed}
        rechecking={rechecking}
        onDropSelected={() => {
          changeRows(client, dropRows(session().rows, selected));
          setSelected(new Set());
        }}
        onDropInvalid={() => changeRows(client, dropInvalid(session().rows))}
        onReport={report}
        onResend={() => void uploadRows(client, 'failed')}
        onUpload={() => void uploadRows(client, 'ready')}
      />
      <Tabs items={tabs} value={filter} onChange={(id) => setFilter(id as RowFilter)} label="Show rows" className="imp-tabs">
        <RowsGrid
          type={type}
          mapping={mapping}
          rows={shown}
          locked={locked}
          selected={selected}
          onSelectedChange={setSelected}
          onEdit={onEdit}
          onDrop={onDrop}
          onRestore={onRestore}
          empty={EMPTY_TEXT[filter]}
        />
      </Tabs>
      <div className="imp-review__foot">
        <span className="muted imp-review__saved">
          {status === 'finished' ? 'This import is finished.' : 'Saved on this computer: resume it later from the Import screen.'}
        </span>
        <span className="spacer" />
        {status === 'open' && (
          <Button size="sm" onClick={() => void finishImport(client).then(resetImport)} disabled={locked}>
            Finish import
          </Button>
        )}
        <Button size="sm" variant={status === 'finished' ? 'primary' : 'secondary'} onClick={resetImport} disabled={locked}>
          New import
        </Button>
      </div>
    </div>
  );
}
