import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createServer } from 'node:net';
import type { Result } from '../../shared/bridge/result.ts';
import { createWebDesk } from './web-desk.ts';

// The fixture's contract, seen from the renderer (which may not import electron/).
interface FixtureDesk {
  test: {
    echo(input: { name: unknown }): Promise<Result<{ name: string }>>;
    emit(input: object): Promise<Result<object>>;
    dropStreams(input: object): Promise<Result<object>>;
  };
  app: { info(input: object): Promise<Result<{ mode: string }>> };
  nope: { thing(input: object): Promise<Result<unknown>> };
  on(event: string, listener: (payload: unknown) => void): () => void;
}

let child: ChildProcess;
let fixture: { origin: string; token: string; imageBase: string };

beforeAll(async () => {
  child = spawn(process.execPath, ['electron/web/test-fixture-server.ts'], { cwd: `${import.meta.dirname}/../..`, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve) => lines.once('line', resolve));
  fixture = JSON.parse(first) as typeof fixture;
});
afterAll(async () => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin?.end();
  await exited;
});

const makeDesk = (token: string | null, baseUrl = fixture.origin): FixtureDesk =>
  createWebDesk({ token, baseUrl, events: ['credits.changed'], retry: { baseMs: 5, capMs: 50 } }) as unknown as FixtureDesk;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Emits until the listener has seen `count` events: each try is one real round trip, never a sleep. */
async function emitUntil(desk: FixtureDesk, seen: () => number, count: number): Promise<void> {
  for (let i = 0; i < 500 && seen() < count; i++) await desk.test.emit({});
}

describe('browser-mode desk transport', () => {
  it('calls bridge methods as desk.<area>.<verb>(input) and returns their Results', async () => {
    const desk = makeDesk(fixture.token);
    expect(await desk.test.echo({ name: 'Sydney' })).toEqual({ ok: true, value: { name: 'Sydney' } });
    expect(await desk.app.info({})).toMatchObject({ ok: true, value: { mode: 'web' } });
    expect(await desk.test.echo({ name: 3 })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await desk.nope.thing({})).toMatchObject({ ok: false, error: { kind: 'unknown-method' } });
  });

  it('turns a wrong or missing token and an unreachable server into Results', async () => {
    expect(await makeDesk('wrong').test.echo({ name: 'x' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await makeDesk(null).test.echo({ name: 'x' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const gone = makeDesk(fixture.token, `http://127.0.0.1:${await freePort()}`);
    expect(await gone.test.echo({ name: 'x' })).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('is not thenable and answers nothing for reserved names', async () => {
    const desk = makeDesk(fixture.token) as unknown as Record<string, Record<string, unknown> | undefined>;
    expect(desk.then).toBeUndefined();
    expect(desk.__proto__).toBeUndefined();
    expect(desk.test?.then).toBeUndefined();
    expect(desk.test?.constructor).toBeUndefined();
    expect(await Promise.resolve(desk)).toBe(desk);
    expect(() => makeDesk(fixture.token).on('no.such.event', () => {})).toThrow(/Unknown desk event/);
  });

  it('delivers events over the streamed /events and reconnects when the stream ends', async () => {
    const desk = makeDesk(fixture.token);
    let seen = 0;
    const off = desk.on('credits.changed', (payload) => {
      expect(payload).toEqual({});
      seen += 1;
    });
    await emitUntil(desk, () => seen, 1);
    expect(seen).toBeGreaterThanOrEqual(1);
    const before = seen;
    expect(await desk.test.dropStreams({})).toEqual({ ok: true, value: {} });
    await emitUntil(desk, () => seen, before + 1);
    expect(seen).toBeGreaterThan(before);
    off();
  });
});
