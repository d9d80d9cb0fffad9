import { describe, expect, it } from 'vitest';
import { csvCell, errorReportCsv, looksLikeFormula, quoteCell, toCsv, uploadCsv } from './csv-write.ts';
import type { WrittenRow } from './csv-write.ts';

describe('toCsv', () => {
  it('writes RFC 4180: CRLF, quotes doubled, fields with delimiters or line breaks quoted', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', 'plain'],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",plain\r\n');
  });

  it('neutralises formula starts with a leading quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).includes(`'${start}1+1`)).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('safe=1')).toBe('safe=1');
  });

  it('neutralises formulas behind leading spaces and in full-width form, and leaves other text alone', () => {
    for (const value of ['  =1+1', '\u00a0+cmd', ' \t-2+3', '\u3000@SUM(A1)', '＝1+1', '＋cmd', '－2+3', '＠SUM(A1)', '  ＝HYPERLINK("http://x")']) {
      expect(looksLikeFormula(value)).toBe(true);
      expect(csvCell(value)).toBe(quoteCell(`'${value}`));
    }
    for (const value of ['a=1', 'B0 =1', '１２', '', '   ', 'x＝1']) {
      expect(looksLikeFormula(value)).toBe(false);
      expect(csvCell(value)).toBe(value);
    }
  });

  it('keeps leading zeros and empty cells as they are', () => {
    expect(toCsv(['sku', 'store_id'], [['000123', '']])).toBe('sku,store_id\r\n000123,\r\n');
  });

  it('can leave formula-like cells alone for the upload file', () => {
    expect(toCsv(['sku'], [['-AB12']], { neutraliseFormulas: false })).toBe('sku\r\n-AB12\r\n');
  });
});

const checked: WrittenRow[] = [
  { rowNumber: 2, values: { sku: '0012', customer_postcode: '2000' }, errors: [] },
  { rowNumber: 3, values: { sku: '=cmd', customer_postcode: '999' }, errors: ['Postcode "999" is not a valid postcode', 'Duplicate of line 2'] },
];

describe('reports', () => {
  it('errorReportCsv lists the failed rows with their values and reasons', () => {
    expect(errorReportCsv(checked)).toBe(`line,sku,customer_postcode,error\r\n3,'=cmd,999,"Postcode ""999"" is not a valid postcode; Duplicate of line 2"\r\n`);
    expect(errorReportCsv([], ['sku'])).toBe('line,sku,error\r\n');
  });

  it('uploadCsv writes only the ready rows under the canonical header', () => {
    expect(uploadCsv(['sku', 'customer_postcode'], checked)).toBe('sku,customer_postcode\r\n0012,2000\r\n');
  });
});
