import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import type { CheckContext } from '../../../../shared/csv/row-checks.ts';
import { createRequestHandler } from './handle-request.ts';
import { ROWS_PER_MESSAGE } from './protocol.ts';
import type { ImportWorkerRequest, ImportWorkerResponse } from './protocol.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url)));

const context: CheckContext = {
  domains: DOMAINS,
  activePostcodes: [{ zipcode: '2000', domainName: 'marketplace.com.au' }],
  storeIds: new Set(),
  existingKeys: new Set(),
  remainingRoom: 5000,
};

function harness() {
  const sent: ImportWorkerResponse[] = [];
  const handle = createRequestHandler((m) => sent.push(m));
  return { sent, handle: (r: ImportWorkerRequest) => handle(r) };
}

describe('import worker requests', () => {
  it('parse posts reading progress, then the parsed file with its header match', async () => {
    const { sent, handle } = harness();
    await handle({ kind: 'parse', id: 1, bytes: fixture('marketplace-semicolon.csv'), type: 'marketplace' });
    const last = sent.at(-1);
    expect(sent[0]).toMatchObject({ kind: 'progress', id: 1, phase: 'reading', done: 0 });
    expect(sent.filter((m) => m.kind === 'progress').length).toBeGreaterThanOrEqual(2);
    expect(last?.kind).toBe('parsed');
    if (last?.kind !== 'parsed') return;
    expect(last.file).toMatchObject({ delimiter: ';', encoding: 'utf-8', unmatched: [] });
    expect(last.file.mapping).toEqual({ domain: 0, customer_postcode: 1, asin: 2, include_raw_html: 3 });
    expect(last.rowCount).toBe(3);
    const slices = sent.flatMap((m) => (m.kind === 'parsed-rows' ? [m.rows] : []));
    expect(slices.flat()).toHaveLength(3);
    expect(slices.flat()[0]).toEqual(['marketplace.com.au', '2000', expect.stringMatching(/^B0/), 'FALSE']);
  });

  it('parse reports not-utf8, then reads the same bytes as Windows-1252', async () => {
    const { sent, handle } = harness();
    const bytes = fixture('partsstore-win1252.csv');
    await handle({ kind: 'parse', id: 1, bytes, type: 'partsstore' });
    expect(sent.at(-1)).toMatchObject({ kind: 'failed', id: 1, failure: { reason: 'not-utf8' } });
    await handle({ kind: 'parse', id: 2, bytes, encoding: 'windows-1252', type: 'partsstore' });
    expect(sent.at(-1)).toMatchObject({ kind: 'parsed', id: 2, file: { encoding: 'windows-1252', mapping: { sku: 0, customer_postcode: 1 } } });
  });

  it('parse refuses binary, oversized, empty and header-only files with their messages', async () => {
    const { sent, handle } = harness();
    const tooMany = new TextEncoder().encode(`sku,customer_postcode\n${'P1,2000\n'.repeat(20_001)}`);
    const cases: [Uint8Array, string][] = [
      [fixture('not-a-csv.png'), 'This is not a CSV file (it looks binary)'],
      [tooMany, 'The file has more than 20,000 rows; split it and import each part.'],
      [new Uint8Array(0), 'The file is empty.'],
      [new TextEncoder().encode('sku,customer_postcode\n'), 'The file has a header but no rows.'],
    ];
    for (const [i, [bytes, message]] of cases.entries()) {
      await handle({ kind: 'parse', id: i, bytes, type: 'partsstore' });
      expect(sent.at(-1)).toMatchObject({ kind: 'failed', id: i, failure: { message } });
    }
  });

  it('parse lists required columns it could not match', async () => {
    const { sent, handle } = harness();
    await handle({ kind: 'parse', id: 1, bytes: new TextEncoder().encode('code number,where\n1,2000\n'), type: 'partsstore' });
    expect(sent.at(-1)).toMatchObject({ kind: 'parsed', file: { mapping: {}, unmatched: ['sku', 'customer_postcode'] } });
  });

  it('check posts checking progress and the checked rows', async () => {
    const { sent, handle } = harness();
    const rows = [
      ['marketplace.com.au', '2000', 'B07XJ8C8F5', ''],
      ['marketplace.com.au', '3000', 'B0BAD', ''],
    ];
    await handle({ kind: 'check', id: 5, type: 'marketplace', rows, mapping: { domain: 0, customer_postcode: 1, asin: 2 }, context });
    expect(sent.map((m) => m.kind)).toEqual(['progress', 'checked-rows', 'progress', 'checked']);
    expect(sent[2]).toMatchObject({ phase: 'checking', done: 2, total: 2 });
    const slice = sent[1];
    expect(slice?.kind === 'checked-rows' && slice.rows.map((r) => r.errors.length)).toEqual([0, 2]);
    expect(sent.at(-1)).toEqual({ kind: 'checked', id: 5, rowCount: 2 });
  });

  it('sends rows in slices of ROWS_PER_MESSAGE', async () => {
    const { sent, handle } = harness();
    const csv = `sku,customer_postcode\n${Array.from({ length: 2500 }, (_, i) => `P${i},2000`).join('\n')}`;
    await handle({ kind: 'parse', id: 1, bytes: new TextEncoder().encode(csv), type: 'partsstore' });
    const sizes = sent.flatMap((m) => (m.kind === 'parsed-rows' ? [m.rows.length] : []));
    expect(sizes).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 500]);
    const rows = sent.flatMap((m) => (m.kind === 'parsed-rows' ? m.rows : []));
    await handle({ kind: 'check', id: 2, type: 'partsstore', rows, mapping: { sku: 0, customer_postcode: 1 }, context });
    const checked = sent.flatMap((m) => (m.kind === 'checked-rows' && m.id === 2 ? [m.rows.length] : []));
    expect(checked).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 500]);
    expect(sent.filter((m) => m.kind === 'progress' && m.id === 2).map((m) => m.kind === 'progress' && m.done)).toEqual([0, 1000, 2000, 2500]);
  });

  it('a cancelled parse posts nothing after the cancel', async () => {
    const { sent, handle } = harness();
    const running = handle({ kind: 'parse', id: 9, bytes: fixture('marketplace-good.csv'), type: 'marketplace' });
    await handle({ kind: 'cancel', id: 9 });
    await running;
    expect(sent.some((m) => m.kind === 'parsed' || m.kind === 'failed')).toBe(false);
  });
});
