// The platform icon containers, written from PNG images: Windows .ico (PNG entries, Vista and later) and
// macOS .icns (PNG entries). Both formats accept PNG data as is, so no bitmap conversion is needed.

/** A square PNG image and its edge in pixels. */
export interface SizedPng {
  size: number;
  png: Uint8Array;
}

/** The edge sizes each container holds. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;
const ICNS_TYPES: ReadonlyMap<number, string> = new Map([
  [16, 'icp4'],
  [32, 'icp5'],
  [64, 'icp6'],
  [128, 'ic07'],
  [256, 'ic08'],
  [512, 'ic09'],
  [1024, 'ic10'],
]);
/** The edge sizes an .icns holds. */
export const ICNS_SIZES = [...ICNS_TYPES.keys()];

/** The width and height a PNG's IHDR chunk declares (throws when the bytes are not a PNG). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) throw new Error('Not a PNG image.');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A .ico file holding the images as PNG entries (an edge of 256 is written as 0, as the format says). */
export function writeIco(images: readonly SizedPng[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const out = new Uint8Array(headerSize + images.reduce((n, i) => n + i.png.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach(({ size, png }, index) => {
    if (size > 256) throw new Error('An .ico entry is at most 256 pixels wide.');
    const entry = 6 + 16 * index;
    view.setUint8(entry, size === 256 ? 0 : size);
    view.setUint8(entry + 1, size === 256 ? 0 : size);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}

/** A .icns file holding the images as PNG entries of the matching type. */
export function writeIcns(images: readonly SizedPng[]): Uint8Array {
  const total = 8 + images.reduce((n, i) => n + 8 + i.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'icns');
  view.setUint32(4, total);
  let offset = 8;
  for (const { size, png } of images) {
    const type = ICNS_TYPES.get(size);
    if (!type) throw new Error(`An .icns has no PNG entry type for ${size} pixels.`);
    ascii(offset, type);
    view.setUint32(offset + 4, 8 + png.length);
    out.set(png, offset + 8);
    offset += 8 + png.length;
  }
  return out;
}
