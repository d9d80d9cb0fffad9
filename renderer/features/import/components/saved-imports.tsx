import type { ImportSummary } from '../../../../shared/bridge/methods/imports.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { useDiscardImport } from '../api/discard-import.ts';
import { useImports } from '../api/list-imports.ts';
import { useImportUi } from '../stores/import-ui-store.ts';

/** Props of SavedImports. */
export interface SavedImportsProps {
  onResume: (id: string) => void;
  disabled?: boolean;
}

function progressText(s: ImportSummary): string {
  const c = s.counts;
  const notSent = c.ready + c.invalid + c.sending;
  const parts = [`${formatNumber(c.sentOk)} of ${formatNumber(c.total)} added`];
  if (c.rejected > 0) parts.push(`${formatNumber(c.rejected)} rejected`);
  if (notSent > 0) parts.push(`${formatNumber(notSent)} not sent`);
  if (c.dropped > 0) parts.push(`${formatNumber(c.dropped)} dropped`);
  return parts.join(' · ');
}

function ImportsTable({
  caption,
  items,
  onResume,
  onDiscard,
  disabled,
  resumeLabel,
}: {
  caption: string;
  items: readonly ImportSummary[];
  onResume: (id: string) => void;
  onDiscard: (id: string) => void;
  disabled: boolean;
  resumeLabel: string;
}) {
  return (
    <table className="imp-saved">
      <caption className="imp-saved__caption">{caption}</caption>
      <colgroup>
        <col className="imp-saved__col-file" />
        <col className="imp-saved__col-collection" />
        <col className="imp-saved__col-rows" />
        <col className="imp-saved__col-saved" />
        <col className="imp-saved__col-actions" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Collection</th>
          <th scope="col">Rows</th>
          <th scope="col">Saved</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id}>
            <td className="imp-saved__file" title={s.fileName}>
              {s.fileName}
            </td>
            <td className="imp-saved__collection" title={[s.collectionName, ...s.splitInto].join(', ')}>
              {s.collectionName}
              {s.splitInto.length > 0 && ` and ${pluralize(s.splitInto.length, 'new collection')}`} <span className="muted">· {s.type}</span>
            </td>
            <td className="num">{progressText(s)}</td>
            <td>
              <RelativeTime value={s.updatedAt} />
            </td>
            <td className="imp-saved__actions">
              <Button
                size="sm"
                variant={resumeLabel === 'Resume' ? 'primary' : 'secondary'}
                onClick={() => onResume(s.id)}
                disabled={disabled}
                aria-label={`${resumeLabel} ${s.fileName}`}
              >
                {resumeLabel}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDiscard(s.id)} aria-label={`Discard ${s.fileName}`}>
                Discard
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Unfinished imports (Resume restores grid, mapping and outcomes; Discard forgets the journal) and recent ones. */
export function SavedImports({ onResume, disabled = false }: SavedImportsProps) {
  const imports = useImports();
  const discard = useDiscardImport();
  const discardingId = useImportUi((s) => s.discardingId);
  const setDiscardingId = useImportUi((s) => s.setDiscardingId);
  if (imports.isError) {
    return (
      <ErrorMessage
        variant="inline"
        title="Saved imports could not be read"
        error={asBridgeError(imports.error)}
        onRetry={() => void imports.refetch()}
        retrying={imports.isFetching}
      />
    );
  }
  const unfinished = imports.data?.unfinished ?? [];
  const recent = imports.data?.recent ?? [];
  const all = [...unfinished, ...recent];
  const discarding = all.find((s) => s.id === discardingId) ?? null;
  if (all.length === 0) return null;
  return (
    <section className="panel panel--large imp-panel" aria-label="Saved imports">
      {unfinished.length > 0 && (
        <ImportsTable
          caption="Unfinished imports"
          items={unfinished}
          onResume={onResume}
          onDiscard={setDiscardingId}
          disabled={disabled}
          resumeLabel="Resume"
        />
      )}
      {recent.length > 0 && (
        <ImportsTable caption="Recent imports" items={recent} onResume={onResume} onDiscard={setDiscardingId} disabled={disabled} resumeLabel="Open" />
      )}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this import?"
        message={
          discarding
            ? `The journal of ${discarding.fileName} is deleted from this computer. Rows already added stay in ${discarding.collectionName}; rows not sent are forgotten.`
            : ''
        }
        confirmLabel="Discard import"
        tone="danger"
        busy={discard.isPending}
        error={discard.error ? asBridgeError(discard.error).message : undefined}
        onCancel={() => {
          discard.reset();
          setDiscardingId(null);
        }}
        onConfirm={() => {
          if (discarding) discard.mutate(discarding.id, { onSuccess: () => setDiscardingId(null) });
        }}
      />
    </section>
  );
}
