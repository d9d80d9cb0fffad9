import { describe, expect, it } from 'vitest';
import { importJournalInputSchema, importJournalSchema, importRowsInputSchema } from '../../../../shared/bridge/methods/imports.ts';
import { encodingFromJournal, journalEncoding, rowsFromJournal, toJournalChange, toJournalInput } from './journal.ts';
import type { GridRow } from './import-rows.ts';
import { delimiterLabel, encodingLabel, errorColumns, reportFileName, rowStatus } from './labels.ts';

const rows: GridRow[] = [
  { rowNumber: 2, values: { sku: '0045821', customer_postcode: '2000' }, errors: [], outcome: 'sent-ok', collectionId: 9 },
  {
    rowNumber: 3,
    values: { sku: 'BRK-1042', customer_postcode: '2000' },
    errors: [],
    outcome: 'rejected',
    reason: 'Duplicate part',
    edited: true,
    collectionId: 4,
  },
  { rowNumber: 4, values: { sku: 'X'.repeat(2000), customer_postcode: '' }, errors: ['Postcode is missing'], outcome: 'pending' },
  { rowNumber: 5, values: { sku: '7730019', customer_postcode: '2000' }, errors: [], outcome: 'dropped' },
];

describe('import journal conversion', () => {
  it('writes a journal the bridge accepts and reads the same rows back, with the split and where each row went', () => {
    const input = toJournalInput({
      journalId: null,
      type: 'partsstore',
      target: { id: 4, name: 'Parts' },
      fileName: 'parts.csv',
      encoding: 'windows-1252',
      hasBom: false,
      delimiter: ',',
      headers: ['sku', 'customer_postcode', 'note'],
      mapping: { sku: 0, customer_postcode: 1 },
      rows,
      status: 'open',
      split: { parts: [{ name: 'Parts (2)', collectionId: 9 }, { name: 'Parts (3)' }] },
    });
    expect(importJournalInputSchema.safeParse(input).success).toBe(true);
    expect(input.split).toEqual({ parts: [{ name: 'Parts (2)', collectionId: 9 }, { name: 'Parts (3)' }] });
    expect(input.id).toBeUndefined();
    expect(input.rows[2]?.values.sku).toHaveLength(1024);
    const saved = importJournalSchema.parse({ ...input, id: 'abcdef12-3456', version: 1, createdAt: 'x', updatedAt: 'y' });
    const back = rowsFromJournal(saved);
    expect(back[0]).toMatchObject({ outcome: 'sent-ok', collectionId: 9 });
    expect(back[1]).toEqual({ rowNumber: 3, values: rows[1]?.values, errors: [], outcome: 'rejected', reason: 'Duplicate part', collectionId: 4 });
    expect(back.map((r) => r.outcome)).toEqual(['sent-ok', 'rejected', 'pending', 'dropped']);
  });

  it('a later save sends only the rows that are new objects since the last one, with the status, mapping and split', () => {
    const next = rows.map((row) => (row.rowNumber === 4 ? { ...row, values: { sku: '0045', customer_postcode: '2000' }, errors: [] } : row));
    const change = toJournalChange('abcdef12-3456', { rows: next, mapping: { sku: 0 }, status: 'open', split: null }, rows);
    expect(change).toEqual({
      id: 'abcdef12-3456',
      mapping: { sku: 0 },
      status: 'open',
      rows: [{ rowNumber: 4, values: { sku: '0045', customer_postcode: '2000' }, outcome: 'pending', errors: [] }],
    });
    expect(importRowsInputSchema.safeParse(change).success).toBe(true);
    expect(toJournalChange('abcdef12-3456', { rows, mapping: {}, status: 'finished', split: { parts: [{ name: 'Parts (2)' }] } }, rows)).toMatchObject({
      rows: [],
      status: 'finished',
      split: { parts: [{ name: 'Parts (2)' }] },
    });
  });

  it('keeps the BOM in the journal encoding', () => {
    expect(journalEncoding('utf-8', true)).toBe('utf-8-bom');
    expect(encodingFromJournal('utf-8-bom')).toEqual({ encoding: 'utf-8', hasBom: true });
    expect(encodingFromJournal('windows-1252')).toEqual({ encoding: 'windows-1252', hasBom: false });
    expect(encodingFromJournal('ebcdic')).toEqual({ encoding: null, hasBom: false });
  });
});

describe('import labels', () => {
  it('names encodings, delimiters and statuses', () => {
    expect(encodingLabel('utf-8', true)).toBe('UTF-8 with BOM');
    expect(encodingLabel('windows-1252', false)).toBe('Windows-1252');
    expect(delimiterLabel(';')).toBe('Semicolon');
    expect(delimiterLabel('\t')).toBe('Tab');
    expect(rowStatus(rows[1] as GridRow)).toEqual({ label: 'Edited', tone: 'warning' });
    expect(rowStatus(rows[2] as GridRow).label).toBe('Invalid');
    expect(reportFileName('items.v2.csv')).toBe('items.v2-errors.csv');
  });

  it('points reasons at their cells', () => {
    expect([...errorColumns(['ASIN "B0BAD" is not 10 capital letters and digits', 'Unknown domain "x"'])].sort()).toEqual(['asin', 'domain']);
    expect([...errorColumns(['Postcode 2999 is not registered and active for marketplace.com.au'])]).toEqual(['customer_postcode']);
    expect([...errorColumns(['Custom id is longer than 255 characters', 'Include raw HTML is longer than 255 characters'])].sort()).toEqual([
      'custom_id',
      'include_raw_html',
    ]);
    expect([...errorColumns(['Duplicate of line 2'])]).toEqual([]);
  });
});
