import { describe, expect, it } from 'vitest';
import { decodeCsv } from './csv-decode.ts';
import { readCsv } from './csv-read.ts';

describe('readCsv', () => {
  it('splits CRLF and LF records, keeping quoted commas, doubled quotes and line breaks', () => {
    expect(readCsv('a,b\r\n"x,1","say ""hi"""\n"two\r\nlines",\n')).toEqual({
      ok: true,
      records: [
        ['a', 'b'],
        ['x,1', 'say "hi"'],
        ['two\r\nlines', ''],
      ],
    });
  });

  it('keeps a last record without a line end and values as text', () => {
    expect(readCsv('sku,postcode\n007,0800')).toEqual({
      ok: true,
      records: [
        ['sku', 'postcode'],
        ['007', '0800'],
      ],
    });
  });

  it('keeps stray quotes inside unquoted fields as text', () => {
    expect(readCsv("=cmd|' /C calc'!A0,a\"b\n")).toEqual({ ok: true, records: [["=cmd|' /C calc'!A0", 'a"b']] });
  });

  it('reports an unterminated quote with the line it opened on', () => {
    expect(readCsv('a,b\n1,2\n"open,3\n4,5\n')).toEqual({ ok: false, reason: 'unterminated-quote', line: 3 });
  });
});

describe('decodeCsv', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('drops a UTF-8 BOM', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('a,b')]))).toEqual({ ok: true, text: 'a,b' });
  });

  it('refuses empty, UTF-16, spreadsheet, binary and non-UTF-8 bytes', () => {
    expect(decodeCsv(bytes())).toMatchObject({ ok: false, message: 'The CSV file is empty.' });
    expect(decodeCsv(new TextEncoder().encode(' \r\n\r\n'))).toMatchObject({ ok: false, message: 'The CSV file is empty.' });
    expect(decodeCsv(bytes(0xff, 0xfe, 0x61, 0x00))).toMatchObject({ ok: false, message: expect.stringContaining('UTF-16') });
    expect(decodeCsv(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2))).toMatchObject({ ok: false, message: expect.stringContaining('spreadsheet') });
    expect(decodeCsv(bytes(0x61, 0x00, 0x62))).toMatchObject({ ok: false, message: expect.stringContaining('binary') });
    expect(decodeCsv(bytes(0x61, 0xe9, 0x62))).toMatchObject({ ok: false, message: expect.stringContaining('not valid UTF-8') });
  });
});
