/** The user-facing reasons a bulk CSV upload is refused before its rows are read. */
export const CSV_FILE_MESSAGES = {
  missing: 'csv: This field is required.',
  empty: 'The CSV file is empty.',
  utf16: 'The CSV file is UTF-16 text; save it as "CSV UTF-8" and upload it again.',
  spreadsheet: 'The file is a spreadsheet, archive or PDF, not a CSV; save it as "CSV UTF-8" and upload it again.',
  binary: 'The file is not a CSV text file (it contains binary data); save it as "CSV UTF-8" and upload it again.',
  notUtf8: 'The CSV file is not valid UTF-8 text; save it as "CSV UTF-8" and upload it again.',
} as const;

/** What decoding found: the text, or the message of a refusal. */
export type DecodeResult = { ok: true; text: string } | { ok: false; message: string };

const SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (xlsx, ods)
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (xls)
  [0x25, 0x50, 0x44, 0x46], // %PDF
];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** Whether the text holds a C0 control other than tab, line feed, vertical tab, form feed, carriage return or escape. */
function hasBinaryControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && (c < 0x09 || (c > 0x0d && c !== 0x1b))) return true;
  }
  return false;
}

/** Decodes uploaded CSV bytes as UTF-8 (a BOM is dropped); refuses empty, UTF-16, binary and non-UTF-8 files. */
export function decodeCsv(bytes: Uint8Array): DecodeResult {
  if (bytes.length === 0) return { ok: false, message: CSV_FILE_MESSAGES.empty };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { ok: false, message: CSV_FILE_MESSAGES.utf16 };
  }
  if (SIGNATURES.some((s) => startsWith(bytes, s))) return { ok: false, message: CSV_FILE_MESSAGES.spreadsheet };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: bytes.includes(0) ? CSV_FILE_MESSAGES.binary : CSV_FILE_MESSAGES.notUtf8 };
  }
  if (hasBinaryControl(text)) return { ok: false, message: CSV_FILE_MESSAGES.binary };
  if (text.trim() === '') return { ok: false, message: CSV_FILE_MESSAGES.empty };
  return { ok: true, text };
}
