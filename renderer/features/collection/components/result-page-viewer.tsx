import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { useResultPage } from '../api/read-result-page.ts';
import { cellText, recordColumns, tableHeight } from '../lib/result-files.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';

type RecordRow = Record<string, unknown> & { __row: number };
const recordId = (row: RecordRow) => String(row.__row);

/** The records of one JSON result page in a table (columns from the records' keys). */
export function ResultPageViewer() {
  const file = useCollectionUi((s) => s.viewerFile);
  const setFile = useCollectionUi((s) => s.setViewerFile);
  const page = useResultPage(file?.url ?? null);
  const [filter, setFilter] = useState('');
  const rows = useMemo<RecordRow[]>(() => (page.data ?? []).map((record, index) => ({ ...record, __row: index })), [page.data]);
  const columns = useMemo<ColumnDef<RecordRow>[]>(
    () =>
      recordColumns(page.data ?? []).map((key) => ({
        id: key,
        header: key,
        width: key === 'title' ? 'minmax(240px, 2fr)' : 'minmax(110px, 1fr)',
        cell: (row: RecordRow) => {
          const text = cellText(row[key]);
          return (
            <span className="cell-clip" title={text.length > 24 ? text : undefined}>
              {text}
            </span>
          );
        },
        sortValue: (row: RecordRow) => {
          const value = row[key];
          return typeof value === 'number' || typeof value === 'boolean' ? value : cellText(value);
        },
      })),
    [page.data],
  );

  return (
    <Dialog
      open={file !== null}
      onClose={() => setFile(null)}
      title={file?.name ?? 'Result page'}
      description={page.data ? `${pluralize(page.data.length, 'record')} in this page.` : 'Reading the result page…'}
      size="lg"
      className="result-viewer"
    >
      <div className="result-viewer__body">
        <SearchBox label="Filter records" onSearch={setFilter} />
        {page.error ? (
          <ErrorMessage variant="inline" error={asBridgeError(page.error)} title="The result page could not be opened" onRetry={() => void page.refetch()} />
        ) : (
          <DataTable
            rows={rows}
            columns={columns}
            getRowId={recordId}
            label={`Records of ${file?.name ?? 'the page'}`}
            filterText={filter}
            loading={page.isLoading}
            height={tableHeight(rows.length)}
            empty="This page holds no records."
          />
        )}
      </div>
    </Dialog>
  );
}
