import { describe, expect, it } from 'vitest';
import { bridgeEvents } from '../../../shared/bridge/events.ts';
import { createEventHub } from './event-hub.ts';

describe('event hub', () => {
  it('delivers valid payloads to typed and catch-all listeners, stripped to the schema', () => {
    const hub = createEventHub(bridgeEvents, { log: () => {} });
    const seen: unknown[] = [];
    const all: [string, unknown][] = [];
    const off = hub.on('run.progress', (p) => seen.push(p.processed));
    hub.subscribe((event, payload) => all.push([event, payload]));
    const payload = { collectionId: 1, runnerId: 2, processed: 3, failed: 0, itemCount: 10, secret: 'x' };
    expect(hub.publish('run.progress', payload)).toBe(true);
    off();
    hub.publish('run.progress', payload);
    expect(seen).toEqual([3]);
    expect(all[0]).toEqual(['run.progress', { collectionId: 1, runnerId: 2, processed: 3, failed: 0, itemCount: 10 }]);
  });

  it('drops invalid payloads and undeclared events, and survives a throwing listener', () => {
    const logs: string[] = [];
    const hub = createEventHub(bridgeEvents, { log: (l) => logs.push(l) });
    const got: unknown[] = [];
    hub.on('credits.changed', () => {
      throw new Error('listener boom');
    });
    hub.on('credits.changed', (p) => got.push(p));
    expect(hub.publish('postcode.status', { zipcodeId: 'x', status: 'active', zipcode: '2000', domain: 'd' } as never)).toBe(false);
    expect(hub.publish('nope' as 'credits.changed', {})).toBe(false);
    expect(hub.publish('__proto__' as 'credits.changed', {})).toBe(false);
    expect(hub.publish('credits.changed', {})).toBe(true);
    expect(got).toEqual([{}]);
    expect(logs.some((l) => l.includes('listener boom'))).toBe(true);
    expect(logs.some((l) => l.includes('zipcodeId'))).toBe(true);
  });
});
