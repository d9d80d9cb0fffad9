import { startTestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import type { BridgeError } from '../../../shared/bridge/result.ts';
import { clearKeychainService, startTestDesk, testKeychainService } from './desk-test-kit.ts';
import type { TestDesk } from './desk-test-kit.ts';
import { startFaultProxy } from './fault-proxy.ts';
import type { FaultFigures, FaultRates, Perturb } from './fault-proxy.ts';

/** How big a day is: the bench runs the whole day, `npm test` a shorter one. */
export interface DaySize {
  importRows: number;
  pastedAsins: number;
  cataloguePages: number;
}

/** The day of the issue: a 5000-row import, pasted lists of twenty, twenty catalogue pages. */
export const FULL_DAY: DaySize = { importRows: 5000, pastedAsins: 20, cataloguePages: 20 };
/** A shorter day for `npm test`. */
export const SHORT_DAY: DaySize = { importRows: 1200, pastedAsins: 8, cataloguePages: 2 };

/** Faults of a bad network: about one request in five meets one; a third of file downloads are cut midway. */
export const BAD_NETWORK: FaultRates = { delay: 0.05, drop: 0.04, reset: 0.04, resetDownload: 0.3, serverError: 0.05, busy: 0.02 };

/** What a day ended with: the proxy's figures and what the desk and the user saw. */
export interface DayReport {
  figures: FaultFigures;
  /** Client retries the desk logged. */
  retries: number;
  /** Import rows neither in the collection nor reported as rejected. */
  rowsLost: number;
  rowsAdded: number;
  rowsRejected: number;
  /** Calls whose answer was lost and that the day settled by reading again instead of sending again. */
  reconciled: number;
  /** Failures the user saw (each followed by what a user does: try again or re-read). */
  userVisibleFailures: string[];
  watchersLeft: number;
  /** What the Account screen read at the end of the day. */
  account: { remainingCredits: number; paymentDescriptions: string[] };
  connection: string;
  ms: number;
}

/** Runs the scripted day through the composed desk, against a sandbox behind a fault proxy. */
export async function runFaultyDay(options: { size: DaySize; seed: number; rates: FaultRates; perturb?: Perturb }): Promise<DayReport> {
  const started = performance.now();
  const remote = await startTestSandbox({ cookieDelayMs: 40, jobDelayMs: 1 });
  const proxy = await startFaultProxy({
    target: remote.baseUrl,
    seed: options.seed,
    rates: options.rates,
    delayMs: 250,
    ...(options.perturb ? { perturb: options.perturb } : {}),
  });
  const keychainService = testKeychainService('faulty-day');
  const t = await startTestDesk({ keychainService, sandbox: { cookieDelayMs: 40, jobDelayMs: 1 } });
  const day = new Day(t);
  try {
    const user = remote.sandbox.users[0];
    if (!user) throw new Error('the sandbox seeded no user');
    const profile = await t.value<{ id: string }>('profiles.add', { name: 'Flaky', baseUrl: proxy.url, auth: 'apiKey', apiKey: user.apiKey });
    await t.value('profiles.switch', { id: profile.id });
    proxy.enabled = true;
    await day.loginAndRotate(user.email, user.password);
    await day.postcodes([
      [1, '2000'],
      [2, '10001'],
      [5, '2000'],
    ]);
    const imported = await day.importRows(options.size.importRows);
    const runs = [await day.pastedRun('Pasted A', options.size.pastedAsins, 0), await day.pastedRun('Pasted B', options.size.pastedAsins, 1)];
    for (const run of runs) await day.downloadResults(run);
    await day.categoryScrape();
    await day.browseCatalogue(options.size.cataloguePages);
    const account = await day.account();
    proxy.enabled = false;
    const connection = await t.value<{ state: string }>('connection.check', {});
    const watchers = await t.value<{ watchers: unknown[] }>('watch.list', {});
    return {
      figures: proxy.figures(),
      retries: t.logs.filter((l) => / retry \d+\/\d+ in /.test(l)).length,
      ...imported,
      reconciled: day.reconciled,
      userVisibleFailures: day.failures,
      watchersLeft: watchers.watchers.length,
      account,
      connection: connection.state,
      ms: performance.now() - started,
    };
  } finally {
    await t.dispose();
    await proxy.close();
    await remote.close();
    clearKeychainService(keychainService);
  }
}

const TRIES = 6;
const asin = (n: number): string => `B${n.toString(36).toUpperCase().padStart(9, '0')}`;

// The user's side of the day: what a person does after a failure is to try again or look again.
class Day {
  reconciled = 0;
  readonly failures: string[] = [];
  private readonly t: TestDesk;
  constructor(t: TestDesk) {
    this.t = t;
  }

  /** A read the user repeats (a screen's "Try again") until it works. */
  async read<T>(method: string, input: unknown = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const result = await this.t.call(method, input);
      if (result.ok) return result.value as T;
      this.failed(method, result.error);
      if (attempt >= TRIES) throw new Error(`${method} kept failing: ${result.error.message}`);
    }
  }

  /**
   * A change sent once. When its answer is lost the user reads again (`find`) before sending again, as the
   * desk's message asks; a change the service refused outright is sent again only for a transient reason.
   */
  async change<T>(method: string, input: unknown, find: () => Promise<T | undefined>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const result = await this.t.call(method, input);
      if (result.ok) return result.value as T;
      this.failed(method, result.error);
      if (result.error.kind === 'network' || result.error.kind === 'timeout') {
        const found = await find();
        if (found !== undefined) {
          this.reconciled++;
          return found;
        }
      }
      if (attempt >= TRIES) throw new Error(`${method} kept failing: ${result.error.message}`);
    }
  }

  async loginAndRotate(email: string, password: string): Promise<void> {
    await this.change('credentials.login', { email, password }, async () => undefined);
    // A rotation whose answer is lost is finished by the desk from the session token; asking again finishes a pending one.
    await this.change('credentials.rotate', {}, async () => undefined);
  }

  async postcodes(pairs: [number, string][]): Promise<void> {
    const from = this.t.events.length;
    const ids: number[] = [];
    for (const [domain, zipcode] of pairs) {
      const created = await this.change<{ id: number }>('zipcodes.create', { domain, zipcode }, async () => {
        const rows = await this.read<{ id: number; zipcode: string; domain: number }[]>('zipcodes.list', { domain });
        return rows.find((z) => z.zipcode === zipcode);
      });
      ids.push(created.id);
    }
    for (const id of ids) {
      const now = await this.read<{ id: number; status: string }[]>('zipcodes.list', {});
      const row = now.find((z) => z.id === id);
      if (row?.status !== 'active')
        await this.t.waitForEvent('postcode.status', (p) => p.zipcodeId === id && p.status === 'active', { from, timeoutMs: 30_000 });
    }
  }

  async collection(name: string): Promise<number> {
    const made = await this.change<{ id: number }>(
      'collections.add',
      { name, request_type: 'marketplace', schedule: 'Manual', priority: 'Normal', notification_email: 'analyst@example.com' },
      async () => {
        const list = await this.read<{ items: { id: number; name: string }[] }>('collections.list', { search: name });
        return list.items.find((c) => c.name === name);
      },
    );
    return made.id;
  }

  /** ASINs now in a collection. */
  async itemsOf(collectionId: number): Promise<Set<string>> {
    const found = new Set<string>();
    for (let skip = 0; ; skip += 1000) {
      const page = await this.read<{ asin: string }[] | { asin_list: { asin: string }[] }>('marketplaceItems.list', {
        collection_id: collectionId,
        skip,
        limit: 1000,
      });
      const rows = Array.isArray(page) ? page : page.asin_list;
      for (const row of rows) found.add(row.asin);
      if (rows.length < 1000) return found;
    }
  }

  /** The import as the Import screen does it: chunks of 1000, a lost chunk settled by reading the collection. */
  async importRows(count: number): Promise<{ rowsAdded: number; rowsRejected: number; rowsLost: number }> {
    const collectionId = await this.collection('Imported');
    // Every 50th row is malformed on purpose: it must come back reported, never silently dropped.
    const rows = Array.from({ length: count }, (_, i) => (i % 50 === 49 ? `bad-${i}` : asin(100_000 + i)));
    const rejected = new Set<string>();
    let pending = [...rows];
    for (let round = 0; pending.length > 0 && round < TRIES * 3; round++) {
      const chunk = pending.slice(0, 1000);
      const csv = ['domain,customer_postcode,asin,include_raw_html', ...chunk.map((a) => `marketplace.com.au,2000,${a},false`)].join('\n');
      const result = await this.t.call('items.uploadBulk', { type: 'marketplace', collectionId, csv, fileName: 'day.csv' });
      if (result.ok) {
        const answer = result.value as { error_rows: { row?: number; asin?: string }[] };
        for (const row of answer.error_rows) {
          const code = row.asin ?? (row.row !== undefined ? chunk[row.row - 1] : undefined);
          if (code !== undefined) rejected.add(code);
        }
        pending = pending.slice(chunk.length);
        continue;
      }
      this.failed('items.uploadBulk', result.error);
      if (result.error.kind === 'network' || result.error.kind === 'timeout') {
        const present = await this.itemsOf(collectionId);
        this.reconciled++;
        // Rows already in are settled; the rest (the malformed ones too) go again and get their answer.
        pending = pending.filter((a) => !present.has(a));
      }
    }
    const present = await this.itemsOf(collectionId);
    // A row is accounted for when it is in the collection or came back rejected with a reason; nothing else counts.
    const lost = rows.filter((a) => !present.has(a) && !rejected.has(a)).length;
    return { rowsAdded: present.size, rowsRejected: rejected.size, rowsLost: lost };
  }

  /** A collection filled from a pasted list, run and watched to its end. */
  async pastedRun(name: string, count: number, offset: number): Promise<{ collectionId: number; runnerId: number }> {
    const collectionId = await this.collection(name);
    const asins = Array.from({ length: count }, (_, i) => asin(900_000 + offset * 1000 + i));
    await this.change(
      'marketplaceItems.createMultiple',
      { collection: collectionId, domain: 'marketplace.com.au', customer_postcode: '2000', asins: asins.join(',') },
      async () => ((await this.itemsOf(collectionId)).size === count ? {} : undefined),
    );
    const from = this.t.events.length;
    const run = await this.change<{ runner_id: number }>('runs.run', { collection_id: collectionId }, async () => {
      const results = await this.read<{ items: { id: number }[] }>('runs.results', { collection_id: collectionId });
      const runner = results.items[0];
      return runner ? { runner_id: runner.id } : undefined;
    });
    await this.t.waitForEvent('run.finished', (p) => p.runnerId === run.runner_id, { from, timeoutMs: 60_000 });
    return { collectionId, runnerId: run.runner_id };
  }

  async downloadResults(run: { collectionId: number; runnerId: number }): Promise<void> {
    const results = await this.read<{ items: { id: number; download_links: { pages: string[]; all_pages: string } }[] }>('runs.results', {
      collection_id: run.collectionId,
    });
    const runner = results.items.find((r) => r.id === run.runnerId);
    if (!runner) throw new Error('the finished run is not listed');
    await this.read('files.saveResult', { url: runner.download_links.all_pages, suggestedName: `run-${run.runnerId}.json` });
    for (const page of runner.download_links.pages) await this.read('files.readResultPage', { url: page });
  }

  async categoryScrape(): Promise<void> {
    const from = this.t.events.length;
    const input = {
      category_url: 'https://www.marketplace.com.au/b/?node=4851799051',
      marketplace_node_id: '4851799051',
      domain: 'marketplace.com.au',
      postcode: '2000',
    };
    const added = await this.change<{ id: number }>('categoryScrape.add', input, async () => {
      const list = await this.read<{ items: { id: number; request_type: string }[] }>('collections.list', {});
      return list.items.find((c) => c.request_type === 'category');
    });
    await this.t.waitForEvent('run.finished', (p) => p.collectionId === added.id, { from, timeoutMs: 60_000 });
  }

  async browseCatalogue(pages: number): Promise<void> {
    const tree = await this.read<{ categories: { seoPath: string }[] }>('catalogue.categories', { flat: true });
    for (const category of tree.categories.slice(0, pages)) {
      await this.read('catalogue.products', { seo_path: category.seoPath, page: 0 });
    }
  }

  async account(): Promise<DayReport['account']> {
    const credits = await this.read<{ remaining_credits: number }>('accounts.credits');
    const payments = await this.read<{ items: { description: string }[] }>('accounts.payments', {});
    await this.read('settings.domains');
    return { remainingCredits: credits.remaining_credits, paymentDescriptions: payments.items.map((p) => p.description) };
  }

  private failed(method: string, error: BridgeError): void {
    this.failures.push(`${method}: ${error.kind}: ${error.message}`);
  }
}
