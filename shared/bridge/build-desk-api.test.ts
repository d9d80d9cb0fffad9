import { describe, expect, it, vi } from 'vitest';
import { okResult, type Result } from './result.ts';
import { buildDeskApi, type DeskApiNames, type SubscribeChannel } from './build-desk-api.ts';

const rethrow = (_event: string, error: unknown): never => {
  throw error;
};

const names: DeskApiNames = { methods: ['postcodes.list', 'postcodes.add', 'app.info'], events: ['credits.changed', 'run.finished'] };

function fakeChannel() {
  let handler: ((event: unknown, payload: unknown) => void) | null = null;
  const subscribe = vi.fn<SubscribeChannel>((h) => {
    handler = h;
    return () => {
      handler = null;
    };
  });
  return { subscribe, emit: (event: unknown, payload: unknown) => handler?.(event, payload), subscribed: () => handler !== null };
}

describe('buildDeskApi', () => {
  it('nests one function per contract method, each forwarding its name and input', async () => {
    const invoke = vi.fn(async (method: string, input: unknown): Promise<Result<unknown>> => okResult({ method, input }));
    const desk = buildDeskApi(names, invoke, fakeChannel().subscribe, rethrow);
    expect(Object.keys(desk).sort()).toEqual(['app', 'on', 'postcodes']);
    expect(Object.keys(desk.postcodes ?? {}).sort()).toEqual(['add', 'list']);
    await expect(desk.postcodes?.list?.({ page: 2 })).resolves.toEqual(okResult({ method: 'postcodes.list', input: { page: 2 } }));
    expect(invoke).toHaveBeenCalledWith('postcodes.list', { page: 2 });
  });

  it('is frozen, so the page cannot swap a method', () => {
    const desk = buildDeskApi(names, vi.fn(), fakeChannel().subscribe, rethrow);
    expect(Object.isFrozen(desk)).toBe(true);
    expect(Object.isFrozen(desk.postcodes)).toBe(true);
  });

  it('turns a transport failure into an internal Result instead of a throw', async () => {
    const desk = buildDeskApi(names, async () => Promise.reject(new Error('no handler')), fakeChannel().subscribe, rethrow);
    await expect(desk.app?.info?.({})).resolves.toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('refuses names that are not area.verb identifiers', () => {
    for (const bad of ['__proto__.x', 'a.constructor', 'on.x', 'postcodes', 'a.b.c', 'A.b', 'a.b-c']) {
      expect(() => buildDeskApi({ methods: [bad], events: [] }, vi.fn(), vi.fn(), rethrow)).toThrow(/not allowed/);
    }
  });

  it('delivers declared events to their listeners over one channel subscription', () => {
    const channel = fakeChannel();
    const desk = buildDeskApi(names, vi.fn(), channel.subscribe, rethrow);
    const credits = vi.fn();
    const finished = vi.fn();
    const stopCredits = desk.on('credits.changed', credits);
    const stopFinished = desk.on('run.finished', finished);
    expect(channel.subscribe).toHaveBeenCalledTimes(1);

    channel.emit('credits.changed', {});
    channel.emit('run.finished', { runnerId: 1 });
    channel.emit(42, {});
    expect(credits).toHaveBeenCalledWith({});
    expect(finished).toHaveBeenCalledWith({ runnerId: 1 });

    stopCredits();
    stopCredits();
    channel.emit('credits.changed', {});
    expect(credits).toHaveBeenCalledTimes(1);
    expect(channel.subscribed()).toBe(true);
    stopFinished();
    expect(channel.subscribed()).toBe(false);
  });

  it('refuses undeclared events', () => {
    const desk = buildDeskApi(names, vi.fn(), fakeChannel().subscribe, rethrow);
    expect(() => desk.on('secrets.leaked', vi.fn())).toThrow(/Unknown desk event/);
  });

  it('reports a listener that throws and still delivers the event to the others', () => {
    const channel = fakeChannel();
    const reported: [string, unknown][] = [];
    const desk = buildDeskApi(names, vi.fn(), channel.subscribe, (event, error) => reported.push([event, error]));
    const broken = new Error('listener bug');
    const after = vi.fn();
    desk.on('credits.changed', () => {
      throw broken;
    });
    desk.on('credits.changed', after);
    channel.emit('credits.changed', { n: 1 });
    expect(reported).toEqual([['credits.changed', broken]]);
    expect(after).toHaveBeenCalledWith({ n: 1 });
  });

  it('without a method list answers any area.verb as asked (browser mode), and nothing for reserved names', async () => {
    const invoke = vi.fn(async (method: string): Promise<Result<unknown>> => okResult(method));
    const desk = buildDeskApi({ methods: null, events: names.events }, invoke, fakeChannel().subscribe, rethrow) as unknown as Record<
      string,
      Record<string, unknown> | undefined
    >;
    const list = desk.postcodes?.list as (input: unknown) => Promise<Result<unknown>>;
    await expect(list({})).resolves.toEqual(okResult('postcodes.list'));
    expect(desk.postcodes?.list).toBe(list);
    for (const name of ['then', '__proto__', 'constructor', 'toJSON', 'Bad']) expect(desk[name]).toBeUndefined();
    expect(desk.postcodes?.then).toBeUndefined();
    expect(await Promise.resolve(desk)).toBe(desk);
  });
});
