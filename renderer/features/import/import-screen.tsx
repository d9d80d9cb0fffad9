import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Screen } from '../../components/screen.tsx';
import { takeHandedOffFile } from '../../lib/file-handoff.ts';
import { toast } from '../../lib/toasts.ts';
import { useFileDrop } from '../../lib/use-file-drop.ts';
import type { ScreenProps } from '../../lib/router.ts';
import { collectionQuery } from '../../data/collections.ts';
import { DropOverlay, DropZone } from './components/drop-zone.tsx';
import { FileFacts } from './components/file-facts.tsx';
import { FormatGuide } from './components/format-guide.tsx';
import { ImportProgress } from './components/import-progress.tsx';
import { MappingStep } from './components/mapping-step.tsx';
import { ReadFailure } from './components/read-failure.tsx';
import { ReviewPanel } from './components/review-panel.tsx';
import { SavedImports } from './components/saved-imports.tsx';
import { TargetPicker } from './components/target-picker.tsx';
import { TemplateLinks } from './components/template-links.tsx';
import { formatNumber } from '../../lib/format.ts';
import { MAX_IMPORT_ROWS } from '../../../shared/csv/row-checks.ts';
import { cancelImport, chooseTarget, chooseType, isBusy, mapColumn, readAsWindows1252, readFile, resetImport, runCheck } from './stores/import-actions.ts';
import { useImportSession } from './stores/import-session-store.ts';
import { resumeImport } from './stores/resume-actions.ts';
import './import.css';

/** Chooses a collection (and its item type) by id; category scrapes and unreadable collections are left alone. */
function pickCollection(client: QueryClient, id: number): Promise<void> {
  return client.fetchQuery(collectionQuery(id)).then(
    (collection) => {
      if (collection.request_type === 'marketplace_category_scrape') return;
      chooseType(collection.request_type);
      chooseTarget(client, { id: collection.id, name: collection.name });
    },
    () => undefined,
  );
}

/** The Import screen: drop a CSV, pick the collection, map columns, review and fix rows, upload, resume journaled imports. */
export function ImportScreen({ route }: ScreenProps) {
  const client = useQueryClient();
  const phase = useImportSession((s) => s.phase);
  const type = useImportSession((s) => s.type);
  const target = useImportSession((s) => s.target);
  const file = useImportSession((s) => s.file);
  const failure = useImportSession((s) => s.failure);
  const mapping = useImportSession((s) => s.mapping);
  const unmatched = useImportSession((s) => s.unmatched);
  const progress = useImportSession((s) => s.progress);
  const error = useImportSession((s) => s.error);
  const rowCount = useImportSession((s) => s.rows.length);

  const onFiles = useCallback(
    (files: File[]) => {
      const [first] = files;
      if (first === undefined) return;
      if (files.length > 1) toast.info('One file at a time', { message: `Reading ${first.name}; drop the others one by one.` });
      void readFile(client, first);
    },
    [client],
  );
  const { dragging } = useFileDrop(onFiles);

  // `#/import?collection=42` (e.g. from a collection page) picks that collection.
  const wanted = Number(route.query.collection ?? '');
  useEffect(() => {
    if (!Number.isInteger(wanted) || wanted <= 0) return;
    const s = useImportSession.getState();
    if (s.target?.id === wanted || (s.phase !== 'idle' && s.phase !== 'mapping' && s.phase !== 'read-failed')) return;
    void pickCollection(client, wanted);
  }, [client, wanted]);

  // A file dropped or chosen on a collection page: read as if dropped here, into that collection (still changeable).
  useEffect(() => {
    const handed = takeHandedOffFile();
    if (handed === null) return;
    // A running import keeps its collection; reading the file then only says why it waits.
    const picked = isBusy() ? Promise.resolve() : pickCollection(client, handed.collectionId);
    void picked.then(() => onFiles([handed.file]));
  }, [client, onFiles]);

  const busy = isBusy(phase);
  const inReview = phase === 'review' || phase === 'uploading';
  const checking = phase === 'checking' && file?.cells == null;
  const cellCount = file?.cells?.length;

  return (
    <Screen
      title="Import items"
      subtitle="Bulk-add marketplace ASINs, partsstore part codes or officestore SKUs to a collection from a CSV file."
      actions={<TemplateLinks />}
      className="imp-screen"
    >
      <DropOverlay dragging={dragging} />
      {!inReview && !checking && (
        <div className="imp-setup">
          <TargetPicker
            type={type}
            target={target}
            onType={chooseType}
            onTarget={(next) => chooseTarget(client, next)}
            error={phase === 'mapping' && target === null ? 'Choose the collection the rows go into.' : undefined}
            disabled={busy}
          />
          <DropZone dragging={dragging} onFiles={onFiles} disabled={busy} compact={file !== null} />
        </div>
      )}

      {file !== null && !inReview && !checking && <FileFacts file={file} rowCount={cellCount} />}

      {error && phase !== 'review' && phase !== 'uploading' && (
        <ErrorMessage variant="inline" title={error.title} error={error.error} onRetry={phase === 'mapping' ? () => void runCheck(client) : undefined} />
      )}

      {progress && (phase === 'reading' || phase === 'checking') && <ImportProgress progress={progress} onCancel={cancelImport} />}

      {phase === 'read-failed' && failure && file && (
        <ReadFailure failure={failure} fileName={file.name} onWindows1252={() => void readAsWindows1252(client)} onChooseAnother={resetImport} />
      )}

      {phase === 'mapping' && file && (
        <MappingStep
          type={type}
          headers={file.headers}
          sample={file.cells?.[0]}
          mapping={mapping}
          rowCount={cellCount ?? 0}
          complete={unmatched.length === 0}
          onMap={mapColumn}
          onCheck={() =>
            target === null
              ? toast.warning('Choose a collection first', { message: 'The rows are checked against the collection they go into.' })
              : void runCheck(client)
          }
          onCancel={resetImport}
        />
      )}

      {inReview && <ReviewPanel />}

      {phase === 'idle' && <SavedImports onResume={(id) => void resumeImport(client, id)} disabled={busy} />}

      {phase === 'idle' && <FormatGuide />}
      {phase === 'idle' && rowCount === 0 && (
        <p className="imp-footnote muted">
          Each import is saved on this computer as you go, row by row: if the app closes mid-way, resume it here and only the rows not yet sent are sent. One
          file takes at most {formatNumber(MAX_IMPORT_ROWS)} rows: those past the room of its collection can go to new collections with the same settings.
        </p>
      )}
    </Screen>
  );
}
