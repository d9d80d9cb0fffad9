import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BINARY_MESSAGE, decodeBytes } from './decode.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const [hi, lo] = [code >> 8, code & 0xff];
    out.set(bigEndian ? [hi, lo] : [lo, hi], 2 + i * 2);
  }
  return out;
}

describe('decodeBytes', () => {
  it('reads plain UTF-8, including non-ASCII', () => {
    expect(decodeBytes(utf8('sku,note\n1,Café £5\n'))).toEqual({ ok: true, text: 'sku,note\n1,Café £5\n', encoding: 'utf-8' });
  });

  it('strips a UTF-8 BOM', () => {
    const result = decodeBytes(fixture('marketplace-bom.csv'));
    expect(result.ok && result.text.startsWith('domain,')).toBe(true);
    expect(result.ok && result.encoding).toBe('utf-8');
  });

  it('reads UTF-16 LE and BE from their BOM', () => {
    for (const bigEndian of [false, true]) {
      const result = decodeBytes(utf16('sku,customer_postcode\r\n0045,0800\r\n', bigEndian));
      expect(result).toEqual({ ok: true, text: 'sku,customer_postcode\r\n0045,0800\r\n', encoding: bigEndian ? 'utf-16be' : 'utf-16le' });
    }
  });

  it('reports invalid UTF-8 so Windows-1252 can be offered, and reads it as Windows-1252 on request', () => {
    const bytes = fixture('partsstore-win1252.csv');
    expect(decodeBytes(bytes)).toMatchObject({ ok: false, reason: 'not-utf8' });
    const result = decodeBytes(bytes, 'windows-1252');
    expect(result.ok && result.text).toContain('Café brake pads £45');
    expect(result.ok && result.text).toContain('Ölfilter');
    expect(result.ok && result.encoding).toBe('windows-1252');
  });

  it('maps the Windows-1252-only bytes (0x80–0x9F) to their characters', () => {
    const result = decodeBytes(new Uint8Array([0x61, 0x2c, 0x80, 0x97, 0x0a]), 'windows-1252');
    expect(result.ok && result.text).toBe('a,€—\n');
  });

  it('rejects a binary file: NUL bytes or control characters', () => {
    expect(decodeBytes(fixture('not-a-csv.png'))).toEqual({ ok: false, reason: 'binary', message: BINARY_MESSAGE });
    expect(decodeBytes(fixture('not-a-csv.png'), 'windows-1252')).toMatchObject({ reason: 'binary' });
    expect(decodeBytes(new Uint8Array([0x61, 0x00, 0x62]))).toMatchObject({ reason: 'binary' });
    const controls = new Uint8Array(200).map((_, i) => (i % 3 === 0 ? 0x01 : 0x41));
    expect(decodeBytes(controls)).toMatchObject({ reason: 'binary' });
    // A zip (an .xlsx) is not UTF-8 and is mostly control bytes.
    const zipLike = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x06, 0x08, 0x08, 0x08, 0x9c, 0x01, 0x02, 0xff, 0xfe, 0x03]);
    expect(decodeBytes(zipLike)).toMatchObject({ reason: 'binary' });
  });

  it('accepts an empty file as empty text (the parser explains it)', () => {
    expect(decodeBytes(new Uint8Array(0))).toEqual({ ok: true, text: '', encoding: 'utf-8' });
    expect(decodeBytes(new ArrayBuffer(0))).toEqual({ ok: true, text: '', encoding: 'utf-8' });
  });
});
