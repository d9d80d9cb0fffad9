import type { CompareChange, LocalOutput, LocalRun } from '../../shared/bridge/methods/local-copy.ts';
import type { Answers } from './fake-desk.ts';
import { collectionRecord } from './collection-service.ts';
import { collectionPageService, localItem } from './collection-page-service.ts';
import type { CollectionPageService } from './collection-page-service.ts';
import { postcodeService } from './postcode-service.ts';

const products = [
  'Breville the Barista Express Espresso Machine, Brushed Stainless Steel BES870BSS',
  'Philips Series 3000 Cordless Stick Vacuum Cleaner with 60-minute run time',
  'Anker 737 Power Bank (PowerCore 24K), 140W portable charger',
  'LEGO Technic Lamborghini Sián FKP 37 42115 building set for adults',
  'Kindle Paperwhite (16 GB) – now with a 6.8" display and adjustable warm light',
];
const availabilities = ['In stock.', 'Only 6 left in stock.', 'Currently unavailable.', 'Usually dispatched within 4 to 5 days.'];
const runAt = ['2026-11-27T03:38:00.000Z', '2026-11-28T03:41:00.000Z'];

const asinOf = (i: number) => `B0${String(10_000_000 + i).slice(0, 8)}`;
const priceOf = (i: number, run: number) => Math.round((19.95 + ((i * 37) % 480) + run * (((i % 7) - 3) * 1.31)) * 100) / 100;

/**
 * A collection as an analyst keeps one: 1,200 marketplace items with long retailer titles and prices, two
 * archived runs a day apart (their outputs, the comparison, one item's history), and watch rules of its own.
 */
export function busyCollection(id = 12, name = 'Coffee machines and grinders — Sydney metro, weekly price watch'): CollectionPageService {
  const count = 1200;
  const seed = Array.from({ length: count }, (_, i) =>
    localItem(i + 1, asinOf(i), {
      customId: i % 5 === 0 ? `SKU-${String(4000 + i)}-AU-SYD` : null,
      title: products[i % products.length] ?? null,
      price: priceOf(i, 1),
      currency: '$',
      availability: availabilities[i % availabilities.length] ?? null,
      inStock: i % 4 !== 2,
      trend: [priceOf(i, 0), priceOf(i, 1)],
      outputRunId: 42,
    }),
  );
  const service = collectionPageService(
    collectionRecord(id, name, { status: 'enable', item_count: count, schedule: 'Daily', schedule_time: { hours: ['06.00'] }, last_run_at: runAt[1] }),
    postcodeService([{ domain: 1, zipcode: '2000' }]),
    seed,
  );
  const outputsOf = (run: number): LocalOutput[] =>
    seed.map((item, i) => ({
      key: item.key,
      code: item.code,
      title: item.title,
      price: priceOf(i, run),
      currency: '$',
      availability: item.availability,
      inStock: item.inStock,
      fields: { asin: item.code, title: item.title, price: `$${priceOf(i, run).toFixed(2)}`, availability: item.availability, rating: 4.5, reviews: 1515 },
    }));
  const run = (runId: number, at: string, failed: number): LocalRun => ({
    runId,
    kind: 'items',
    stage: 'done',
    createdAt: at,
    finishedAt: at,
    itemCount: count,
    processedCount: count - failed,
    failedCount: failed,
    archive: 'archived',
    reason: null,
    outputCount: count - failed,
    files: {
      pages: Array.from({ length: 13 }, (_, p) => `http://127.0.0.1:37865/results/${id}/${runId}/Coffee_machines_${runId}_Results_Page_${p + 1}.json`),
      allPages: `http://127.0.0.1:37865/results/${id}/${runId}/Coffee_machines_${runId}_Results_All_Pages.zip`,
    },
  });
  service.runs.push(run(41, runAt[0] ?? '', 0), run(42, runAt[1] ?? '', 29));
  service.outputs.set(41, outputsOf(0));
  service.outputs.set(42, outputsOf(1));
  Object.assign(service.answers, analysisAnswers(id, seed.length));
  return service;
}

function analysisAnswers(collectionId: number, count: number): Answers {
  const rows = Array.from({ length: count }, (_, i) => {
    const [a, b] = [priceOf(i, 0), priceOf(i, 1)];
    const change: CompareChange = i % 9 === 3 ? 'stock-out' : i % 9 === 4 ? 'stock-in' : b > a ? 'up' : b < a ? 'down' : 'same';
    return {
      key: `${asinOf(i)}@marketplace.com.au@2000`,
      code: asinOf(i),
      title: products[i % products.length] ?? null,
      priceA: a,
      priceB: b,
      delta: Math.round((b - a) * 100) / 100,
      pct: Math.round(((b - a) / a) * 10_000) / 100,
      currency: '$',
      availabilityA: 'In stock.',
      availabilityB: change === 'stock-out' ? 'Currently unavailable.' : 'Only 6 left in stock.',
      inStockA: change !== 'stock-in',
      inStockB: change !== 'stock-out',
      change,
    };
  });
  const tally = (c: CompareChange) => rows.filter((r) => r.change === c).length;
  return {
    'localCopy.compare': {
      collectionId,
      runA: { runId: 41, at: runAt[0] ?? '' },
      runB: { runId: 42, at: runAt[1] ?? '' },
      rows,
      totals: {
        items: count,
        up: tally('up'),
        down: tally('down'),
        same: tally('same'),
        stockIn: tally('stock-in'),
        stockOut: tally('stock-out'),
        new: 0,
        missing: 0,
      },
    },
    'localCopy.history': ({ itemKey }) => ({
      collectionId,
      itemKey,
      points: runAt.map((at, run) => ({
        runId: 41 + run,
        at,
        price: 389.95 + run * 5.45,
        currency: '$',
        availability: 'Only 6 left in stock.',
        inStock: true,
        title: products[0] ?? null,
        brand: null,
      })),
    }),
    'localCopy.stockByRun': {
      collectionId,
      runs: runAt.map((at, run) => ({ runId: 41 + run, at, items: count - run * 29, inStock: 880 - run * 40, outOfStock: 300 })),
    },
    'inbox.rules': {
      collectionId,
      own: true,
      rules: [
        { kind: 'priceDownPct', value: 5 },
        { kind: 'priceBelow', value: 350 },
        { kind: 'outOfStock', value: null },
        { kind: 'failedRuns', value: 3 },
      ],
      defaults: [{ kind: 'priceDownPct', value: 10 }],
    },
  };
}
