import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importMethods } from '../../../shared/bridge/methods/imports.ts';
import type { ImportJournalInput, JournalRow } from '../../../shared/bridge/methods/imports.ts';
import { createBridgeRouter } from '../bridge/router.ts';
import { importHandlers } from './import-handlers.ts';
import { createImportJournal } from './import-journal.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'cd-imports-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const row = (n: number, outcome: JournalRow['outcome'] = 'pending', extra: Partial<JournalRow> = {}): JournalRow => ({
  rowNumber: n + 2,
  values: { domain: 'marketplace.com.au', customer_postcode: '2000', asin: `B0${String(n).padStart(8, '0')}`, include_raw_html: 'false' },
  outcome,
  errors: [],
  ...extra,
});

const journal = (overrides: Partial<ImportJournalInput> = {}): ImportJournalInput => ({
  fileName: 'items.csv',
  type: 'marketplace',
  collectionId: 7,
  collectionName: 'Weekly AU',
  encoding: 'utf-8',
  delimiter: ',',
  headers: ['domain', 'customer_postcode', 'asin', 'include_raw_html'],
  mapping: { domain: 0, customer_postcode: 1, asin: 2, include_raw_html: 3 },
  status: 'open',
  rows: [
    row(0),
    row(1, 'pending', { errors: ['ASIN "B0BAD" is not 10 capital letters and digits'] }),
    row(2, 'sent-ok'),
    row(3, 'rejected', { reason: 'Already exists' }),
    row(4, 'dropped'),
  ],
  ...overrides,
});

