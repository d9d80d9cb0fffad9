// `node scripts/build-icons.ts [outDir]`: renders build/icon.svg (the one source image) into every size the
// platforms need, offline, with resvg compiled to WebAssembly: out/icons/<N>x<N>.png (Linux and the window),
// icon.png, icon.ico (Windows) and icon.icns (macOS). electron-builder.yml and the main window read them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { ICNS_SIZES, ICO_SIZES, writeIcns, writeIco } from './icon-formats.ts';
import type { SizedPng } from './icon-formats.ts';

const root = resolve(import.meta.dirname, '..');
/** The source image of every icon. */
export const ICON_SOURCE = join(root, 'build', 'icon.svg');
const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

let ready: Promise<void> | null = null;

/** Renders the SVG source square at each size. */
export async function renderSizes(svg: string, sizes: readonly number[]): Promise<SizedPng[]> {
  ready ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await ready;
  return sizes.map((size) => ({ size, png: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng() }));
}

/** Writes every icon file into `outDir`; returns the files written. */
export async function buildIcons(outDir: string, source = ICON_SOURCE): Promise<string[]> {
  const svg = readFileSync(source, 'utf8');
  const sizes = [...new Set([...LINUX_SIZES, ...ICO_SIZES, ...ICNS_SIZES])].sort((a, b) => a - b);
  const rendered = new Map((await renderSizes(svg, sizes)).map((image) => [image.size, image]));
  const pick = (list: readonly number[]): SizedPng[] => list.map((size) => rendered.get(size) as SizedPng);
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const write = (name: string, bytes: Uint8Array): void => {
    writeFileSync(join(outDir, name), bytes);
    written.push(name);
  };
  for (const { size, png } of pick(LINUX_SIZES)) write(`${size}x${size}.png`, png);
  write('icon.png', (rendered.get(512) as SizedPng).png);
  write('icon.ico', writeIco(pick(ICO_SIZES)));
  write('icon.icns', writeIcns(pick(ICNS_SIZES)));
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const outDir = resolve(process.argv[2] ?? join(root, 'out', 'icons'));
  const files = await buildIcons(outDir);
  console.log(`icons: ${files.length} files from build/icon.svg in ${outDir}`);
}
