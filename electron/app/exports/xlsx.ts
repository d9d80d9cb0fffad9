import { strToU8, zipSync } from 'fflate';
import { looksLikeFormula } from '../../../shared/csv/csv-write.ts';
import type { Cell, TypedTable } from './typed-table.ts';

// Characters XML 1.0 cannot hold at all (a workbook containing them does not open).
// eslint-disable-next-line no-control-regex -- these are exactly the characters being removed
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Excel's limit of characters in one cell. */
const MAX_CELL_CHARS = 32767;
/** Days from Excel's day 0 (1899-12-30, the 1900 leap-year quirk included) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

// Style indexes of styles.xml's cellXfs, in order.
const STYLE = { plain: 0, header: 1, dateTime: 2, quotedText: 3 } as const;

/** A cell's text as the sheet can hold it: invalid XML characters dropped, cut at Excel's limit. */
export function xlsxCellText(value: string): string {
  const text = value.replace(XML_INVALID, '');
  return text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The column letters of a zero-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** A date as Excel's serial day number (UTC: the service's times are UTC). */
export function excelSerial(date: Date): number {
  return date.getTime() / DAY_MS + EXCEL_EPOCH_DAYS;
}

function cellXml(cell: Cell, ref: string, header: boolean): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
  if (cell instanceof Date) return `<c r="${ref}" s="${STYLE.dateTime}"><v>${excelSerial(cell)}</v></c>`;
  const text = xlsxCellText(cell);
  // Text a spreadsheet would read as a formula: kept as it is, marked as text with the quote-prefix style.
  const style = header ? STYLE.header : looksLikeFormula(text) ? STYLE.quotedText : STYLE.plain;
  const s = style === STYLE.plain ? '' : ` s="${style}"`;
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function rowXml(cells: readonly Cell[], rowIndex: number): string {
  const r = rowIndex + 1;
  return `<row r="${r}">${cells.map((cell, c) => cellXml(cell, `${columnName(c)}${r}`, rowIndex === 0)).join('')}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The sheet name: Excel allows 31 characters and none of `[]:*?/\`. */
function sheetName(raw: string): string {
  const name = raw
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return name === '' ? 'Sheet1' : name;
}

// Fonts: plain and bold (the header). Number format 164: an unambiguous date and time.
const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/**
 * An Office Open XML workbook of one typed table: numbers as numeric cells, dates as date cells, text
 * that a spreadsheet would read as a formula kept as written and marked with the quote-prefix style,
 * the header row bold and frozen, with an autofilter over the whole table.
 */
export function buildXlsx(table: TypedTable, name = 'Outputs'): Uint8Array {
  const rows: Cell[][] = [table.headers, ...table.rows];
  const lastColumn = columnName(Math.max(table.headers.length, 1) - 1);
  const range = `A1:${lastColumn}${rows.length}`;
  const title = sheetName(name);
  const widths = table.headers
    .map((header, c) => {
      const longest = Math.max(header.length, ...table.rows.slice(0, 200).map((row) => cellWidth(row[c] ?? null)));
      return `<col min="${c + 1}" max="${c + 1}" width="${Math.min(Math.max(longest + 2, 8), 60)}" customWidth="1"/>`;
    })
    .join('');
  const sheet =
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    `<dimension ref="${range}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    (widths === '' ? '' : `<cols>${widths}</cols>`) +
    `<sheetData>${rows.map((cells, i) => rowXml(cells, i)).join('')}</sheetData>` +
    `<autoFilter ref="${range}"/>` +
    '</worksheet>';
  const quotedTitle = `'${title.replace(/'/g, "''")}'`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
        `<sheets><sheet name="${escapeXml(title)}" sheetId="1" r:id="rId1"/></sheets>` +
        // The autofilter's range, as spreadsheet apps write it themselves.
        `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(quotedTitle)}!$A$1:$${lastColumn}$${rows.length}</definedName></definedNames>` +
        '</workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ),
    'xl/styles.xml': strToU8(STYLES_XML),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  };
  return zipSync(files, { level: 6 });
}

function cellWidth(cell: Cell): number {
  if (cell === null) return 0;
  if (cell instanceof Date) return 16;
  return Math.min(String(cell).length, 60);
}