describe('import journal store', () => {
  it('creates a journal with a new id as one JSON file under imports/, and reads it back whole', async () => {
    let clock = new Date('2030-01-01T10:00:00Z');
    const store = createImportJournal({ dir: join(dataDir, 'imports'), now: () => clock });
    const summary = await store.save(journal());
    expect(summary.id).toMatch(/^[a-z0-9-]{8,}$/);
    expect(summary.counts).toEqual({ total: 5, ready: 1, invalid: 1, sending: 0, sentOk: 1, rejected: 1, dropped: 1 });
    expect(readdirSync(join(dataDir, 'imports'))).toEqual([`${summary.id}.json`]);
    expect(statSync(join(dataDir, 'imports', `${summary.id}.json`)).mode & 0o777).toBe(0o600);

    const saved = await store.get(summary.id);
    expect(saved).toMatchObject({ ...journal(), id: summary.id, version: 1, createdAt: '2030-01-01T10:00:00.000Z' });
    expect(saved.rows[3]).toEqual(row(3, 'rejected', { reason: 'Already exists' }));

    clock = new Date('2030-01-01T11:00:00Z');
    const rows = saved.rows.map((r) => (r.outcome === 'pending' && r.errors.length === 0 ? { ...r, outcome: 'sent-ok' as const } : r));
    const updated = await store.save({ ...journal({ rows }), id: summary.id });
    expect(updated).toMatchObject({ id: summary.id, createdAt: '2030-01-01T10:00:00.000Z', updatedAt: '2030-01-01T11:00:00.000Z' });
    expect(updated.counts.sentOk).toBe(2);
    expect((await store.get(summary.id)).rows[0]?.outcome).toBe('sent-ok');
  });

  it('lists unfinished imports and the recent finished ones, newest first, and deletes finished ones past their keep time', async () => {
    let clock = new Date('2030-01-01T00:00:00Z');
    const store = createImportJournal({ dir: join(dataDir, 'imports'), now: () => clock, recentLimit: 2, keepFinishedMs: 10 * 86_400_000 });
    const old = await store.save(journal({ fileName: 'old.csv', status: 'finished' }));
    clock = new Date('2030-01-20T00:00:00Z');
    const a = await store.save(journal({ fileName: 'a.csv' }));
    clock = new Date('2030-01-21T00:00:00Z');
    const b = await store.save(journal({ fileName: 'b.csv' }));
    const f1 = await store.save(journal({ fileName: 'f1.csv', status: 'finished' }));
    clock = new Date('2030-01-22T00:00:00Z');
    await store.save(journal({ fileName: 'f2.csv', status: 'finished' }));
    clock = new Date('2030-01-22T00:00:01Z');
    await store.save(journal({ fileName: 'f3.csv', status: 'finished' }));

    const listed = await store.list();
    expect(listed.unfinished.map((s) => s.id)).toEqual([b.id, a.id]);
    expect(listed.recent.map((s) => s.fileName)).toEqual(['f3.csv', 'f2.csv']);
    expect(listed.recent.map((s) => s.id)).not.toContain(f1.id);
    expect(readdirSync(join(dataDir, 'imports'))).not.toContain(`${old.id}.json`);
    await expect(store.get(old.id)).rejects.toThrow('no longer saved');
  });

  it('discards a journal; a second discard and a get say there is none', async () => {
    const store = createImportJournal({ dir: join(dataDir, 'imports') });
    const { id } = await store.save(journal());
    expect(await store.discard(id)).toBe(true);
    expect(await store.discard(id)).toBe(false);
    await expect(store.get(id)).rejects.toMatchObject({ kind: 'invalid-input' });
    expect((await store.list()).unfinished).toEqual([]);
    // Saving over a discarded id does not bring it back silently.
    await expect(store.save({ ...journal(), id })).rejects.toThrow('no longer saved');
  });

  it('refuses ids that are not journal ids (no path tricks)', async () => {
    const store = createImportJournal({ dir: join(dataDir, 'imports') });
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Not an import id.');
    await expect(store.discard('..')).rejects.toThrow('Not an import id.');
  });

  it('moves a corrupt journal aside and leaves it out of the list', async () => {
    const corrupt: string[] = [];
    const store = createImportJournal({ dir: join(dataDir, 'imports'), onCorrupt: (info) => corrupt.push(info.reason) });
    const good = await store.save(journal());
    const badId = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
    writeFileSync(join(dataDir, 'imports', `${badId}.json`), '{"half": ');
    const listed = await store.list();
    expect(listed.unfinished.map((s) => s.id)).toEqual([good.id]);
    expect(corrupt).toHaveLength(1);
    expect(readdirSync(join(dataDir, 'imports')).some((n) => n.startsWith(`${badId}.json.corrupt-`))).toBe(true);
  });

  it('saves only the rows that changed: each replaces the row of its line, with the status, mapping and split as sent', async () => {
    let clock = new Date('2030-01-01T10:00:00Z');
    const dir = join(dataDir, 'imports');
    const store = createImportJournal({ dir, now: () => clock });
    const rows = Array.from({ length: 3000 }, (_, i) => row(i));
    const { id } = await store.save(journal({ rows }));
    clock = new Date('2030-01-01T10:05:00Z');
    const sending = rows.slice(1000, 2000).map((r) => ({ ...r, outcome: 'sending' as const, collectionId: 8 }));
    const split = { parts: [{ name: 'Weekly AU (2)', collectionId: 8 }] };
    const mapping = { domain: 0, customer_postcode: 1, asin: 2 };
    const summary = await store.saveRows({ id, rows: sending, status: 'open', mapping, split });
    expect(summary).toMatchObject({ splitInto: ['Weekly AU (2)'], counts: { ready: 2000, sending: 1000 }, updatedAt: '2030-01-01T10:05:00.000Z' });

    // A desk started afresh reads the change from the file.
    const again = await createImportJournal({ dir }).get(id);
    expect(again).toMatchObject({ split, mapping, createdAt: '2030-01-01T10:00:00.000Z' });
    expect(again.rows[999]).toEqual(row(999));
    expect(again.rows[1500]).toEqual(row(1500, 'sending', { collectionId: 8 }));

    // No split sent: not split any more; every row kept.
    const unsplit = await store.saveRows({ id, rows: [], status: 'finished', mapping });
    expect(unsplit).toMatchObject({ splitInto: [], status: 'finished', counts: { total: 3000 } });
    expect((await store.get(id)).split).toBeUndefined();
  });

  it('refuses a change to rows the journal does not hold, and to a discarded journal', async () => {
    const store = createImportJournal({ dir: join(dataDir, 'imports') });
    const { id } = await store.save(journal());
    const change = { id, status: 'open' as const, mapping: {}, rows: [row(0, 'sent-ok'), row(99, 'sent-ok')] };
    await expect(store.saveRows(change)).rejects.toMatchObject({ kind: 'invalid-input', message: expect.stringContaining('not in this import') });
    expect((await store.get(id)).rows[0]?.outcome).toBe('pending');
    await store.discard(id);
    await expect(store.saveRows({ ...change, rows: [row(0, 'sent-ok')] })).rejects.toThrow('no longer saved');
    expect(readdirSync(join(dataDir, 'imports'))).toEqual([]);
  });

  it('runs saves of one import in order, so the last one wins', async () => {
    const store = createImportJournal({ dir: join(dataDir, 'imports') });
    const { id } = await store.save(journal());
    const saves = ['sending', 'sent-ok', 'rejected'].map((outcome, i) =>
      store.save({ ...journal({ rows: [row(0, outcome as JournalRow['outcome'], outcome === 'rejected' ? { reason: `try ${i}` } : {})] }), id }),
    );
    await Promise.all(saves);
    const saved = await store.get(id);
    expect(saved.rows).toEqual([row(0, 'rejected', { reason: 'try 2' })]);
    // No temp files left behind.
    expect(readdirSync(join(dataDir, 'imports'))).toEqual([`${id}.json`]);
  });
});

