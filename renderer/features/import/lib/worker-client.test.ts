import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import { createRequestHandler } from '../worker/handle-request.ts';
import type { ImportWorkerRequest, ImportWorkerResponse } from '../worker/protocol.ts';
import { createImportWorkerClient } from './worker-client.ts';
import type { ImportProgress, WorkerLike } from './worker-client.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url)));

/** A worker running the real handler in-process, messages structured-cloned and delivered asynchronously. */
class FakeWorker implements WorkerLike {
  readonly received: ImportWorkerRequest[] = [];
  terminated = false;
  private readonly messageListeners: ((event: MessageEvent<ImportWorkerResponse>) => void)[] = [];
  private readonly errorListeners: ((event: ErrorEvent) => void)[] = [];
  private readonly handle = createRequestHandler((m) => {
    const data = structuredClone(m);
    setTimeout(() => this.messageListeners.forEach((l) => l({ data } as MessageEvent<ImportWorkerResponse>)), 0);
  });

  postMessage(message: ImportWorkerRequest): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    setTimeout(() => void this.handle(copy), 0);
  }
  addEventListener(type: 'message' | 'error', listener: ((event: MessageEvent<ImportWorkerResponse>) => void) | ((event: ErrorEvent) => void)): void {
    if (type === 'message') this.messageListeners.push(listener as (event: MessageEvent<ImportWorkerResponse>) => void);
    else this.errorListeners.push(listener as (event: ErrorEvent) => void);
  }
  terminate(): void {
    this.terminated = true;
  }
  fail(message: string): void {
    this.errorListeners.forEach((l) => l({ message } as ErrorEvent));
  }
}

describe('import worker client', () => {
  it('parses with progress and checks, as promises', async () => {
    const worker = new FakeWorker();
    const client = createImportWorkerClient(worker);
    const progress: ImportProgress[] = [];
    const parsed = await client.parse({ bytes: fixture('marketplace-mixed.csv'), type: 'marketplace' }, { onProgress: (p) => progress.push(p) });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(progress[0]).toMatchObject({ phase: 'reading', done: 0 });
    const context = {
      domains: DOMAINS,
      activePostcodes: [{ zipcode: '2000', domainName: 'marketplace.com.au' }],
      storeIds: new Set<string>(),
      existingKeys: new Set<string>(),
      remainingRoom: 5000,
    };
    const rows = await client.check({ type: 'marketplace', rows: parsed.file.rows, mapping: parsed.file.mapping, context });
    expect(rows.map((r) => r.errors.length > 0)).toEqual([false, false, true, true, true, true, false]);
    expect(rows[5]?.errors).toEqual(['Duplicate of line 2']);
  });

  it('sends and assembles rows in several slices', async () => {
    const worker = new FakeWorker();
    const client = createImportWorkerClient(worker);
    const csv = `sku,customer_postcode\n${Array.from({ length: 2500 }, (_, i) => `${String(i).padStart(6, '0')},2000`).join('\n')}`;
    const parsed = await client.parse({ bytes: new TextEncoder().encode(csv), type: 'partsstore' });
    expect(parsed.ok && parsed.file.rows.length).toBe(2500);
    if (!parsed.ok) return;
    expect(parsed.file.rows[2499]).toEqual(['002499', '2000']);
    const context = { domains: DOMAINS, activePostcodes: [], storeIds: new Set<string>(), existingKeys: new Set<string>(), remainingRoom: 5000 };
    const progress: ImportProgress[] = [];
    const rows = await client.check(
      { type: 'partsstore', rows: parsed.file.rows, mapping: parsed.file.mapping, context },
      { onProgress: (p) => progress.push(p) },
    );
    expect(rows.map((r) => r.rowNumber)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 2));
    expect(progress.at(-1)).toEqual({ phase: 'checking', done: 2500, total: 2500 });
    expect(worker.received.map((m) => m.kind)).toEqual(['parse', 'check-rows', 'check-rows', 'check']);
  });

  it('resolves refusals as outcomes, not errors', async () => {
    const client = createImportWorkerClient(new FakeWorker());
    const outcome = await client.parse({ bytes: fixture('partsstore-win1252.csv'), type: 'partsstore' });
    expect(outcome).toMatchObject({ ok: false, failure: { reason: 'not-utf8' } });
  });

  it('keeps the caller bytes usable for a second read', async () => {
    const client = createImportWorkerClient(new FakeWorker());
    const bytes = fixture('partsstore-win1252.csv');
    await client.parse({ bytes, type: 'partsstore' });
    const again = await client.parse({ bytes, encoding: 'windows-1252', type: 'partsstore' });
    expect(again.ok && again.file.rows[0]).toEqual(['0045821', '2000', 'Café brake pads £45']);
  });

  it('an abort rejects with AbortError and sends cancel to the worker', async () => {
    const worker = new FakeWorker();
    const client = createImportWorkerClient(worker);
    const controller = new AbortController();
    const call = client.parse({ bytes: fixture('marketplace-good.csv'), type: 'marketplace' }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.received.map((m) => m.kind)).toEqual(['parse', 'cancel']);
    await expect(client.parse({ bytes: new Uint8Array(0), type: 'marketplace' }, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('a worker error or dispose rejects pending calls', async () => {
    const worker = new FakeWorker();
    const client = createImportWorkerClient(worker);
    const first = client.parse({ bytes: fixture('marketplace-good.csv'), type: 'marketplace' });
    worker.fail('script failed to load');
    await expect(first).rejects.toThrow('The import worker failed: script failed to load');
    const second = client.parse({ bytes: fixture('marketplace-good.csv'), type: 'marketplace' });
    client.dispose();
    await expect(second).rejects.toThrow('The import worker was stopped.');
    expect(worker.terminated).toBe(true);
  });
});
