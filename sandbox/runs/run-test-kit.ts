import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { expect } from 'vitest';
import type { Runner } from '../../shared/api/runs.ts';
import { openDatabase } from '../store/db.ts';
import { waitFor, type RawEnvelope, type TestAuth, type TestSandbox } from '../testing/test-sandbox.ts';

/** The `data` of a success envelope; fails the test on a failure envelope. */
export function dataOf<T>(envelope: RawEnvelope): T {
  expect(envelope, JSON.stringify(envelope)).toMatchObject({ status: 1, code: 200 });
  return envelope.data as T;
}

/** A user's credit balance as `users/credits/` answers it. */
export interface Credits {
  available_credits: number;
  used_credits: number;
  frozen_credits: number;
  remaining_credits: number;
}

/** Reads the caller's credits. */
export async function creditsOf(sb: TestSandbox, auth?: TestAuth): Promise<Credits> {
  return dataOf<Credits>(await sb.call('users/credits/', {}, auth));
}

/** Registers an active postcode (waits for its cookies); returns its id. */
export async function activePostcode(sb: TestSandbox, domain: number, zipcode: string, auth?: TestAuth): Promise<number> {
  const created = dataOf<{ id: number }>(await sb.call('zipcodes/create-zipcode/', { domain, zipcode }, auth));
  await waitFor(async () => {
    const list = dataOf<{ id: number; status: string }[]>(await sb.call('zipcodes/get-zipcodes/', { domain }, auth));
    return list.some((z) => z.id === created.id && z.status === 'active') ? true : undefined;
  });
  return created.id;
}

/** Creates an item collection through `schedules/add_schedule/`; returns its id. */
export async function newCollection(
  sb: TestSandbox,
  options: { type?: 'marketplace' | 'partsstore' | 'officestore'; name?: string; priority?: string; auth?: TestAuth; email?: string } = {},
): Promise<number> {
  const body = {
    name: options.name ?? 'Weekly Prices',
    request_type: options.type ?? 'marketplace',
    schedule: 'Manual',
    priority: options.priority ?? 'Normal',
    notification_email: options.email ?? 'runs@example.com',
  };
  return dataOf<{ id: number }>(await sb.call('schedules/add_schedule/', body, options.auth)).id;
}

/** The `i`-th synthetic ASIN (`B` + 9 digits). */
export function asinAt(i: number): string {
  return `B${String(i).padStart(9, '0')}`;
}

/** Adds ASINs (marketplace.com.au, the given postcode value) through `create/multiple/`. */
export async function addAsins(sb: TestSandbox, collection: number, asins: string[], postcode = '2000', auth?: TestAuth): Promise<void> {
  for (let i = 0; i < asins.length; i += 1000) {
    const body = { collection, domain: 'marketplace.com.au', customer_postcode: postcode, asins: asins.slice(i, i + 1000).join(',') };
    const result = dataOf<{ success_count: number; error_rows: unknown[] }>(await sb.call('schedules/marketplace/asin/create/multiple/', body, auth));
    expect(result.error_rows).toEqual([]);
  }
}

/** A marketplace collection of `count` ASINs (from `start`) with an active postcode 2000; returns its id. */
export async function marketplaceCollection(
  sb: TestSandbox,
  count: number,
  options: { name?: string; priority?: string; start?: number; auth?: TestAuth } = {},
): Promise<number> {
  const id = await newCollection(sb, { name: options.name, priority: options.priority, auth: options.auth });
  const start = options.start ?? 0;
  await addAsins(
    sb,
    id,
    Array.from({ length: count }, (_, i) => asinAt(start + i)),
    '2000',
    options.auth,
  );
  return id;
}

/** Reads one runner of a collection through the results listing. */
export async function runnerOf(sb: TestSandbox, collectionId: number, runnerId: number, auth?: TestAuth): Promise<Runner> {
  const page = dataOf<{ items: Runner[] }>(await sb.call('schedules/collections/results/download/', { collection_id: collectionId, limit: 100 }, auth));
  const runner = page.items.find((r) => r.id === runnerId);
  if (!runner) throw new Error(`runner ${runnerId} not listed`);
  return runner;
}

/** Waits until a run is `done` or `failed`; returns its record. */
export async function waitRunEnded(sb: TestSandbox, collectionId: number, runnerId: number, timeoutMs = 20_000, auth?: TestAuth): Promise<Runner> {
  return waitFor(async () => {
    const runner = await runnerOf(sb, collectionId, runnerId, auth);
    return runner.stage === 'done' || runner.stage === 'failed' ? runner : undefined;
  }, timeoutMs);
}

/** Fetches a result file URL with the first user's key (or `auth`). */
export async function fetchFile(sb: TestSandbox, url: string, auth?: TestAuth): Promise<Response> {
  const chosen = auth === undefined ? { apiKey: sb.apiKey } : auth;
  const headers: Record<string, string> =
    chosen === null ? {} : 'apiKey' in chosen ? { 'x-api-key': chosen.apiKey } : { authorization: `Token ${chosen.token}` };
  return fetch(url, { headers });
}

/** The second seeded user's credential (start the sandbox with `users: 2`). */
export function secondUser(sb: TestSandbox): TestAuth {
  const user = sb.sandbox.users[1];
  if (!user) throw new Error('start the test sandbox with users: 2');
  return { apiKey: user.apiKey };
}

/** Opens the sandbox's own database file beside it (for setting up what no endpoint can, e.g. a due time). */
export function openSandboxDb(sb: TestSandbox): DatabaseSync {
  return openDatabase(join(sb.sandbox.dataDir, 'sandbox.sqlite'));
}

/** The sandbox's outbox messages (`sandbox/outbox/`), newest first. */
export async function outbox(sb: TestSandbox, auth?: TestAuth): Promise<{ id: number; to: string; subject: string }[]> {
  return dataOf<{ items: { id: number; to: string; subject: string }[] }>(await sb.call('sandbox/outbox/', {}, auth)).items;
}
