import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';
import { runPartsstoreCollection } from '../testing/run-kit.ts';
import type { FinishedRun } from '../testing/run-kit.ts';

const service = testKeychainService('exports');
// Cells a spreadsheet would run as formulas; several, as about 2% of items fail in any sandbox run.
const HOSTILE = ["=cmd|' /C calc'!A0", '+SUM(1,2)', '-2+3', '@SUM(A1)', '=HYPERLINK("http://evil.example")'];
let t: TestDesk;
let run: FinishedRun;

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({ keychainService: service });
  run = await runPartsstoreCollection(t, 'Export me', [...HOSTILE, 'PLAIN-001', 'PLAIN-002']);
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

describe('exports.runOutputs (embedded sandbox)', () => {
  it('writes the run’s outputs as CSV with formula-like cells neutralised', async () => {
    const saved = await t.value<{ path: string; bytes: number; rows: number; runnerId: number }>('exports.runOutputs', {
      collectionId: run.collectionId,
      format: 'csv',
    });
    expect(saved.runnerId).toBe(run.runnerId);
    expect(saved.path).toMatch(/collection-\d+-run-\d+-outputs\.csv$/);
    const text = readFileSync(saved.path, 'utf8');
    expect(text.length).toBeGreaterThan(0);
    expect(saved.bytes).toBe(Buffer.byteLength(text));
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]?.split(',').slice(0, 4)).toEqual(['sku', 'title', 'price', 'availability']);
    expect(lines).toHaveLength(saved.rows + 1);
    const neutralised = HOSTILE.filter((sku) => text.includes(`'${sku}`) || text.includes(`"'${sku.replace(/"/g, '""')}"`));
    expect(neutralised.length).toBeGreaterThan(0);
    for (const line of lines) for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+\-@]/);
    expect(text).toContain('PLAIN-00');
  });

  it('writes a valid minimal XLSX workbook with the same neutralisation', async () => {
    const saved = await t.value<{ path: string; rows: number }>('exports.runOutputs', { collectionId: run.collectionId, runnerId: run.runnerId, format: 'xlsx' });
    const files = unzipSync(new Uint8Array(readFileSync(saved.path)));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">sku</t></is></c>');
    expect((sheet.match(/<row /g) ?? []).length).toBe(saved.rows + 1);
    expect(sheet).not.toMatch(/<t xml:space="preserve">[=+\-@]/);
    expect(sheet).toMatch(/<t xml:space="preserve">'(=|\+|-|@)/);
    expect(sheet).toContain('&quot;http://evil.example&quot;');
  });

  it('says plainly when there is nothing to export', async () => {
    const empty = await t.value<{ id: number }>('collections.add', {
      name: 'Never run',
      request_type: 'marketplace',
      schedule: 'Manual',
      priority: 'Normal',
      notification_email: 'analyst@example.com',
    });
    const result = await t.call('exports.runOutputs', { collectionId: empty.id, format: 'csv' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.stringContaining('no finished run') } });
  });
});
