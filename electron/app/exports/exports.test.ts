import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService, waitUntil } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';
import { runPartsstoreCollection } from '../testing/run-kit.ts';
import type { FinishedRun } from '../testing/run-kit.ts';

const service = testKeychainService('exports');
// Cells a spreadsheet would run as formulas; several, as about 2% of items fail in any sandbox run.
const HOSTILE = ["=cmd|' /C calc'!A0", '+SUM(1,2)', '-2+3', '@SUM(A1)', '=HYPERLINK("http://evil.example")'];
let t: TestDesk;
let run: FinishedRun;
let second: number;

type Saved = { path: string; bytes: number; rows: number };

async function openSheet(path: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The sheet's rows as header-keyed records. */
function records(sheet: ExcelJS.Worksheet): Record<string, ExcelJS.CellValue>[] {
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.CellValue>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(headers.map((h, c) => [h, row.getCell(c + 1).value])));
  });
  return rows;
}

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({ keychainService: service });
  run = await runPartsstoreCollection(t, 'Export me', [...HOSTILE, 'PLAIN-001', 'PLAIN-002']);
  const started = t.events.length;
  second = (await t.value<{ runner_id: number }>('runs.run', { collection_id: run.collectionId })).runner_id;
  await t.waitForEvent('run.finished', (p) => p.runnerId === second, { from: started });
  await waitUntil(async () => {
    const { runs } = await t.value<{ runs: LocalRun[] }>('localCopy.runs', { collectionId: run.collectionId });
    return runs.filter((r) => r.archive === 'archived').length >= 2;
  }, 30_000);
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

describe('exports.runOutputs (embedded sandbox)', () => {
  it('writes the run’s outputs as CSV: prices as numbers with their currency, formula-like text neutralised', async () => {
    const saved = await t.value<Saved & { runnerId: number }>('exports.runOutputs', { collectionId: run.collectionId, runnerId: run.runnerId, format: 'csv' });
    expect(saved.runnerId).toBe(run.runnerId);
    expect(saved.path).toMatch(/collection-\d+-run-\d+-outputs\.csv$/);
    const text = readFileSync(saved.path, 'utf8');
    expect(saved.bytes).toBe(Buffer.byteLength(text));
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.split(',').slice(0, 5)).toEqual(['sku', 'title', 'price', 'currency', 'availability']);
    expect(lines).toHaveLength(saved.rows + 1);
    const plain = lines.find((l) => l.startsWith('PLAIN-00'))?.split(',') ?? [];
    expect(plain[2]).toMatch(/^\d+(\.\d+)?$/);
    expect(plain[3]).toBe('$');
    const neutralised = HOSTILE.filter((sku) => text.includes(`'${sku}`) || text.includes(`"'${sku.replace(/"/g, '""')}"`));
    expect(neutralised.length).toBeGreaterThan(0);
    for (const line of lines) for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+@]/);
  });

  it('writes an XLSX a spreadsheet engine reads with numeric prices and formula-like SKUs kept as text', async () => {
    const saved = await t.value<Saved>('exports.runOutputs', { collectionId: run.collectionId, runnerId: run.runnerId, format: 'xlsx' });
    const sheet = await openSheet(saved.path);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const rows = records(sheet);
    expect(rows).toHaveLength(saved.rows);
    const priced = rows.filter((r) => r.price !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const row of priced) expect(typeof row.price).toBe('number');
    const skus = rows.map((r) => r.sku);
    expect(skus.some((sku) => typeof sku === 'string' && HOSTILE.includes(sku))).toBe(true);
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

describe('exports.localView (the local copy)', () => {
  it('exports the comparison of the last two runs with numeric prices, changes and percentages', async () => {
    const saved = await t.value<Saved>('exports.localView', { collectionId: run.collectionId, view: { kind: 'comparison' }, format: 'xlsx' });
    expect(saved.path).toMatch(new RegExp(`collection-${run.collectionId}-runs-${run.runnerId}-${second}-comparison\\.xlsx$`));
    const sheet = await openSheet(saved.path);
    expect(sheet.name).toBe('Comparison');
    const rows = records(sheet);
    expect(rows).toHaveLength(saved.rows);
    const both = rows.filter((r) => typeof r[`price run ${run.runnerId}`] === 'number' && typeof r[`price run ${second}`] === 'number');
    expect(both.length).toBeGreaterThan(0);
    for (const row of both) {
      const delta = (row[`price run ${second}`] as number) - (row[`price run ${run.runnerId}`] as number);
      expect(row.change).toBeCloseTo(delta, 2);
    }
    const onlyUp = await t.value<Saved>('exports.localView', { collectionId: run.collectionId, view: { kind: 'comparison', changes: ['up'] }, format: 'csv' });
    const upLines = readFileSync(onlyUp.path, 'utf8').trimEnd().split('\r\n').slice(1);
    expect(upLines).toHaveLength(onlyUp.rows);
    for (const line of upLines) expect(line.endsWith(',up')).toBe(true);
  });

  it('exports the items and one item’s history with dates as dates', async () => {
    const items = await t.value<Saved>('exports.localView', { collectionId: run.collectionId, view: { kind: 'items' }, format: 'xlsx' });
    const itemRows = records(await openSheet(items.path));
    expect(itemRows.map((r) => r.code)).toEqual(expect.arrayContaining(['PLAIN-001', 'PLAIN-002']));
    expect(itemRows.every((r) => r.added instanceof Date)).toBe(true);
    const plain = itemRows.find((r) => r.code === 'PLAIN-001');
    const key = `PLAIN-001@${String(plain?.postcode)}`;
    const history = await t.value<Saved>('exports.localView', { collectionId: run.collectionId, view: { kind: 'history', itemKey: key }, format: 'xlsx' });
    const points = records(await openSheet(history.path));
    expect(points.map((p) => p.run)).toEqual([run.runnerId, second]);
    for (const point of points) {
      expect(point.date).toBeInstanceOf(Date);
      expect(typeof point.price).toBe('number');
    }
  });
});
