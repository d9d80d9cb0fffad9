import { describe, expect, it } from 'vitest';
import { invoicePdf, pdfText } from './invoice-pdf.ts';

const input = {
  invoiceNo: 'INV-000123',
  date: '2026-05-01',
  name: "Ana (Analyst) O'Neil",
  email: 'ana@example.com',
  amountCents: 4950,
  currency: 'aud',
  description: 'Credit top-up: 5,000 credits \\ sandbox – test',
};

const text = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

describe('invoicePdf', () => {
  it('is a one-page PDF 1.4 that starts and ends right', () => {
    const pdf = text(invoicePdf(input));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/Type /Page ');
    expect(pdf).toContain('/Count 1');
    expect(pdf).toContain('/BaseFont /Helvetica');
    expect(pdf).toContain('(Amount: 49.50 AUD) Tj');
    expect(pdf).toContain("(Billed to: Ana \\(Analyst\\) O'Neil <ana@example.com>) Tj");
    expect(pdf).toContain('sandbox');
    expect(invoicePdf(input)).toEqual(invoicePdf(input));
  });

  it('has xref offsets that point at each "N 0 obj" and a startxref that points at the table', () => {
    const pdf = text(invoicePdf(input));
    const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
    const table = /xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer/.exec(pdf.slice(startxref));
    expect(table).not.toBeNull();
    const count = Number(table?.[1]);
    const entries = (table?.[2] ?? '').match(/.{20}/gs) ?? [];
    expect(entries).toHaveLength(count);
    expect(entries[0]).toBe('0000000000 65535 f \n');
    entries.slice(1).forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(pdf).toContain(`/Size ${count}`);
  });

  it('declares the exact content stream length', () => {
    const pdf = text(invoicePdf(input));
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(pdf);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(pdf.slice(start + Number(match?.[1]), start + Number(match?.[1]) + 10)).toBe('\nendstream');
  });

  it('escapes PDF string syntax and replaces non-ASCII', () => {
    expect(pdfText('a(b)c\\d')).toBe('a\\(b\\)c\\\\d');
    expect(pdfText('café – ok')).toBe('caf? ? ok');
  });
});
