import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { method } from '../../../shared/bridge/define.ts';
import { withInputCap } from '../../../shared/bridge/input-cap.ts';
import type { Result } from '../../../shared/bridge/result.ts';
import { createBridgeRouter, INTERNAL_MESSAGE, type BridgeContext } from './router.ts';

const contract = {
  'test.echo': method('Echoes a name.', z.object({ name: z.string(), count: z.int().optional() }).strict(), z.object({ name: z.string() })),
  'test.leak': method('Returns more than it declares.', z.object({}).strict(), z.object({ name: z.string() })),
  'test.throw': method('Throws a plain error.', z.object({}).strict(), z.object({})),
  'test.syncThrow': method('Throws before returning a promise.', z.object({}).strict(), z.object({})),
  'test.service': method('Throws a service-shaped error.', z.object({}).strict(), z.object({})),
  'test.badOutput': method('Returns the wrong type.', z.object({}).strict(), z.object({ n: z.int() })),
  'test.big': withInputCap(method('Takes many rows.', z.object({ rows: z.array(z.string()) }).strict(), z.int()), 8 * 1024 * 1024),
  'test.ctx': method('Says who called.', z.object({}).strict(), z.object({ origin: z.string() })),
};

function makeRouter() {
  const logs: string[] = [];
  const router = createBridgeRouter(
    contract,
    {
      'test.echo': async (input) => ({ name: input.name }),
      'test.leak': async () => ({ name: 'a', apiKey: 'abc.def', nested: { token: 't' } }) as { name: string },
      'test.throw': async () => {
        throw new Error('boom: Authorization: Token 9f8e7d6c5b4a39281706f5e4d3c2b1a0 failed');
      },
      'test.syncThrow': (() => {
        throw new TypeError('sync boom');
      }) as () => Promise<Record<string, never>>,
      'test.service': async () => {
        throw Object.assign(new Error('Zipcode already exists for this domain.'), { kind: 'service', code: 409 });
      },
      'test.badOutput': async () => ({ n: 'not a number' }) as unknown as { n: number },
      'test.big': async (input) => input.rows.length,
      'test.ctx': async (_input, ctx) => ({ origin: ctx.origin }),
    },
    { log: (line) => logs.push(line) },
  );
  return { router, logs };
}

const ctx: BridgeContext = { origin: 'ipc' };
const KINDS = [
  'invalid-input',
  'unknown-method',
  'forbidden',
  'credential-rejected',
  'no-credential',
  'keychain-unavailable',
  'service',
  'unusable-answer',
  'network',
  'timeout',
  'cancelled',
  'internal',
];

function expectResult(r: Result<unknown>): void {
  expect(typeof r.ok).toBe('boolean');
  if (!r.ok) {
    expect(KINDS).toContain(r.error.kind);
    expect(typeof r.error.message).toBe('string');
    expect(r.error.message.length).toBeGreaterThan(0);
  }
}

