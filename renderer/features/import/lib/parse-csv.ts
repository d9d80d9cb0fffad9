import Papa from 'papaparse';
import type { Parser, ParseResult } from 'papaparse';
import { MAX_IMPORT_ROWS } from '../../../../shared/csv/row-checks.ts';
import { formatCount } from '../../../../shared/format/numbers.ts';

/** Why a CSV text was refused, with a message for the user. */
export type ParseFailureReason = 'empty' | 'header-only' | 'too-many-rows' | 'unclosed-quote';

/**
 * The header row, the data rows as text, each data row's line in the file (`lines`, parallel to `rows`),
 * and the delimiter found; or why the file was refused.
 */
export type ParseCsvResult =
  | { readonly ok: true; readonly headers: string[]; readonly rows: string[][]; readonly lines: number[]; readonly delimiter: string }
  | { readonly ok: false; readonly reason: ParseFailureReason; readonly message: string };

/** Options of `parseCsv`. */
export interface ParseCsvOptions {
  /** Called after each chunk with characters read so far and the text length. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Most data rows accepted (default: one import's limit, 20,000). */
  readonly maxRows?: number;
  /** Characters parsed per chunk (progress granularity and how soon an oversized file stops). */
  readonly chunkSize?: number;
}

/** The user-facing messages of each refusal. */
export const PARSE_MESSAGES = {
  empty: 'The file is empty.',
  headerOnly: 'The file has a header but no rows.',
  tooManyRows: tooManyMessage(MAX_IMPORT_ROWS),
} as const;

const DEFAULT_CHUNK = 64 * 1024;
const GUESS_PREFIX = 64 * 1024;
// Excel writes `sep=;` as a first line to name the delimiter.
const SEP_LINE = /^sep=([,;\t|])\r?\n/i;

/**
 * Parses CSV text with papaparse in chunks: delimiter guessed among `,` `;` tab, nothing typed
 * (values stay text), blank lines skipped but counted, quoted newlines kept. Each row keeps its line as
 * a spreadsheet numbers it (every record counts, blank or `sep=`; a value spanning lines stays one row),
 * which is the file's own line number whenever no value holds a line break. Stops as soon as there are
 * more data rows than allowed, so an oversized file is refused without reading it all.
 */
export function parseCsv(input: string, options: ParseCsvOptions = {}): ParseCsvResult {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  const sep = SEP_LINE.exec(input);
  const text = sep ? input.slice(sep[0].length) : input;
  if (text.trim() === '') return { ok: false, reason: 'empty', message: PARSE_MESSAGES.empty };

  const all: string[][] = [];
  const lines: number[] = [];
  // Records read so far, blank ones included; the `sep=` line is the file's first.
  let records = sep ? 1 : 0;
  const newline = detectNewline(text);
  const delimiter = sep?.[1] ?? guessDelimiter(text, newline);
  let tooMany = false;
  let unclosedRow = -1;
  Papa.parse<string[]>(text, {
    delimiter,
    newline,
    dynamicTyping: false,
    // Blank rows come through so that they are counted, and are skipped by `isBlankRow`, which stops at
    // the first non-blank cell where papaparse's 'greedy' joins every row first.
    skipEmptyLines: false,
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK,
    chunk(results: ParseResult<string[]>, parser: Parser) {
      const before = records;
      for (const row of results.data) {
        records++;
        if (isBlankRow(row)) continue;
        all.push(row);
        lines.push(records);
      }
      const missing = results.errors.find((e) => e.code === 'MissingQuotes');
      if (missing && unclosedRow < 0) unclosedRow = before + (missing.row ?? 0) + 1;
      options.onProgress?.(Math.min(results.meta.cursor, text.length), text.length);
      if (all.length - 1 > maxRows) {
        tooMany = true;
        parser.abort();
      }
    },
    // The typings want `complete` with `chunk`; everything is gathered in `chunk` already.
    complete: () => undefined,
  });

  if (tooMany) return { ok: false, reason: 'too-many-rows', message: tooManyMessage(maxRows) };
  const [headers, ...rows] = all;
  lines.shift();
  if (headers === undefined) return { ok: false, reason: 'empty', message: PARSE_MESSAGES.empty };
  if (unclosedRow > 0) {
    return {
      ok: false,
      reason: 'unclosed-quote',
      message: `A quoted value starting on line ${unclosedRow} is never closed; check the quotes on that line.`,
    };
  }
  if (rows.length === 0) return { ok: false, reason: 'header-only', message: PARSE_MESSAGES.headerOnly };
  return { ok: true, headers, rows, lines, delimiter };
}

/**
 * The delimiter among `,` `;` tab, guessed by papaparse from the first rows with blank lines skipped
 * (counted as rows they would make every delimiter look inconsistent).
 */
function guessDelimiter(text: string, newline: ParseCsvNewline): string {
  // The first rows are all it reads; a prefix keeps papaparse from preparing the whole text for them.
  const guess = Papa.parse<string[]>(text.slice(0, GUESS_PREFIX), { newline, delimitersToGuess: [',', ';', '\t'], skipEmptyLines: true, preview: 10 });
  return guess.meta.delimiter || ',';
}

type ParseCsvNewline = ReturnType<typeof detectNewline>;

/**
 * The line break of the first record (quotes respected): cheaper than papaparse's guess, which
 * strips every quoted value of the first chunk with a regular expression. Undefined lets papaparse guess.
 */
export function detectNewline(text: string): '\r\n' | '\n' | '\r' | undefined {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) quoted = !quoted;
    else if (!quoted && code === 0x0a) return '\n';
    else if (!quoted && code === 0x0d) return text.charCodeAt(i + 1) === 0x0a ? '\r\n' : '\r';
  }
  return undefined;
}

function isBlankRow(row: readonly string[]): boolean {
  for (const cell of row) if (cell.trim() !== '') return false;
  return true;
}

function tooManyMessage(maxRows: number): string {
  return `The file has more than ${formatCount(maxRows)} rows; split it and import each part.`;
}
