import { formatBytes, formatNumber } from '../../../lib/format.ts';
import { delimiterLabel, encodingLabel } from '../lib/labels.ts';
import type { ImportFile } from '../stores/import-session-store.ts';

/** Props of FileFacts. */
export interface FileFactsProps {
  file: ImportFile;
  /** Data rows, when known. */
  rowCount?: number | undefined;
}

/** The file's name and what reading it found: encoding, delimiter, rows, columns. */
export function FileFacts({ file, rowCount }: FileFactsProps) {
  const read = file.encoding !== null;
  return (
    <dl className="panel panel--subtle imp-facts" aria-label="File">
      <div className="imp-facts__item imp-facts__item--name">
        <dt>File</dt>
        <dd title={file.name}>
          {file.name}
          {file.size > 0 && <span className="muted"> · {formatBytes(file.size)}</span>}
        </dd>
      </div>
      {read && (
        <>
          <div className="imp-facts__item">
            <dt>Encoding</dt>
            <dd>{encodingLabel(file.encoding, file.hasBom)}</dd>
          </div>
          <div className="imp-facts__item">
            <dt>Delimiter</dt>
            <dd>{delimiterLabel(file.delimiter)}</dd>
          </div>
          {rowCount !== undefined && (
            <div className="imp-facts__item">
              <dt>Rows</dt>
              <dd className="num">{formatNumber(rowCount)}</dd>
            </div>
          )}
          {file.headers.length > 0 && (
            <div className="imp-facts__item">
              <dt>Columns</dt>
              <dd className="num">{file.headers.length}</dd>
            </div>
          )}
        </>
      )}
    </dl>
  );
}
