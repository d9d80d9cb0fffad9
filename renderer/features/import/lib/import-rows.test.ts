import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import { matchHeaders } from '../../../../shared/csv/item-columns.ts';
import { checkRows } from '../../../../shared/csv/row-checks.ts';
import type { CheckContext } from '../../../../shared/csv/row-checks.ts';
import {
  applyCheck,
  canonicalMapping,
  cellsForCheck,
  countRows,
  dropInvalid,
  dropRows,
  editCell,
  filterGridRows,
  gridFromChecked,
  groupReasons,
  markSending,
  mergeAnswer,
  planChunks,
  readyRows,
  reasonPattern,
  reportRows,
  resendableRows,
  restoreRow,
  serviceReasons,
  settleRow,
  checkReasons,
  uploadCells,
} from './import-rows.ts';
import type { GridRow } from './import-rows.ts';

const context: CheckContext = {
  domains: DOMAINS,
  activePostcodes: [{ zipcode: '2000', domainName: 'marketplace.com.au' }],
  storeIds: new Set(),
  existingKeys: new Set(),
  remainingRoom: 5000,
};

const headers = ['domain', 'customer_postcode', 'asin', 'include_raw_html'];
const file = [
  ['marketplace.com.au', '2000', 'B0AAAAAAA1', 'false'],
  ['MARKETPLACE.COM.AU', '2000', 'B0AAAAAAA2', 'TRUE'],
  ['marketplace.com.au', '2000', 'B0BAD', 'false'],
  ['marketplace.example', '2000', 'B0AAAAAAA4', ''],
  ['marketplace.com.au', '2000', 'B0AAAAAAA1', 'false'],
];

function firstCheck(): GridRow[] {
  return gridFromChecked(checkRows('marketplace', file, matchHeaders('marketplace', headers).mapping, context));
}

function recheck(rows: readonly GridRow[], ctx: CheckContext = context): GridRow[] {
  return applyCheck(rows, checkRows('marketplace', cellsForCheck('marketplace', rows), canonicalMapping('marketplace'), ctx));
}

describe('import rows: checks and edits', () => {
  it('turns a first check into pending rows with canonical values and reasons', () => {
    const rows = firstCheck();
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6]);
    expect(rows[1]?.values).toEqual({ domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B0AAAAAAA2', include_raw_html: 'true', custom_id: '' });
    expect(countRows(rows)).toMatchObject({ total: 5, ready: 2, invalid: 3 });
    expect(rows[4]?.errors).toEqual(['Duplicate of line 2']);
  });

  it('re-checks the whole grid after an edit: fixing a cell clears its reasons, duplicates follow the change', () => {
    let rows = editCell(firstCheck(), 4, 'asin', 'B0AAAAAAA3');
    rows = editCell(rows, 2, 'asin', 'B0AAAAAAA9');
    rows = recheck(rows);
    expect(rows.find((r) => r.rowNumber === 4)?.errors).toEqual([]);
    // Row 2 changed, so row 6 is no longer its duplicate.
    expect(rows.find((r) => r.rowNumber === 6)?.errors).toEqual([]);
    expect(countRows(rows)).toMatchObject({ ready: 4, invalid: 1 });
  });

  it('drops one row, all invalid rows, and restores a row; dropped rows take no identity', () => {
    let rows = dropRows(firstCheck(), new Set(['2']));
    rows = recheck(rows);
    // Row 2 dropped: row 6 is now the first with its identity.
    expect(rows.find((r) => r.rowNumber === 6)?.errors).toEqual([]);
    rows = dropInvalid(rows);
    expect(countRows(rows)).toMatchObject({ dropped: 3, invalid: 0, ready: 2 });
    rows = recheck(restoreRow(rows, 2));
    expect(rows.find((r) => r.rowNumber === 2)?.outcome).toBe('pending');
    expect(rows.find((r) => r.rowNumber === 6)?.errors).toEqual(['Duplicate of line 2']);
  });

  it('keeps a row the re-check leaves as it was the same object (the journal saves only rows that changed)', () => {
    const rows = firstCheck();
    const edited = editCell(rows, 4, 'asin', 'B0AAAAAAA3');
    const checked = recheck(edited);
    expect(checked.filter((row, i) => row !== edited[i]).map((row) => row.rowNumber)).toEqual([4]);
    expect(checked.find((r) => r.rowNumber === 4)?.errors).toEqual([]);
  });

  it('leaves sent and dropped rows alone, and keeps a rejected row rejected (edited) until it is resent', () => {
    let rows = firstCheck().map((r) => (r.rowNumber === 2 ? settleRow(r, 'sent-ok') : r));
    rows = mergeAnswer('marketplace', rows, [rows[1] as GridRow], {
      success_count: 0,
      error_rows: [{ row: 1, asin: 'B0AAAAAAA2', error: 'ASIN already exists' }],
    });
    expect(editCell(rows, 2, 'asin', 'B0ZZZZZZZZ').find((r) => r.rowNumber === 2)?.values.asin).toBe('B0AAAAAAA1');
    // Unchanged, a row refused as already in the collection is not offered for sending again.
    expect(resendableRows(recheck(rows)).map((r) => r.rowNumber)).toEqual([]);
    const edited = editCell(rows, 3, 'asin', 'B0AAAAAAA7');
    expect(edited.find((r) => r.rowNumber === 3)).toMatchObject({ outcome: 'rejected', edited: true, reason: 'ASIN already exists' });
    const checked = recheck(edited);
    expect(resendableRows(checked).map((r) => r.rowNumber)).toEqual([3]);
    expect(readyRows(checked).map((r) => r.rowNumber)).toEqual([]);
  });
});

