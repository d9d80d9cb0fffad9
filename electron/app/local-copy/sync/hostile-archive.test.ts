import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryOutputs, queryRuns } from '../sqlite/local-queries.ts';
import { archivePending, syncRuns } from './local-sync.ts';
import { runsToArchive, saveCollections, saveRuns } from '../sqlite/local-writes.ts';
import { STOPPED_REASON } from '../copy-model.ts';
import { copyFullReason } from './read-caps.ts';
import { isOwnResultLink } from './result-archive.ts';
import { deflated, zipOfDeflated } from '../testing/deflated-zip.ts';
import { sendJson, startTestServer } from '../../service/test-server.ts';
import { finishedRun, partsCollection, startServiceStub, type ServiceStub } from '../testing/service-stub.ts';

let stub: ServiceStub;
const collection = partsCollection(1);

beforeEach(async () => {
  stub = await startServiceStub();
  saveCollections(stub.db, [collection], new Date().toISOString(), false);
});

afterEach(async () => {
  await stub.close();
});

/** A JSON result page of `count` records of items `P<from>`… */
const page = (from: number, count: number) =>
  new TextEncoder().encode(JSON.stringify(Array.from({ length: count }, (_, i) => ({ sku: `P${from + i}`, postcode: '2000', price: '$1.00' }))));

const runOf = (runId: number) => queryRuns(stub.db, collection.id).find((r) => r.runId === runId);

