import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIcons } from './build-icons.ts';
import { ICNS_SIZES, ICO_SIZES, pngSize } from './icon-formats.ts';

const out = mkdtempSync(join(tmpdir(), 'cd-icons-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The PNG images of an .ico, read back through its directory. */
function readIco(bytes: Buffer): { width: number; height: number }[] {
  expect(bytes.readUInt16LE(2)).toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const declared = bytes[entry] || 256;
    const image = bytes.subarray(bytes.readUInt32LE(entry + 12), bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8));
    const size = pngSize(image);
    expect(size.width).toBe(declared);
    return size;
  });
}

/** The entry types and PNG sizes of an .icns, read back chunk by chunk. */
function readIcns(bytes: Buffer): { type: string; width: number }[] {
  expect(bytes.toString('ascii', 0, 4)).toBe('icns');
  expect(bytes.readUInt32BE(4)).toBe(bytes.length);
  const entries: { type: string; width: number }[] = [];
  for (let at = 8; at < bytes.length; at += bytes.readUInt32BE(at + 4)) {
    entries.push({ type: bytes.toString('ascii', at, at + 4), width: pngSize(bytes.subarray(at + 8, at + bytes.readUInt32BE(at + 4))).width });
  }
  return entries;
}

describe('the app icon, rendered from build/icon.svg offline', () => {
  it('writes every Linux size as a PNG of that size, and icon.png at 512', async () => {
    const files = await buildIcons(out);
    expect(files).toEqual(expect.arrayContaining(['16x16.png', '256x256.png', '1024x1024.png', 'icon.png', 'icon.ico', 'icon.icns']));
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      expect(pngSize(readFileSync(join(out, `${size}x${size}.png`)))).toEqual({ width: size, height: size });
    }
    expect(pngSize(readFileSync(join(out, 'icon.png')))).toEqual({ width: 512, height: 512 });
  });

  it('writes a Windows .ico whose directory points at a PNG of each declared size', () => {
    expect(readIco(readFileSync(join(out, 'icon.ico'))).map((s) => s.width)).toEqual([...ICO_SIZES]);
  });

  it('writes a macOS .icns with a PNG entry of the right type per size', () => {
    expect(readIcns(readFileSync(join(out, 'icon.icns')))).toEqual(
      ICNS_SIZES.map((width, i) => ({ type: ['icp4', 'icp5', 'icp6', 'ic07', 'ic08', 'ic09', 'ic10'][i], width })),
    );
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngSize(new Uint8Array(32))).toThrow('Not a PNG image.');
  });
});
