/** What an invoice shows. */
export interface InvoiceInput {
  invoiceNo: string;
  /** The invoice date as printed, e.g. `2026-05-01`. */
  date: string;
  name: string;
  email: string;
  amountCents: number;
  currency: string;
  description: string;
}

/** Makes text safe inside a PDF literal string: printable ASCII only, `\`, `(` and `)` escaped. */
export function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

function amount(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency.toUpperCase()}`;
}

/** The text lines of the invoice, top to bottom, with their font size. */
function invoiceLines(input: InvoiceInput): (readonly [size: number, text: string])[] {
  return [
    [20, 'Tax invoice'],
    [10, 'Collection scraping service (sandbox) - synthetic invoice, not a real charge'],
    [12, ''],
    [12, `Invoice number: ${input.invoiceNo}`],
    [12, `Date: ${input.date}`],
    [12, `Billed to: ${input.name} <${input.email}>`],
    [12, ''],
    [12, `Description: ${input.description}`],
    [12, `Amount: ${amount(input.amountCents, input.currency)}`],
    [12, 'Status: paid'],
  ];
}

/**
 * A one-page PDF 1.4 invoice with Helvetica text and a correct cross-reference table: objects are written
 * in order while their byte offsets are recorded (every character is one byte, so string length equals byte length).
 */
export function invoicePdf(input: InvoiceInput): Uint8Array {
  let y = 790;
  const ops: string[] = ['BT'];
  for (const [size, text] of invoiceLines(input)) {
    ops.push(`/F1 ${size} Tf`, `1 0 0 1 56 ${y} Tm`, `(${pdfText(text)}) Tj`);
    y -= size + 10;
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(`Invoice ${input.invoiceNo}`)}) /Producer (Collection Desk sandbox) >>`,
  ];
  // The second line's high bytes mark the file as binary for transfer tools (PDF 1.4, 3.4.1).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF`;
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}