describe('bridge router', () => {
  it('passes a valid call through and tells who called', async () => {
    const { router } = makeRouter();
    expect(await router.invoke('test.echo', { name: 'x', count: 2 }, ctx)).toEqual({ ok: true, value: { name: 'x' } });
    expect(await router.invoke('test.ctx', {}, { origin: 'web' })).toEqual({ ok: true, value: { origin: 'web' } });
    expect(router.methods).toContain('test.echo');
  });

  it('answers unknown-method for unknown names, prototype names included', async () => {
    const { router } = makeRouter();
    for (const name of ['nope', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'test', 'test.echo.x', 'x'.repeat(100_000)]) {
      const r = await router.invoke(name, {}, ctx);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.kind).toBe('unknown-method');
        expect(r.error.message.length).toBeLessThan(200);
      }
    }
    const r = await router.invoke(42 as unknown as string, {}, ctx);
    expect(r.ok === false && r.error.kind).toBe('unknown-method');
  });

  it('names the field and the problem for wrong types and extra fields', async () => {
    const { router } = makeRouter();
    const wrongType = await router.invoke('test.echo', { name: 5 }, ctx);
    expect(wrongType.ok === false && wrongType.error).toMatchObject({ kind: 'invalid-input' });
    expect(wrongType.ok === false && wrongType.error.message).toMatch(/^name: /);
    const extra = await router.invoke('test.echo', { name: 'x', admin: true }, ctx);
    expect(extra.ok === false && extra.error.kind).toBe('invalid-input');
    expect(extra.ok === false && extra.error.message).toMatch(/admin/);
    for (const input of [undefined, null, 'x', 1, [], [{ name: 'x' }], { name: 'x', count: 1.5 }]) {
      const r = await router.invoke('test.echo', input, ctx);
      expect(r.ok === false && r.error.kind).toBe('invalid-input');
    }
  });

  it('refuses prototype-pollution keys and pollutes nothing', async () => {
    const { router } = makeRouter();
    for (const text of ['{"name":"x","__proto__":{"polluted":true}}', '{"name":"x","constructor":{"prototype":{"polluted":true}}}']) {
      const r = await router.invoke('test.echo', JSON.parse(text), ctx);
      expect(r.ok === false && r.error.kind).toBe('invalid-input');
    }
    const nested = await router.invoke('test.big', JSON.parse('{"rows":["a"],"__proto__":{"polluted":true}}'), ctx);
    expect(nested.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses inputs over the cap, and honours a method’s bigger cap', async () => {
    const { router } = makeRouter();
    const huge = { name: 'x'.repeat(3 * 1024 * 1024) };
    const r = await router.invoke('test.echo', huge, ctx);
    expect(r.ok === false && r.error).toMatchObject({ kind: 'invalid-input' });
    expect(r.ok === false && r.error.message).toMatch(/bytes/);
    const rows = Array.from({ length: 60_000 }, (_, i) => `row-${i}-${'y'.repeat(40)}`);
    expect(await router.invoke('test.big', { rows }, ctx)).toEqual({ ok: true, value: 60_000 });
    expect(router.inputCap('test.big')).toBe(8 * 1024 * 1024);
    expect(router.inputCap('test.echo')).toBe(2 * 1024 * 1024);
    const tooMany = await router.invoke('test.big', { rows: [...rows, ...rows, ...rows, ...rows] }, ctx);
    expect(tooMany.ok === false && tooMany.error.kind).toBe('invalid-input');
  });

  it('refuses inputs that are not plain data', async () => {
    const { router } = makeRouter();
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    for (const input of [cyclic, { name: 'x', n: 10n }]) {
      const r = await router.invoke('test.echo', input, ctx);
      expect(r.ok === false && r.error.kind).toBe('invalid-input');
    }
    const hostile = {
      get name(): string {
        throw new Error('getter boom');
      },
    };
    const r = await router.invoke('test.echo', hostile, ctx);
    expect(r.ok === false && ['invalid-input', 'internal'].includes(r.error.kind)).toBe(true);
  });

  it('maps thrown errors to Results: bridge-shaped errors keep kind, message and code', async () => {
    const { router, logs } = makeRouter();
    expect(await router.invoke('test.service', {}, ctx)).toEqual({
      ok: false,
      error: { kind: 'service', message: 'Zipcode already exists for this domain.', code: 409 },
    });
    const thrown = await router.invoke('test.throw', {}, ctx);
    expect(thrown).toEqual({ ok: false, error: { kind: 'internal', message: INTERNAL_MESSAGE } });
    expect(logs.join('\n')).toMatch(/boom/);
    expect(logs.join('\n')).not.toMatch(/9f8e7d6c5b4a39281706f5e4d3c2b1a0/);
    const sync = await router.invoke('test.syncThrow', {}, ctx);
    expect(sync.ok === false && sync.error.kind).toBe('internal');
  });

  it('strips undeclared output fields and refuses outputs that break their schema', async () => {
    const { router, logs } = makeRouter();
    expect(await router.invoke('test.leak', {}, ctx)).toEqual({ ok: true, value: { name: 'a' } });
    const bad = await router.invoke('test.badOutput', {}, ctx);
    expect(bad).toEqual({ ok: false, error: { kind: 'internal', message: INTERNAL_MESSAGE } });
    expect(logs.some((l) => l.includes('test.badOutput'))).toBe(true);
  });

  it('never throws on random inputs and names (seeded fuzz)', async () => {
    const { router } = makeRouter();
    let seed = 1234567;
    const rand = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const atoms: unknown[] = [
      null,
      undefined,
      0,
      -1,
      1.5,
      NaN,
      Infinity,
      '',
      'x',
      '__proto__',
      true,
      false,
      [],
      {},
      2n,
      Symbol('s'),
      () => 1,
      new Date(0),
      new Map(),
    ];
    const value = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.4) return pick(atoms);
      if (r < 0.6) return Array.from({ length: Math.floor(rand() * 4) }, () => value(depth + 1));
      const o: Record<string, unknown> = {};
      for (let i = 0; i < Math.floor(rand() * 4); i++) o[pick(['name', 'count', 'rows', '__proto__', 'constructor', 'x'])] = value(depth + 1);
      return o;
    };
    const names = [...Object.keys(contract), 'nope', '__proto__', 'constructor', ''];
    for (let i = 0; i < 2000; i++) {
      const r = await router.invoke(pick(names), value(0), pick<BridgeContext>([{ origin: 'ipc' }, { origin: 'web' }]));
      expectResult(r);
    }
  });
});
