import { expect } from 'vitest';
import { waitFor, type RawEnvelope, type TestAuth, type TestSandbox } from '../testing/test-sandbox.ts';

/** Domain ids of the seeded domains (completions 3). */
export const DOMAIN_IDS = { marketplaceAu: 1, marketplaceUs: 2, marketplaceUk: 3, partsstore: 5, officestore: 6 } as const;

/** The `data` of a success envelope; fails the test on a failure envelope. */
export function dataOf<T>(envelope: RawEnvelope): T {
  expect(envelope, JSON.stringify(envelope)).toMatchObject({ status: 1, code: 200 });
  return envelope.data as T;
}

/** Registers a postcode through `zipcodes/create-zipcode/` and waits until it is `active`; returns its id. */
export async function activePostcode(sb: TestSandbox, domain: number, zipcode: string, auth?: TestAuth): Promise<number> {
  const created = dataOf<{ id: number }>(await sb.call('zipcodes/create-zipcode/', { domain, zipcode }, auth));
  await waitFor(async () => {
    const list = dataOf<{ id: number; status: string }[]>(await sb.call('zipcodes/get-zipcodes/', { domain }, auth));
    return list.find((z) => z.id === created.id && z.status === 'active') ? true : undefined;
  });
  return created.id;
}

/** Creates an item collection of a type through `schedules/add_schedule/`; returns its id. */
export async function newCollection(
  sb: TestSandbox,
  requestType: 'marketplace' | 'partsstore' | 'officestore',
  auth?: TestAuth,
  name = `${requestType} collection`,
): Promise<number> {
  const body = { name, request_type: requestType, schedule: 'Manual', priority: 'Normal', notification_email: 'a@example.com' };
  return dataOf<{ id: number }>(await sb.call('schedules/add_schedule/', body, auth)).id;
}

/** The second seeded user's credential (start the sandbox with `users: 2` or more). */
export function secondUser(sb: TestSandbox): TestAuth {
  const user = sb.sandbox.users[1];
  if (!user) throw new Error('start the test sandbox with users: 2');
  return { apiKey: user.apiKey };
}

/** A marketplace bulk CSV of `count` rows with distinct ASINs (`B` + 9 digits from `start`). */
export function asinCsv(count: number, postcode: string, start = 0, domain = 'marketplace.com.au'): string {
  const lines = ['domain,customer_postcode,asin,include_raw_html'];
  for (let i = 0; i < count; i++) lines.push(`${domain},${postcode},${asinAt(start + i)},false`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The `i`-th synthetic ASIN. */
export function asinAt(i: number): string {
  return `B${String(i).padStart(9, '0')}`;
}