describe('import rows: uploads', () => {
  const ready = (n: number): GridRow => ({
    rowNumber: n,
    values: { domain: 'marketplace.com.au', customer_postcode: '2000', asin: `B0${String(n).padStart(8, '0')}`, include_raw_html: '' },
    errors: [],
    outcome: 'pending',
  });

  it('plans chunks of a size within the room left', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => i);
    expect(planChunks(rows, 1000, 5000).map((c) => c.length)).toEqual([1000, 1000, 500]);
    expect(planChunks(rows, 1000, 1200).map((c) => c.length)).toEqual([1000, 200]);
    expect(planChunks(rows, 1000, 0)).toEqual([]);
  });

  it('marks a chunk sending to its collection, and keeps that collection on each row once answered', () => {
    const rows = markSending([2, 3, 4].map(ready), new Set([2, 3]), 41);
    expect(rows.map((r) => [r.outcome, r.collectionId])).toEqual([
      ['sending', 41],
      ['sending', 41],
      ['pending', undefined],
    ]);
    const merged = mergeAnswer('marketplace', rows, rows.slice(0, 2), { success_count: 1, error_rows: [{ row: 2, error: 'Duplicate.' }] });
    expect(merged.map((r) => [r.outcome, r.collectionId])).toEqual([
      ['sent-ok', 41],
      ['rejected', 41],
      ['pending', undefined],
    ]);
  });

  it('merges error_rows by row number in the chunk, or by code when the number is missing', () => {
    const rows = [2, 3, 4, 5, 6].map(ready);
    const chunk = rows.slice(1, 4);
    const merged = mergeAnswer('marketplace', rows, chunk, {
      success_count: 1,
      error_rows: [
        { row: 1, asin: 'B000000003', error: 'ASIN already exists in this collection.' },
        { asin: 'B000000005', error: 'Postcode is not active.' },
        { row: 1, error: 'Second reason.' },
      ],
    });
    expect(merged.map((r) => r.outcome)).toEqual(['pending', 'rejected', 'sent-ok', 'rejected', 'pending']);
    expect(merged[1]?.reason).toBe('ASIN already exists in this collection.; Second reason.');
    expect(merged[3]?.reason).toBe('Postcode is not active.');
  });

  it('lays values out in column order for the bulk CSV', () => {
    expect(uploadCells('marketplace', [ready(2)])).toEqual([['marketplace.com.au', '2000', 'B000000002', '']]);
  });
});

describe('import rows: summaries and reports', () => {
  it('groups reasons with row-specific values blanked', () => {
    expect(reasonPattern('ASIN "B0BAD" is not 10 capital letters and digits')).toBe('ASIN "…" is not 10 capital letters and digits');
    expect(reasonPattern('SKU 00123456 already exists in this collection.', { sku: '00123456' })).toBe('SKU … already exists in this collection.');
    expect(
      reasonPattern('Postcode 2999 is not registered and active for marketplace.com.au', { customer_postcode: '2999', domain: 'marketplace.com.au' }),
    ).toBe('Postcode … is not registered and active for marketplace.com.au');
    expect(reasonPattern('Duplicate of line 12')).toBe('Duplicate of line …');
    expect(reasonPattern('No room left in the collection (4990/5000)')).toBe('No room left in the collection (…)');
    const rows = firstCheck();
    const groups = groupReasons(
      [...rows, { ...(rows[2] as GridRow), rowNumber: 9, values: {}, errors: ['ASIN "X" is not 10 capital letters and digits'] }],
      checkReasons,
    );
    expect(groups[0]).toEqual({
      reason: 'ASIN "…" is not 10 capital letters and digits',
      example: 'ASIN "B0BAD" is not 10 capital letters and digits',
      count: 2,
      rowNumbers: [4, 9],
    });
    expect(groupReasons(rows, serviceReasons)).toEqual([]);
  });

  it('filters rows for each tab and reports only failed rows', () => {
    const rows = firstCheck().map((r) => (r.rowNumber === 2 ? settleRow(r, 'sent-ok') : r));
    expect(filterGridRows(rows, 'sent').map((r) => r.rowNumber)).toEqual([2]);
    expect(filterGridRows(rows, 'invalid').map((r) => r.rowNumber)).toEqual([4, 5, 6]);
    expect(filterGridRows(rows, 'ready').map((r) => r.rowNumber)).toEqual([3]);
    expect(reportRows(rows).map((r) => [r.rowNumber, r.errors[0]])).toEqual([
      [4, 'ASIN "B0BAD" is not 10 capital letters and digits'],
      [5, 'Unknown domain "marketplace.example"'],
      [6, 'Duplicate of line 2'],
    ]);
  });

  it('groups reasons whose values hold quotes, and never turns a value into a pattern', () => {
    const rows = checkRows(
      'marketplace',
      [
        ['marketplace.com.au', '2000', 'B0"QUOTE"1'],
        ['marketplace.com.au', '2000', 'B0BAD'],
        ['marketplace.com.au', '2000', '(B0[BAD'],
        ['marketplace.com.au', '2000', 'A'.repeat(40_000)],
      ],
      { domain: 0, customer_postcode: 1, asin: 2 },
      context,
    );
    const groups = groupReasons(gridFromChecked(rows), checkReasons);
    expect(groups.map((g) => [g.reason, g.rowNumbers])).toEqual([
      ['ASIN "…" is not 10 capital letters and digits', [2, 3, 4]],
      ['ASIN is longer than 255 characters', [5]],
    ]);
    // A group of one shows the reason itself: the value as typed, its quotes not escaped.
    expect(groupReasons(gridFromChecked(rows.slice(0, 1)), checkReasons)[0]?.example).toBe('ASIN "B0"QUOTE"1" is not 10 capital letters and digits');
  });
});