describe('imports bridge handlers', () => {
  const router = () => createBridgeRouter(importMethods, importHandlers({ dataDir }), { log: () => undefined });
  const ctx = { origin: 'web' } as const;

  it('saves a split 20,000-row journal through the router (its raised input cap): parts, the collection of each row, the summary names the new collections', async () => {
    const r = router();
    // Half way through: the chosen collection took 4000, "Weekly AU (2)" 5000, "(3)" was being created when the desk stopped.
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      i < 4000 ? row(i, 'sent-ok', { collectionId: 7 }) : i < 9000 ? row(i, i < 8000 ? 'sent-ok' : 'sending', { collectionId: 8 }) : row(i),
    );
    const split = { parts: [{ name: 'Weekly AU (2)', collectionId: 8 }, { name: 'Weekly AU (3)' }] };
    const saved = await r.invoke('imports.save', { journal: journal({ rows, split }) }, ctx);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const { id, splitInto, counts } = saved.value as { id: string; splitInto: string[]; counts: { sentOk: number; sending: number; ready: number } };
    expect(splitInto).toEqual(['Weekly AU (2)', 'Weekly AU (3)']);
    expect(counts).toMatchObject({ sentOk: 8000, sending: 1000, ready: 11_000 });
    const file = JSON.parse(readFileSync(join(dataDir, 'imports', `${id}.json`), 'utf8')) as { rows: unknown[] };
    expect(file.rows).toHaveLength(20_000);

    const listed = await r.invoke('imports.list', {}, ctx);
    expect(listed.ok && (listed.value as { unfinished: { splitInto: string[] }[] }).unfinished[0]?.splitInto).toEqual(['Weekly AU (2)', 'Weekly AU (3)']);
    const got = await r.invoke('imports.get', { id }, ctx);
    expect(got.ok && got.value).toMatchObject({ split });
    const back = got.ok ? (got.value as { rows: JournalRow[] }).rows : [];
    expect(back).toHaveLength(20_000);
    expect(back[8500]).toEqual(row(8500, 'sending', { collectionId: 8 }));
    expect(back[9000]).toEqual(row(9000));
    expect(await r.invoke('imports.discard', { id }, ctx)).toEqual({ ok: true, value: { discarded: true } });
    expect(await r.invoke('imports.get', { id }, ctx)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('no longer saved') },
    });
  });

  it('refuses more than 20,000 rows, more than 8 new collections and malformed rows as invalid input', async () => {
    const r = router();
    const tooMany = await r.invoke('imports.save', { journal: journal({ rows: Array.from({ length: 20_001 }, (_, i) => row(i)) }) }, ctx);
    expect(tooMany).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const parts = Array.from({ length: 9 }, (_, i) => ({ name: `Weekly AU (${i + 2})` }));
    expect(await r.invoke('imports.save', { journal: journal({ split: { parts } }) }, ctx)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const bad = await r.invoke('imports.save', { journal: { ...journal(), rows: [{ rowNumber: 1, values: {}, outcome: 'lost', errors: [] }] } }, ctx);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await r.invoke('imports.get', { id: '../x' }, ctx)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});
