import { importColumns } from '../../../../shared/csv/item-columns.ts';
import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import { Button } from '../../../components/button.tsx';
import { Select } from '../../../components/select.tsx';
import { pluralize } from '../../../lib/format.ts';
import { UnsentColumns } from './unsent-columns.tsx';

/** Props of MappingStep. */
export interface MappingStepProps {
  type: ItemType;
  headers: readonly string[];
  /** The first data row, to show an example value beside each choice. */
  sample: readonly string[] | undefined;
  mapping: ColumnMapping;
  rowCount: number;
  onMap: (column: ColumnName, headerIndex: number | null) => void;
  onCheck: () => void;
  onCancel: () => void;
  /** Whether every required column is placed (the automatic match found them all). */
  complete: boolean;
}

/** Which columns use the same header twice: column → the other column's label. */
function clashes(type: ItemType, mapping: ColumnMapping): Map<ColumnName, string> {
  const out = new Map<ColumnName, string>();
  const columns = importColumns(type);
  for (const a of columns) {
    const other = columns.find((b) => b.name !== a.name && mapping[a.name] !== undefined && mapping[b.name] === mapping[a.name]);
    if (other) out.set(a.name, other.label);
  }
  return out;
}

/** Places each column of the item type on a header of the file (selects), then checks the rows. */
export function MappingStep({ type, headers, sample, mapping, rowCount, onMap, onCheck, onCancel, complete }: MappingStepProps) {
  const columns = importColumns(type);
  const clash = clashes(type, mapping);
  const options = headers.map((header, index) => ({ value: String(index), label: `${header || `(column ${index + 1})`}` }));
  const ready = complete && clash.size === 0;
  return (
    <section className="panel panel--large imp-panel" aria-labelledby="imp-mapping-title">
      <header className="imp-panel__header">
        <h2 id="imp-mapping-title" className="imp-panel__title">
          Columns
        </h2>
        <p className="imp-panel__note">
          {complete
            ? 'Every column was found in the header row. Change a choice if it is wrong.'
            : 'Some columns were not found by name: choose which column of the file holds each one.'}
        </p>
      </header>
      <div className="imp-mapping">
        {columns.map((column) => {
          const at = mapping[column.name];
          const example = at === undefined ? undefined : sample?.[at];
          const error =
            column.required && at === undefined
              ? `Choose the column that holds the ${column.label === column.label.toUpperCase() ? column.label : column.label.toLowerCase()}.`
              : clash.has(column.name)
                ? `Also chosen for ${clash.get(column.name)}.`
                : undefined;
          return (
            <div key={column.name} className="imp-mapping__row">
              <Select
                label={
                  <>
                    {column.label} <code className="imp-code">{column.name}</code>
                    {column.afterUpload && <span className="muted"> (set after the upload)</span>}
                  </>
                }
                required={column.required}
                options={options}
                placeholder={column.required ? 'Choose a column…' : column.afterUpload ? '— not set —' : '— not in the file —'}
                value={at === undefined ? '' : String(at)}
                error={error}
                onChange={(event) => onMap(column.name, event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
              />
              <span className="imp-mapping__example muted">
                {example === undefined ? '' : <>First row: {example === '' ? '(empty)' : <span className="mono">{example}</span>}</>}
              </span>
            </div>
          );
        })}
      </div>
      <UnsentColumns type={type} headers={headers} mapping={mapping} onLeaveOut={(column) => onMap(column, null)} />
      <footer className="imp-panel__footer">
        <Button variant="primary" onClick={onCheck} disabled={!ready}>
          Check {pluralize(rowCount, 'row')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Start over
        </Button>
      </footer>
    </section>
  );
}
