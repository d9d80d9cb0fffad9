import { afterEach, describe, expect, it } from 'vitest';
import { DOMAINS } from '../../shared/api/settings.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

describe('settings', () => {
  it('lists the domains of completions 3 in order without a credential', async () => {
    sb = await startTestSandbox();
    const res = await sb.call('settings/domains/', {}, null);
    expect(res).toEqual({ code: 200, status: 1, data: DOMAINS });
    expect((res.data as { domain: string }[])[0]!.domain).toBe('marketplace.com.au');
  });

  it('lists at least 20 officestore stores across the states without a credential', async () => {
    sb = await startTestSandbox();
    const res = await sb.call('settings/officestore/stores/', {}, null);
    const stores = res.data as { store_id: string; state: string; lat: number }[];
    expect(res.status).toBe(1);
    expect(stores.length).toBeGreaterThanOrEqual(20);
    expect(new Set(stores.map((st) => st.state)).size).toBeGreaterThanOrEqual(6);
    expect(stores[0]!.store_id).toMatch(/^[A-Z]\d+$/);
  });

  it('answers the public settings the same way when a credential is sent', async () => {
    sb = await startTestSandbox();
    expect((await sb.call('settings/domains/', {})).data).toEqual(DOMAINS);
  });
});
