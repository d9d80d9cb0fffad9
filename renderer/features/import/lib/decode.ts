/** The encodings an import file can be read as. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Why bytes could not be read as text: not valid UTF-8 (offer Windows-1252), or not text at all. */
export type DecodeFailureReason = 'not-utf8' | 'binary';

/** Decoded text and the encoding used, or why it failed with a message for the user. */
export type DecodeResult =
  | { readonly ok: true; readonly text: string; readonly encoding: TextEncodingName }
  | { readonly ok: false; readonly reason: DecodeFailureReason; readonly message: string };

/** The message for a file that is not text. */
export const BINARY_MESSAGE = 'This is not a CSV file (it looks binary)';
/** The message for a file that is not valid UTF-8. */
export const NOT_UTF8_MESSAGE = 'This file is not UTF-8 text. If it was saved by Excel on Windows, read it as Windows-1252 (Western).';

const SNIFF_BYTES = 8 * 1024;

function bomEncoding(bytes: Uint8Array): { encoding: TextEncodingName; skip: number } | null {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return null;
}

function hasNulByte(bytes: Uint8Array): boolean {
  return bytes.subarray(0, SNIFF_BYTES).includes(0);
}

// Control characters other than tab, LF, FF and CR; text files have (almost) none.
function looksBinary(text: string): boolean {
  const sample = text.slice(0, SNIFF_BYTES);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0xfffd) control++;
  }
  return control > 0 && control / sample.length > 0.05;
}

function decodeWith(bytes: Uint8Array, encoding: TextEncodingName): string | null {
  try {
    // fatal: a malformed sequence throws instead of becoming U+FFFD, so bad UTF-8 is noticed.
    return new TextDecoder(encoding, { fatal: encoding === 'utf-8', ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads file bytes as text. Without `encoding`: a BOM decides (UTF-8, UTF-16 LE/BE; stripped),
 * otherwise strict UTF-8. With `encoding` (e.g. the user's 'windows-1252' fallback) that one is used,
 * a matching BOM still stripped. NUL bytes or many control characters mean a binary file.
 */
export function decodeBytes(input: Uint8Array | ArrayBuffer, encoding?: TextEncodingName): DecodeResult {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const bom = bomEncoding(bytes);
  const chosen: TextEncodingName = encoding ?? bom?.encoding ?? 'utf-8';
  const isUtf16 = chosen === 'utf-16le' || chosen === 'utf-16be';
  if (!isUtf16 && hasNulByte(bytes)) return { ok: false, reason: 'binary', message: BINARY_MESSAGE };
  const body = bom !== null && bom.encoding === chosen ? bytes.subarray(bom.skip) : bytes;
  const text = decodeWith(body, chosen);
  if (text === null) {
    // Invalid UTF-8 that is mostly control bytes is a binary file, not a Windows-1252 one.
    const latin = decodeWith(body.subarray(0, SNIFF_BYTES), 'windows-1252') ?? '';
    return looksBinary(latin) ? { ok: false, reason: 'binary', message: BINARY_MESSAGE } : { ok: false, reason: 'not-utf8', message: NOT_UTF8_MESSAGE };
  }
  if (looksBinary(text)) return { ok: false, reason: 'binary', message: BINARY_MESSAGE };
  return { ok: true, text, encoding: chosen };
}
