import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContract } from '../../../shared/api/contract.ts';
import { MISSING_TEXT } from '../../../shared/api/lenient.ts';
import { startTestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import type { TestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import { startFaultProxy } from '../testing/fault-proxy.ts';
import type { FaultProxy, Perturb } from '../testing/fault-proxy.ts';
import { perturbShownFields, stringCredits } from '../testing/perturb.ts';
import { createServiceClient } from './service-client.ts';
import { ServiceError } from './service-error.ts';

const NO_FAULTS = { delay: 0, drop: 0, reset: 0, resetDownload: 0, serverError: 0, busy: 0 };
let remote: TestSandbox;
const proxies: FaultProxy[] = [];

beforeAll(async () => {
  remote = await startTestSandbox();
});
afterAll(async () => {
  for (const proxy of proxies) await proxy.close();
  await remote.close();
});

/** A client of the real sandbox behind a proxy that rewrites its answers. */
async function clientThrough(perturb: Perturb) {
  const proxy = await startFaultProxy({ target: remote.baseUrl, seed: 1, rates: NO_FAULTS, perturb });
  proxies.push(proxy);
  const lines: string[] = [];
  const client = createServiceClient({ baseUrl: proxy.url, credential: async () => ({ kind: 'apiKey', value: remote.apiKey }), log: (l) => lines.push(l) });
  return { client, lines };
}

describe('lenient reading of shown-only fields (real sandbox, perturbing proxy)', () => {
  it('shows a null payment description as "—" and logs the oddity once, however often it is read', async () => {
    const { client, lines } = await clientThrough(perturbShownFields);
    const first = await client.call(serviceContract.accounts.payments, {});
    await client.call(serviceContract.accounts.payments, {});
    expect(first.items.length).toBeGreaterThan(1);
    expect(first.items.map((p) => p.description)).toContain(MISSING_TEXT);
    expect(first.items.every((p) => p.amount_cents !== null && p.amount_cents > 0 && Number.isInteger(p.id))).toBe(true);
    expect(first.items[0]?.created_at).toMatch(/\.123456Z$/);
    expect(lines.filter((l) => l.includes('users/payments/: description was null'))).toHaveLength(1);
  });

  it('reads domains and stores with nulls in their labels', async () => {
    const { client } = await clientThrough(perturbShownFields);
    const domains = await client.call(serviceContract.settings.domains, {});
    expect(domains.some((d) => d.country_code === MISSING_TEXT)).toBe(true);
    expect(domains.every((d) => Number.isInteger(d.id) && d.postcode_regex !== '')).toBe(true);
  });

  it('refuses credits sent as text, naming the field, instead of guessing a balance', async () => {
    const { client } = await clientThrough(stringCredits);
    const error: unknown = await client.call(serviceContract.accounts.credits, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).message).toMatch(/^The service's answer to users\/credits\/ could not be used: its field available_credits is not/);
  });
});
