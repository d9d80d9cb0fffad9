import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { typedTable } from './typed-table.ts';
import { buildXlsx, columnName, excelSerial, xlsxCellText } from './xlsx.ts';

/** Opens the workbook in a real spreadsheet engine, as a user's spreadsheet app would. */
async function openSheet(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const table = typedTable(
  ['code', 'price', 'at', 'note'],
  [
    ['B0A', 12.99, '2026-11-20T10:30:00Z', '=HYPERLINK("http://x","click")'],
    ['00123', -4, '2026-11-21T00:00:00Z', '+61 2 9999 0000'],
    ['B0C', null, null, 'plain <text> & "quotes"'],
  ],
  ['text', 'number', 'date', 'text'],
);

describe('buildXlsx, read back by a spreadsheet engine', () => {
  it('writes numbers as numbers and dates as dates that sum and sort', async () => {
    const sheet = await openSheet(buildXlsx(table, 'Run 7'));
    expect(sheet.name).toBe('Run 7');
    expect(sheet.getCell('B2').value).toBe(12.99);
    expect(sheet.getCell('B3').value).toBe(-4);
    expect(sheet.getCell('B4').value).toBeNull();
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-11-20T10:30:00Z'));
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getCell('A3').value).toBe('00123');
  });

  it('keeps formula-looking text as written and marks it with the quote-prefix style, never as a formula', async () => {
    const bytes = buildXlsx(table);
    const sheet = await openSheet(bytes);
    expect(sheet.getCell('D2').value).toBe('=HYPERLINK("http://x","click")');
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('D3').value).toBe('+61 2 9999 0000');
    expect(sheet.getCell('D4').value).toBe('plain <text> & "quotes"');
    const files = unzipSync(bytes);
    const styles = strFromU8(files['xl/styles.xml'] ?? new Uint8Array());
    const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    // The cell's style is the one with quotePrefix, and the value carries no added apostrophe.
    const styleIndex = /<c r="D2"[^>]* s="(\d+)"/.exec(sheetXml)?.[1];
    const xfs = [...styles.matchAll(/<xf [^>]*\/>/g)].map((m) => m[0]).slice(1);
    expect(xfs[Number(styleIndex)]).toContain('quotePrefix="1"');
    expect(sheetXml).not.toContain("'=HYPERLINK");
  });

  it('marks formulas behind leading spaces or in full-width form (and behind a dropped control character) the same way', async () => {
    const hostile = ['  =1+1', '＝HYPERLINK("http://x")', '＋cmd', '－2+3', '＠SUM(A1)', '\u0000=cmd'];
    const rows = [...hostile, 'plain'].map((value) => [value]);
    const bytes = buildXlsx(typedTable(['note'], rows, ['text']));
    const sheet = await openSheet(bytes);
    const sheetXml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const quoted = (ref: string) => new RegExp(`<c r="${ref}"[^>]* s="3"`).test(sheetXml);
    hostile.forEach((value, i) => {
      expect(sheet.getCell(`A${i + 2}`).value).toBe(value.replace('\u0000', ''));
      expect(quoted(`A${i + 2}`)).toBe(true);
    });
    expect(quoted(`A${hostile.length + 2}`)).toBe(false);
  });

  it('freezes a bold header row and puts an autofilter over the table', async () => {
    const sheet = await openSheet(buildXlsx(table));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D4');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getRow(1).values).toEqual([undefined, 'code', 'price', 'at', 'note']);
  });

  it('names columns like a spreadsheet, counts days like one, and drops characters XML cannot hold', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(excelSerial(new Date('1970-01-01T00:00:00Z'))).toBe(25569);
    expect(excelSerial(new Date('2026-11-20T12:00:00Z'))).toBe(46346.5);
    expect(xlsxCellText('a\u0000b\u0007c\td')).toBe('abc\td');
    const name = strFromU8(unzipSync(buildXlsx(typedTable(['a'], []), 'Run [7]: x/y'))['xl/workbook.xml'] ?? new Uint8Array());
    expect(name).toContain('<sheet name="Run  7   x y" sheetId="1" r:id="rId1"/>');
  });
});
