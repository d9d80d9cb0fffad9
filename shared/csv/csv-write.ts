/**
 * A row as the writers read it (a `CheckedRow` fits). Declared here, not imported from the row checks,
 * so the writer depends on nothing: the checks' column list imports the writer for its templates.
 */
export interface WrittenRow {
  /** The row's line in the file, as a spreadsheet numbers it. */
  readonly rowNumber: number;
  readonly values: Readonly<Partial<Record<string, string>>>;
  readonly errors: readonly string[];
}

// A spreadsheet treats a cell as a formula when it starts with tab or CR, or with `=`, `+`, `-`, `@` (or
// their full-width forms, which some spreadsheets fold to ASCII) once leading spaces are trimmed.
const FORMULA_START = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Whether a spreadsheet could take this text for a formula (CSV injection): the CSV and XLSX writers' one rule. */
export function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/** One CSV cell: formula starts neutralised with a leading `'`, quoted per RFC 4180 when needed. */
export function csvCell(value: string): string {
  return quoteCell(looksLikeFormula(value) ? `'${value}` : value);
}

/** Options of `toCsv`. */
export interface ToCsvOptions {
  /** Prefix formula-like cells with `'` (default true: the file is meant for a spreadsheet). */
  readonly neutraliseFormulas?: boolean;
}

/** An RFC 4180 CSV (CRLF line ends, header first), formula injection neutralised unless turned off. */
export function toCsv(headers: readonly string[], rows: Iterable<readonly string[]>, options: ToCsvOptions = {}): string {
  const cell = options.neutraliseFormulas === false ? quoteCell : csvCell;
  const lines = [headers.map(cell).join(',')];
  for (const row of rows) lines.push(row.map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** One CSV cell quoted per RFC 4180 when needed, otherwise unchanged. */
export function quoteCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The error report's first column: the file's own line of each row, as a spreadsheet numbers it. */
export const REPORT_LINE_HEADER = 'line';

/**
 * The rows that failed, for the user to fix and re-import: `line` (the file's own line), the values in
 * column order, and `error` (the reasons joined with "; "). Columns default to those of the first row.
 */
export function errorReportCsv(checkedRows: readonly WrittenRow[], columns?: readonly string[]): string {
  const names = columns ?? Object.keys(checkedRows[0]?.values ?? {});
  const failed = checkedRows.filter((r) => r.errors.length > 0);
  return toCsv(
    [REPORT_LINE_HEADER, ...names, 'error'],
    failed.map((r) => [String(r.rowNumber), ...names.map((n) => r.values[n] ?? ''), r.errors.join('; ')]),
  );
}

/**
 * The rows without errors as the bulk CSV the service takes: canonical header, values exactly as
 * checked (not neutralised: the service is not a spreadsheet, and a code may start with `-`).
 */
export function uploadCsv(columns: readonly string[], checkedRows: readonly WrittenRow[]): string {
  const ok = checkedRows.filter((r) => r.errors.length === 0);
  return toCsv(
    columns,
    ok.map((r) => columns.map((n) => r.values[n] ?? '')),
    { neutraliseFormulas: false },
  );
}
