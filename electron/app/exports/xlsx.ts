import { strToU8, zipSync } from 'fflate';

// A spreadsheet treats a cell starting with one of these as a formula; the same rule as the CSV writer.
const FORMULA_START = /^[=+\-@\t\r]/;
// Characters XML 1.0 cannot hold at all (a workbook containing them does not open).
// eslint-disable-next-line no-control-regex -- these are exactly the characters being removed
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Excel's limit of characters in one cell. */
const MAX_CELL_CHARS = 32767;

/** A cell's text as it goes into the sheet: formula starts neutralised with `'`, invalid characters dropped. */
export function xlsxCellText(value: string): string {
  const text = (FORMULA_START.test(value) ? `'${value}` : value).replace(XML_INVALID, '');
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

function rowXml(cells: readonly string[], rowIndex: number): string {
  const r = rowIndex + 1;
  const xml = cells
    .map((cell, c) => `<c r="${columnName(c)}${r}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(xlsxCellText(cell))}</t></is></c>`)
    .join('');
  return `<row r="${r}">${xml}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The sheet name: Excel allows 31 characters and none of `[]:*?/\`. */
function sheetName(raw: string): string {
  const name = raw.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31);
  return name === '' ? 'Sheet1' : name;
}

/**
 * A minimal valid Office Open XML workbook (one sheet, every cell an inline string, the header row
 * first), zipped. Formula-like cells get the same `'` prefix as the CSV export.
 */
export function buildXlsx(headers: readonly string[], rows: readonly (readonly string[])[], name = 'Outputs'): Uint8Array {
  const sheetRows = [headers, ...rows].map((cells, i) => rowXml(cells, i)).join('');
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
        `<sheets><sheet name="${escapeXml(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets>` +
        '</workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        '</Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(`${XML_HEAD}<worksheet xmlns="${NS_MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`),
  };
  return zipSync(files, { level: 6 });
}
