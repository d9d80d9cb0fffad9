/** Why a CSV text could not be read. */
export type CsvReadFailure = { reason: 'unterminated-quote'; line: number };

/** The records of a CSV text, or why it could not be read. */
export type CsvReadResult = { ok: true; records: string[][] } | ({ ok: false } & CsvReadFailure);

/**
 * Splits RFC 4180 text into records: comma-separated, CRLF or LF line ends, quoted fields with
 * doubled quotes and line breaks inside. Lenient where the RFC is silent (a quote inside an unquoted
 * field, or text after a closing quote, is kept as text); a quote left open at the end is an error.
 * Values are never coerced.
 */
export function readCsv(text: string): CsvReadResult {
  const records: string[][] = [];
  const n = text.length;
  let row: string[] = [];
  let field = '';
  let atFieldStart = true;
  let line = 1;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */ && atFieldStart) {
      const openLine = line;
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close < 0) return { ok: false, reason: 'unterminated-quote', line: openLine };
        const chunk = text.slice(i, close);
        line += countLineBreaks(chunk);
        field += chunk;
        if (text.charCodeAt(close + 1) === 34) {
          field += '"';
          i = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
      atFieldStart = false;
    } else if (c === 44 /* , */) {
      row.push(field);
      field = '';
      atFieldStart = true;
      i++;
    } else if (c === 10 /* \n */ || c === 13 /* \r */) {
      row.push(field);
      records.push(row);
      row = [];
      field = '';
      atFieldStart = true;
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      line++;
    } else {
      // Take the run of plain characters up to the next delimiter in one slice.
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 44 || d === 10 || d === 13) break;
        j++;
      }
      field += text.slice(i, j);
      atFieldStart = false;
      i = j;
    }
  }
  if (!atFieldStart || row.length > 0) {
    row.push(field);
    records.push(row);
  }
  return { ok: true, records };
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) count++;
  }
  return count;
}

/** Whether a record is blank (one empty field, or only whitespace). */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((value) => value.trim() === '');
}
