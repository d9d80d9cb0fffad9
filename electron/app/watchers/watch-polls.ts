import { serviceContract } from '../../../shared/api/contract.ts';
import type { Runner } from '../../../shared/api/runs.ts';
import type { bridgeEvents } from '../../../shared/bridge/events.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import type { DeskNotification } from '../desk-notification.ts';
import type { ServiceClient } from '../service/service-client.ts';
import type { WatchSpec } from './watch-specs.ts';

const { zipcodes, categoryScrape, runs, collections } = serviceContract;

/** What a poll may do besides calling the service. */
export interface PollContext {
  publish: EventHub<typeof bridgeEvents>['publish'];
  notify: (notification: DeskNotification) => void;
}

/** What a watcher last saw, to publish only changes. */
export interface PollMemory {
  status?: string;
  stage?: string;
  count?: number;
  failed?: number;
}

/** A poll's outcome: whether the job ended (or is gone) and whether anything moved. */
export interface PollOutcome {
  done: boolean;
  changed: boolean;
}

const RUNNERS_PER_PAGE = 50;
const MAX_RUNNER_PAGES = 10;

/** Polls a job once and publishes what changed. */
export function pollJob(spec: WatchSpec, client: ServiceClient, memory: PollMemory, ctx: PollContext): Promise<PollOutcome> {
  switch (spec.kind) {
    case 'zipcode':
      return pollZipcode(spec.zipcodeId, client, memory, ctx);
    case 'scrape':
      return pollScrape(spec.collectionId, client, memory, ctx);
    case 'run':
      return pollRun(spec.collectionId, spec.runnerId, client, memory, ctx);
  }
}

async function pollZipcode(zipcodeId: number, client: ServiceClient, memory: PollMemory, ctx: PollContext): Promise<PollOutcome> {
  const found = (await client.call(zipcodes.list, {})).find((z) => z.id === zipcodeId);
  if (!found) return { done: true, changed: false }; // deleted meanwhile
  const ended = found.status !== 'in-progress';
  const changed = memory.status !== undefined && memory.status !== found.status;
  memory.status = found.status;
  if (changed || ended) {
    ctx.publish('postcode.status', { zipcodeId, status: found.status, zipcode: found.zipcode, domain: found.domain.domain });
  }
  if (ended) {
    // The same postcode is often added for several domains at once: the title names which one this is.
    const which = `Postcode ${found.zipcode} for ${found.domain.domain}`;
    ctx.notify({
      kind: 'postcodeActive',
      target: { kind: 'postcode', zipcodeId },
      ...(found.status === 'active'
        ? { title: `${which} is ready`, body: 'Its session cookies are ready: it can be used in items and category scrapes.' }
        : { title: `${which} failed`, body: 'Its session cookies could not be generated: edit or re-add it to try again.' }),
    });
  }
  return { done: ended, changed };
}

async function pollScrape(collectionId: number, client: ServiceClient, memory: PollMemory, ctx: PollContext): Promise<PollOutcome> {
  const [runner] = await client.call(categoryScrape.result, { collection_id: collectionId });
  if (!runner) return { done: true, changed: false };
  const changed = memory.stage !== runner.stage || memory.count !== runner.asin_count;
  memory.stage = runner.stage;
  memory.count = runner.asin_count;
  if (changed) {
    ctx.publish('scrape.progress', { collectionId, runnerId: runner.id, stage: runner.stage, asinCount: runner.asin_count });
  }
  const ended = runner.is_download_generated || runner.stage === 'failed';
  if (ended) {
    const stage = runner.stage === 'failed' ? 'failed' : 'done';
    const name = await collectionName(client, collectionId);
    ctx.publish('run.finished', { collectionId, runnerId: runner.id, stage, processed: runner.asin_count, failed: 0 });
    ctx.publish('credits.changed', {});
    ctx.notify({
      kind: 'scrapeFinished',
      target: { kind: 'scrape', collectionId },
      ...(stage === 'done'
        ? { title: 'Category scrape finished', body: `${name}: ${runner.asin_count} products found.` }
        : { title: 'Category scrape failed', body: `${name}: the scrape did not finish.` }),
    });
  }
  return { done: ended, changed };
}

async function findRunner(client: ServiceClient, collectionId: number, runnerId: number): Promise<Runner | undefined> {
  for (let page = 0; page < MAX_RUNNER_PAGES; page += 1) {
    const answer = await client.call(runs.results, { collection_id: collectionId, skip: page * RUNNERS_PER_PAGE, limit: RUNNERS_PER_PAGE });
    const runner = answer.items.find((r) => r.id === runnerId);
    if (runner || (page + 1) * RUNNERS_PER_PAGE >= answer.total) return runner;
  }
  return undefined;
}

async function pollRun(collectionId: number, runnerId: number, client: ServiceClient, memory: PollMemory, ctx: PollContext): Promise<PollOutcome> {
  const runner = await findRunner(client, collectionId, runnerId);
  if (!runner) return { done: true, changed: false };
  const changed = memory.count !== runner.processed_count || memory.failed !== runner.failed_count;
  memory.count = runner.processed_count;
  memory.failed = runner.failed_count;
  const progress = { collectionId, runnerId, processed: runner.processed_count, failed: runner.failed_count };
  if (changed) ctx.publish('run.progress', { ...progress, itemCount: runner.item_count });
  const ended = runner.stage === 'done' || runner.stage === 'failed';
  if (ended) {
    const name = await collectionName(client, collectionId);
    ctx.publish('run.finished', { ...progress, stage: runner.stage });
    ctx.publish('credits.changed', {});
    ctx.notify({
      kind: 'runFinished',
      target: { kind: 'run', collectionId, runnerId },
      title: runner.stage === 'done' ? 'Run finished' : 'Run failed',
      body: `${name}: ${runner.processed_count} of ${runner.item_count} items processed, ${runner.failed_count} failed.`,
    });
  }
  return { done: ended, changed };
}

/** The collection's name for a notification, or its number when it cannot be read. */
async function collectionName(client: ServiceClient, collectionId: number): Promise<string> {
  try {
    return (await client.call(collections.get, { collection_id: collectionId })).name;
  } catch {
    return `Collection ${collectionId}`;
  }
}
