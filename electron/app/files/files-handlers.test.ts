import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';
import { runPartsstoreCollection } from '../testing/run-kit.ts';
import type { FinishedRun } from '../testing/run-kit.ts';

const service = testKeychainService('files');
let t: TestDesk;
let run: FinishedRun;
let cancel = false;

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({
    keychainService: service,
    chooseSavePath: async (name) => (cancel ? null : `${t.dataDir}/saved/${name}`),
  });
  run = await runPartsstoreCollection(t, 'Files', ['FILE-001', 'FILE-002', 'FILE-003']);
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

describe('files (embedded sandbox)', () => {
  it('saves a result page and the zip of all pages where the user chose', async () => {
    const page = run.pages[0] ?? '';
    const saved = await t.value<{ path: string; bytes: number }>('files.saveResult', { url: page, suggestedName: 'page 1.json' });
    expect(saved.path).toMatch(/saved\/page 1\.json$/);
    const records = JSON.parse(readFileSync(saved.path, 'utf8')) as { sku: string }[];
    expect(records.length).toBeGreaterThan(0);
    expect(saved.bytes).toBe(readFileSync(saved.path).byteLength);

    const zip = await t.value<{ path: string }>('files.saveResult', { url: run.allPages, suggestedName: '../../escape/All Pages.zip' });
    expect(zip.path).toMatch(/saved\/All Pages\.zip$/);
    expect(readFileSync(zip.path).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('saves an invoice by its service path', async () => {
    const payments = await t.value<{ items: { id: number }[] }>('accounts.payments', {});
    const id = payments.items[0]?.id;
    const saved = await t.value<{ path: string }>('files.saveResult', { url: `users/payments/${id}/invoice.pdf`, suggestedName: 'invoice.pdf' });
    expect(readFileSync(saved.path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('saves text the page made (a template) the same way, under a safe name, and reports a cancelled save', async () => {
    const text = 'sku,customer_postcode\r\nSKU-1,2000\r\n';
    const saved = await t.value<{ path: string; bytes: number }>('files.saveText', { suggestedName: '../partsstore-template.csv', text });
    expect(saved.path).toMatch(/saved\/partsstore-template\.csv$/);
    expect(readFileSync(saved.path, 'utf8')).toBe(text);
    expect(saved.bytes).toBe(Buffer.byteLength(text));
    cancel = true;
    try {
      expect(await t.call('files.saveText', { suggestedName: 'x.csv', text })).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    } finally {
      cancel = false;
    }
  });

  it('reads a result page for viewing', async () => {
    const page = await t.value<{ records: { sku: string }[] }>('files.readResultPage', { url: run.pages[0] });
    expect(page.records.map((r) => r.sku).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/^FILE-00\d$/)]));
  });

  it('refuses links that are not the service’s result files or invoices, and reports a cancelled save', async () => {
    for (const url of ['https://example.com/results/1/1/x.json', 'users/account-details', `${run.pages[0]}/../../../users/credits/`, 'file:///etc/passwd']) {
      expect(await t.call('files.saveResult', { url, suggestedName: 'x' }), url).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    cancel = true;
    try {
      expect(await t.call('files.saveResult', { url: run.pages[0], suggestedName: 'x.json' })).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    } finally {
      cancel = false;
    }
    expect(await t.call('files.readResultPage', { url: `results/${run.collectionId}/${run.runnerId}/nope.json` })).toMatchObject({
      ok: false,
      error: { kind: 'service', code: 404 },
    });
  });
});