describe('result files from a hostile service', () => {
  it('refuses a 300 KB ZIP of 11 million tiny records from its directory, and the run says why', async () => {
    // Two pages of 75 MB each of 13-byte records: read whole, they once took the desk's heap down.
    const tiny = Buffer.from('{"sku":"P1"},'.repeat(80_000));
    const bomb = deflated(Buffer.concat([Buffer.from('['), ...Array<Buffer>(75).fill(tiny), Buffer.from('{"sku":"P1"}]')]));
    const zip = zipOfDeflated([
      { name: 'r_1_Results_Page_1.json', entry: bomb },
      { name: 'r_1_Results_Page_2.json', entry: bomb },
    ]);
    expect(zip.byteLength).toBeLessThan(400_000);
    stub.answers.files.set('r_1_Results_All_Pages.zip', zip);
    stub.answers.runs = [finishedRun(1, collection.id, 5000, 'r_1_Results_All_Pages.zip')];

    await syncRuns(stub.target, collection);
    expect(runOf(1)).toMatchObject({
      archive: 'failed',
      outputCount: 0,
      reason: 'r_1_Results_Page_1.json in r_1_Results_All_Pages.zip unpacks to more than 8 MB.',
    });
    expect(stub.fileRequests).toEqual(['r_1_Results_All_Pages.zip']);
  });

  it('refuses pages that hold more records than the run’s items can give, storing none of them; the other runs go on', async () => {
    // Three pages of 1500 records for a run of 2000 items: past its cap of 4000 at the third page.
    stub.answers.files.set('big.zip', zipSync({ 'b_Page_1.json': page(0, 1500), 'b_Page_2.json': page(1500, 1500), 'b_Page_3.json': page(3000, 1500) }));
    stub.answers.files.set('good.zip', zipSync({ 'g_Page_2.json': page(100, 100), 'g_Page_1.json': page(0, 100) }));
    stub.answers.runs = [finishedRun(2, collection.id, 200, 'good.zip'), finishedRun(1, collection.id, 2000, 'big.zip')];

    await syncRuns(stub.target, collection);
    expect(runOf(1)).toMatchObject({
      archive: 'failed',
      outputCount: 0,
      reason: "The result files hold more than 4000 records, more than this run's items can give.",
    });
    expect(queryOutputs(stub.db, 1)).toEqual([]);
    // Stored page by page, in page order.
    expect(runOf(2)).toMatchObject({ archive: 'archived', outputCount: 200 });
    expect(queryOutputs(stub.db, 2).map((o) => o.key)).toEqual(Array.from({ length: 200 }, (_, i) => `P${i}@2000`));
  });

  it('reads no more than 1000 listed JSON pages of a run', async () => {
    const pages = Array.from({ length: 1001 }, (_, i) => `p_Page_${i + 1}.json`);
    stub.answers.runs = [finishedRun(1, collection.id, 5000, '', pages)];
    await syncRuns(stub.target, collection);
    expect(runOf(1)).toMatchObject({ archive: 'failed', reason: 'The run lists 1001 result pages, more than the 1000 the desk reads.' });
    expect(stub.fileRequests).toEqual([]);
  });

  it('fetches result files only from the run’s results folder on its own service: a link elsewhere is refused and said on the run', async () => {
    const elsewhere = await startTestServer((_seen, res) => sendJson(res, []));
    try {
      stub.answers.files.set('good.zip', zipSync({ 'g_Page_1.json': page(0, 100) }));
      const own = finishedRun(1, collection.id, 100, 'good.zip');
      const foreign = { ...own, download_links: { pages: [], all_pages: `${elsewhere.origin}/api/v1/results/${collection.id}/1/good.zip` } };
      // Its own origin but another run's folder, and an address outside the results path: neither is this run's file.
      const otherRun = { ...own, id: 2, download_links: { pages: [], all_pages: `/api/v1/results/${collection.id}/1/good.zip` } };
      const outside = { ...own, id: 3, download_links: { pages: ['/api/v1/users/me/p_Page_1.json'], all_pages: '' } };
      stub.answers.runs = [outside, otherRun, foreign];
      await syncRuns(stub.target, collection);
      for (const id of [1, 2, 3])
        expect(runOf(id)).toMatchObject({ archive: 'failed', outputCount: 0, reason: expect.stringMatching(/^Result link points elsewhere: not fetched/) });
      expect(runOf(1)?.reason).toContain(new URL(elsewhere.origin).host);
      expect(elsewhere.requests).toEqual([]);
      expect(stub.fileRequests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('archives nothing more while the copy is over its size cap, says so on the run, and archives it once there is room', async () => {
    stub.answers.files.set('good.zip', zipSync({ 'g_Page_1.json': page(0, 100) }));
    stub.answers.runs = [finishedRun(1, collection.id, 100, 'good.zip')];
    const full = { ...stub.target, maxCopyBytes: 16 * 1024 };
    await syncRuns(full, collection);
    expect(runOf(1)).toMatchObject({ archive: 'failed', reason: copyFullReason(16 * 1024) });
    expect(runOf(1)?.reason).toMatch(/holds more than 16 KB, its cap\. Keep results for fewer days, or purge the copy/);
    expect(stub.fileRequests).toEqual([]);

    stub.clock.now = new Date(stub.clock.now.getTime() + 3_600_000);
    await archivePending(stub.target);
    expect(runOf(1)).toMatchObject({ archive: 'archived', outputCount: 100, reason: null });
  });
});

describe('a desk that dies while archiving a run', () => {
  const child = fileURLToPath(new URL('../testing/archive-child.ts', import.meta.url));

  /** Runs the start-up archive pass in a child process and kills it once it is fetching the run's files. */
  const dieWhileArchiving = async (): Promise<void> => {
    const asked = stub.fileRequests.length;
    const proc = spawn(process.execPath, [child, stub.file, stub.server.origin], { stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve));
    const fetching = setInterval(() => {
      if (stub.fileRequests.length > asked) proc.kill('SIGKILL');
    }, 20);
    const code = await exited;
    clearInterval(fetching);
    expect(code, 'the child ended before fetching: it found nothing to archive').toBeNull();
  };

  /** Lists run 1 (its ZIP answered never) without archiving it. */
  const listHangingRun = () => {
    stub.answers.files.set('r_All_Pages.zip', 'hang');
    saveRuns(stub.db, collection.id, [{ ...finishedRun(1, collection.id, 100, 'r_All_Pages.zip'), kind: 'items' }], new Date().toISOString());
  };

  it('is tried three times, then shown as not archived with the reason, and never fetched again', async () => {
    listHangingRun();
    for (let i = 0; i < 3; i += 1) await dieWhileArchiving();
    expect(stub.fileRequests).toHaveLength(3);

    // Even with its file good now, the next pass gives up on it rather than die a fourth time.
    stub.answers.files.set('r_All_Pages.zip', zipSync({ 'r_Page_1.json': page(0, 100) }));
    expect(await archivePending(stub.target)).toBe(0);
    expect(stub.fileRequests).toHaveLength(3);
    expect(runOf(1)).toMatchObject({ archive: 'failed', reason: STOPPED_REASON });
    expect(runsToArchive(stub.db, new Date(Date.now() + 365 * 86_400_000).toISOString())).toEqual([]);
  }, 60_000);

  it('holds one death against no run: the next pass archives it', async () => {
    listHangingRun();
    await dieWhileArchiving();
    stub.answers.files.set('r_All_Pages.zip', zipSync({ 'r_Page_1.json': page(0, 100) }));
    expect(await archivePending(stub.target)).toBe(1);
    expect(runOf(1)).toMatchObject({ archive: 'archived', outputCount: 100, reason: null });
  }, 30_000);
});

describe('a run’s own result link', () => {
  const base = 'https://prices.example.com';
  const ref = { collectionId: 3, runId: 12 };
  it('is a file in the run’s results folder on the profile’s service, written whole or as a path', () => {
    expect(isOwnResultLink(base, `${base}/api/v1/results/3/12/Kettles_12_Results_All_Pages.zip`, ref)).toBe(true);
    expect(isOwnResultLink(base, '/api/v1/results/3/12/p%20Page_1.json', ref)).toBe(true);
    expect(isOwnResultLink(base, 'results/3/12/p_Page_1.json', ref)).toBe(true);
  });

  it('is not one elsewhere, on another port or scheme, with a login, in another folder, or past a hidden separator', () => {
    for (const link of [
      'https://prices.example.com.evil.test/api/v1/results/3/12/r.zip',
      'https://prices.example.com:8443/api/v1/results/3/12/r.zip',
      'http://prices.example.com/api/v1/results/3/12/r.zip',
      'https://me:pw@prices.example.com/api/v1/results/3/12/r.zip',
      '/api/v1/results/3/13/r.zip',
      '/api/v1/results/3/12/sub/r.zip',
      '/api/v1/results/3/12/..%2F..%2F..%2Fusers%2Fme',
      '/api/v1/users/payments/1/invoice.pdf',
      'file:///etc/passwd',
      'not a link',
    ])
      expect(isOwnResultLink(base, link, ref), link).toBe(false);
  });
});
