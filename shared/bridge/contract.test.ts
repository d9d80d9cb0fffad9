import { describe, expect, expectTypeOf, it } from 'vitest';
import { serviceContract, sandboxContract } from '../api/contract.ts';
import { bridgeContract } from './contract.ts';
import { bridgeEvents } from './events.ts';
import type { Desk } from './desk-api.ts';
import { SERVICE_EXCLUDED, serviceMethods, serviceRuleExcluded } from './methods/service-methods.ts';
import type { Result } from './result.ts';
import type { MethodOutput } from './define.ts';

describe('bridge contract', () => {
  it('derives one method per JSON service endpoint, leaving out files, uploads and the credential lifecycle', () => {
    for (const name of serviceRuleExcluded) expect(SERVICE_EXCLUDED).toContain(name);
    const expected = Object.entries(serviceContract)
      .flatMap(([area, endpoints]) => Object.keys(endpoints).map((name) => `${area}.${name}`))
      .filter((name) => !(SERVICE_EXCLUDED as readonly string[]).includes(name));
    expect(Object.keys(serviceMethods).sort()).toEqual(expected.sort());
    expect(Object.keys(bridgeContract)).toContain('zipcodes.create');
    expect(Object.keys(bridgeContract)).toContain('app.info');
    for (const name of SERVICE_EXCLUDED) expect(Object.keys(bridgeContract)).not.toContain(name);
    for (const area of Object.keys(sandboxContract)) expect(Object.keys(bridgeContract).some((n) => n.startsWith(`${area}.`))).toBe(false);
  });

  it('names every method <area>.<verb>', () => {
    for (const name of Object.keys(bridgeContract)) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('rejects unknown input keys and keeps the service’s own checks', () => {
    const create = bridgeContract['zipcodes.create'];
    expect(create.input.safeParse({ domain: 1, zipcode: '2000' }).success).toBe(true);
    expect(create.input.safeParse({ domain: 1, zipcode: '2000', user: 2 }).success).toBe(false);
    const play = bridgeContract['playground.post'];
    expect(play.input.safeParse({ request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000' }).success).toBe(false);
    expect(play.input.safeParse({ request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B0', x: 1 }).success).toBe(
      false,
    );
  });

  it('never lets a credential out: the API key is stripped from account outputs', () => {
    const details = {
      id: 1,
      user: 1,
      api_key: 'pfx.secret',
      system_emails: true,
      update_emails: false,
      notification_emails: true,
      timezone: 'Australia/Sydney',
      created_at: 'x',
      updated_at: 'y',
    };
    for (const name of ['accounts.accountDetails', 'accounts.profileUpdate'] as const) {
      const out = bridgeContract[name].output.parse(details);
      expect(out).not.toHaveProperty('api_key');
      expect(out).toMatchObject({ timezone: 'Australia/Sydney' });
    }
  });

  it('types desk.<area>.<verb>(input) from the contract', () => {
    expectTypeOf<Parameters<Desk['zipcodes']['create']>[0]>().toEqualTypeOf<{ domain: number; zipcode: string }>();
    expectTypeOf<ReturnType<Desk['app']['info']>>().toEqualTypeOf<Promise<Result<{ version: string; mode: 'electron' | 'web'; sandbox: boolean }>>>();
    expectTypeOf<MethodOutput<(typeof serviceMethods)['accounts.accountDetails']>>().not.toHaveProperty('api_key');
    expectTypeOf<MethodOutput<(typeof serviceMethods)['accounts.accountDetails']>>().toHaveProperty('timezone');
    expectTypeOf<Desk>().not.toHaveProperty('outbox');
    expectTypeOf<Desk['accounts']>().not.toHaveProperty('login');
    expectTypeOf<Desk['marketplaceItems']>().not.toHaveProperty('createBulk');
  });

  it('declares the events with their payloads', () => {
    expect(Object.keys(bridgeEvents).sort()).toEqual([
      'app.open',
      'connection.state',
      'copyStore.progress',
      'credits.changed',
      'inbox.matched',
      'localCopy.changed',
      'postcode.status',
      'run.finished',
      'run.progress',
      'scrape.progress',
      'settings.changed',
      'sync.status',
      'updates.status',
    ]);
    expect(bridgeEvents['app.open'].safeParse({ target: { kind: 'run', collectionId: 1, runnerId: 2 } }).success).toBe(true);
    expect(bridgeEvents['app.open'].safeParse({ target: { kind: 'run', collectionId: 1 } }).success).toBe(false);
    expect(bridgeEvents['app.open'].safeParse({ target: { kind: 'changes', collectionId: 1, runId: 2 } }).success).toBe(true);
    expect(bridgeEvents['postcode.status'].safeParse({ zipcodeId: 3, status: 'active', zipcode: '2000', domain: 'marketplace.com.au' }).success).toBe(true);
    expect(bridgeEvents['connection.state'].safeParse({ profileId: 'p1', state: 'offline', message: 'No network.', lastReachedAt: null }).success).toBe(true);
    expect(bridgeEvents['connection.state'].safeParse({ profileId: 'p1', state: 'offline', lastReachedAt: '2026-03-03T10:42:00.000Z' }).success).toBe(true);
    // A time main did not write as ISO 8601 is refused, not shown as is.
    expect(bridgeEvents['connection.state'].safeParse({ profileId: 'p1', state: 'offline', lastReachedAt: 'yesterday' }).success).toBe(false);
    expect(bridgeEvents['updates.status'].safeParse({ state: 'downloading', autoCheck: true, version: '2.0.0', percent: 140 }).success).toBe(false);
  });
});
