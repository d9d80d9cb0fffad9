import { ITEM_COLUMNS, ITEM_TYPES } from '../../../../shared/csv/item-columns.ts';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import { TYPE_LABELS } from '../lib/labels.ts';

const NOTES: Readonly<Record<ItemType, string>> = {
  marketplace: 'The postcode must be registered and active on that domain. include_raw_html is true, false or empty.',
  partsstore: 'A 4-digit postcode registered and active on partsstore.com.au; codes keep their leading zeros.',
  officestore: 'The postcode must be active on officestore.com.au; leave store_id empty for the nearest store.',
};

/** What a file needs per item type: the header columns (required ones marked) and the rules that matter. */
export function FormatGuide() {
  return (
    <section className="panel panel--large imp-panel imp-guide" aria-labelledby="imp-guide-title">
      <h2 id="imp-guide-title" className="imp-panel__title">
        What the file needs
      </h2>
      <table className="imp-guide__table">
        <thead>
          <tr>
            <th scope="col">Item type</th>
            <th scope="col">Header row</th>
            <th scope="col">Rules</th>
          </tr>
        </thead>
        <tbody>
          {ITEM_TYPES.map((type) => (
            <tr key={type}>
              <th scope="row">{TYPE_LABELS[type]}</th>
              <td>
                {ITEM_COLUMNS[type].map((column) => (
                  <code
                    key={column.name}
                    className={column.required ? 'imp-code imp-code--required' : 'imp-code'}
                    title={column.required ? 'Required' : 'Optional'}
                  >
                    {column.name}
                    {column.required ? '' : '?'}
                  </code>
                ))}
              </td>
              <td className="muted">{NOTES[type]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="imp-guide__foot muted">
        Headers are matched by name (case, spaces and common spellings such as “Postcode” or “Zip” are fine); otherwise you choose the columns. Duplicates,
        unknown domains and postcodes that are not active are caught before anything is sent.
      </p>
    </section>
  );
}
