import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from './decode.ts';
import { detectNewline, PARSE_MESSAGES, parseCsv } from './parse-csv.ts';

const fixtureText = (name: string, encoding?: 'windows-1252') => {
  const decoded = decodeBytes(new Uint8Array(readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url))), encoding);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.text;
};

describe('parseCsv', () => {
  it('reads header, rows and the comma delimiter', () => {
    const result = parseCsv(fixtureText('marketplace-good.csv'));
    expect(result.ok && result.headers).toEqual(['domain', 'customer_postcode', 'asin', 'include_raw_html']);
    expect(result.ok && result.rows).toHaveLength(10);
    expect(result.ok && result.delimiter).toBe(',');
  });

  it('detects semicolon and tab delimiters', () => {
    const semi = parseCsv(fixtureText('marketplace-semicolon.csv'));
    expect(semi.ok && semi.delimiter).toBe(';');
    expect(semi.ok && semi.headers).toEqual(['Domain', 'Customer Postcode', 'ASIN', 'Include Raw HTML']);
    const tab = parseCsv('sku\tcustomer_postcode\n0045\t0800\n');
    expect(tab).toEqual({ ok: true, headers: ['sku', 'customer_postcode'], rows: [['0045', '0800']], lines: [2], delimiter: '\t' });
  });

  it('honours an Excel sep= line', () => {
    expect(parseCsv('sep=;\r\nsku;customer_postcode\r\n1,5;2000\r\n')).toEqual({
      ok: true,
      headers: ['sku', 'customer_postcode'],
      rows: [['1,5', '2000']],
      // The sep= line is the file's first line.
      lines: [3],
      delimiter: ';',
    });
  });

  it("numbers each row by the file's own line: blank lines count, a quoted line break does not split a row", () => {
    const text = 'asin,domain\r\n\r\nB0AAAAAAA1,a\r\n \r\n\r\n"B0AA\r\nAAAAA2",a\r\nB0AAAAAAA3,a\r\n';
    const result = parseCsv(text, { chunkSize: 8 });
    expect(result.ok && result.rows.map((r) => r[0])).toEqual(['B0AAAAAAA1', 'B0AA\r\nAAAAA2', 'B0AAAAAAA3']);
    expect(result.ok && result.lines).toEqual([3, 6, 7]);
    const late = parseCsv('\n\nsku,customer_postcode\n\n0045,0800\n');
    expect(late.ok && late.lines).toEqual([5]);
  });

  it('keeps a 40 KB cell as text without trouble', () => {
    const long = 'B'.repeat(40_000);
    const result = parseCsv(`domain,customer_postcode,asin\nmarketplace.com.au,2000,${long}\n`);
    expect(result.ok && result.rows[0]?.[2]).toBe(long);
  });

  it('keeps values as text: leading zeros, numbers-looking and boolean-looking values', () => {
    const result = parseCsv('sku,customer_postcode,store_id\n00123456,0800,W411\n1e5,2000,TRUE\n');
    expect(result.ok && result.rows).toEqual([
      ['00123456', '0800', 'W411'],
      ['1e5', '2000', 'TRUE'],
    ]);
  });

  it('keeps quoted newlines, commas and quotes, across chunk boundaries', () => {
    const rows = Array.from({ length: 300 }, (_, i) => `${i},"multi\r\nline, ""quoted"" ${i}"`);
    const result = parseCsv(`sku,note\r\n${rows.join('\r\n')}\r\n`, { chunkSize: 97 });
    expect(result.ok && result.rows.length).toBe(300);
    expect(result.ok && result.rows[123]).toEqual(['123', 'multi\r\nline, "quoted" 123']);
  });

  it('skips blank and whitespace-only lines', () => {
    const result = parseCsv('sku,customer_postcode\n\n1,2000\n , \n\n2,2000\n');
    expect(result.ok && result.rows).toEqual([
      ['1', '2000'],
      ['2', '2000'],
    ]);
  });

  it('reads a Windows-1252 file once decoded as such', () => {
    const result = parseCsv(fixtureText('partsstore-win1252.csv', 'windows-1252'));
    expect(result.ok && result.rows).toEqual([
      ['0045821', '2000', 'Café brake pads £45'],
      ['BRK-1042', '2000', 'Rotor, front'],
      ['7730019', '2000', 'Ölfilter'],
    ]);
  });

  it('refuses an empty file and a header without rows', () => {
    expect(parseCsv('')).toEqual({ ok: false, reason: 'empty', message: PARSE_MESSAGES.empty });
    expect(parseCsv('\r\n \r\n')).toMatchObject({ reason: 'empty', message: 'The file is empty.' });
    expect(parseCsv('sku,customer_postcode\r\n')).toEqual({ ok: false, reason: 'header-only', message: 'The file has a header but no rows.' });
    expect(parseCsv('sku,customer_postcode\r\n\r\n,\r\n')).toMatchObject({ reason: 'header-only' });
  });

  it('accepts 20,000 rows and refuses 20,001', () => {
    const head = 'sku,customer_postcode\n';
    const make = (n: number) => head + Array.from({ length: n }, (_, i) => `P${i},2000`).join('\n');
    const ok = parseCsv(make(20_000));
    expect(ok.ok && ok.rows.length).toBe(20_000);
    expect(parseCsv(make(20_001))).toEqual({
      ok: false,
      reason: 'too-many-rows',
      message: 'The file has more than 20,000 rows; split it and import each part.',
    });
  });

  it('stops reading an oversized file early', () => {
    const text = `sku,customer_postcode\n${Array.from({ length: 100_000 }, (_, i) => `P${i},2000`).join('\n')}`;
    const progress: number[] = [];
    const result = parseCsv(text, { onProgress: (done) => progress.push(done) });
    expect(result).toMatchObject({ reason: 'too-many-rows' });
    expect(progress.at(-1)).toBeLessThan(text.length / 4);
  });

  it('reports progress up to the whole text', () => {
    const text = `sku,customer_postcode\n${Array.from({ length: 4000 }, (_, i) => `P${i},2000`).join('\n')}\n`;
    const progress: [number, number][] = [];
    parseCsv(text, { chunkSize: 8192, onProgress: (done, total) => progress.push([done, total]) });
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toEqual([text.length, text.length]);
  });

  it('refuses a quote that is never closed', () => {
    expect(parseCsv('sku,customer_postcode\n\n1,2000\n"2,2000\n3,2000\n')).toMatchObject({
      ok: false,
      reason: 'unclosed-quote',
      message: 'A quoted value starting on line 4 is never closed; check the quotes on that line.',
    });
  });

  it('detects the line break of the first record, outside quotes', () => {
    expect(detectNewline('a,b\r\n1,2')).toBe('\r\n');
    expect(detectNewline('a,b\n1,2')).toBe('\n');
    expect(detectNewline('a,b\r1,2')).toBe('\r');
    expect(detectNewline('"a\nb",c\r\n1,2')).toBe('\r\n');
    expect(detectNewline('a,b')).toBeUndefined();
    const result = parseCsv('"note\nwith break",sku\r\n"x\ny",1\r\n');
    expect(result).toMatchObject({ ok: true, headers: ['note\nwith break', 'sku'], rows: [['x\ny', '1']] });
  });
});
