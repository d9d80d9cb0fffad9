import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../shared/csv/csv-write.ts';
import { outputsTable } from './outputs-table.ts';
import { buildXlsx, columnName, xlsxCellText } from './xlsx.ts';

describe('outputsTable', () => {
  it('puts the known columns first and writes every value as text', () => {
    const table = outputsTable([
      { title: 'Kettle', asin: 'B0A', extra: { a: 1 }, price: '$1.00', rating: 4.5, is_prime: true },
      { asin: 'B0B', availability: 'In stock', seller_name: null },
    ]);
    expect(table.headers).toEqual(['asin', 'title', 'price', 'availability', 'extra', 'rating', 'is_prime', 'seller_name']);
    expect(table.rows).toEqual([
      ['B0A', 'Kettle', '$1.00', '', '{"a":1}', '4.5', 'true', ''],
      ['B0B', '', '', 'In stock', '', '', '', ''],
    ]);
  });

  it('is neutralised by the shared CSV writer', () => {
    const table = outputsTable([{ asin: '=cmd|/C calc!A0', title: '@SUM(A1)' }]);
    expect(toCsv(table.headers, table.rows)).toBe("asin,title\r\n'=cmd|/C calc!A0,'@SUM(A1)\r\n");
  });
});

describe('buildXlsx', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('neutralises formulas, escapes XML and drops characters XML cannot hold', () => {
    expect(xlsxCellText('=1+1')).toBe("'=1+1");
    expect(xlsxCellText('a\u0000b\u0007c\td')).toBe('abc\td');
    const sheet = strFromU8(unzipSync(buildXlsx(['h<1>'], [['=A&B'], ['"q"']]))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<t xml:space="preserve">h&lt;1&gt;</t>');
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">\'=A&amp;B</t></is></c>');
    expect(sheet).toContain('&quot;q&quot;');
  });

  it('declares every part the package needs', () => {
    const files = unzipSync(buildXlsx(['a'], [], 'Run [7]: x/y'));
    const types = strFromU8(files['[Content_Types].xml'] ?? new Uint8Array());
    expect(types).toContain('PartName="/xl/workbook.xml"');
    expect(types).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(strFromU8(files['xl/workbook.xml'] ?? new Uint8Array())).toContain('<sheet name="Run  7   x y" sheetId="1" r:id="rId1"/>');
  });
});
