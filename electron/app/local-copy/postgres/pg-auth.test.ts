import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isStoreUnreachable } from '../copy-store.ts';
import { startFakePgServer, type FakePgServer, type FakeSession, type PasswordAsk } from '../testing/fake-pg-server.ts';
import { makeCaSignedCertificate, makeTestCertificate, type TestCertificate } from '../testing/test-certificate.ts';
import { DeskClient } from './pg-auth.ts';
import { poolConfig, probePg, type PgSettings } from './pg-connection.ts';
import { createPostgresStore } from './pg-store.ts';

// An impostor (or a server set up with `password`/`md5` in pg_hba.conf) asks for the password: the desk sends
// nothing of it, and says why. A fake server on loopback records every byte that follows the StartupMessage.

const PASSWORD = 'typed-by-the-analyst-Zq7';
let cert: TestCertificate;
let fake: FakePgServer | null = null;

beforeAll(async () => {
  cert = await makeTestCertificate();
});
afterAll(async () => {
  await cert.dispose();
});
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const start = async (tls: boolean, ask: PasswordAsk): Promise<FakePgServer> => {
  fake = await startFakePgServer({ tls: tls ? { key: cert.key, cert: cert.cert } : null, ask });
  return fake;
};

const settings = (server: FakePgServer, more: Partial<PgSettings> = {}): PgSettings => ({
  connection: `postgres://analyst@127.0.0.1:${server.port}/prices`,
  tls: 'verify-full',
  password: PASSWORD,
  ...more,
});

/** What the fake got once the client hung up: no PasswordMessage and nothing of the password, in any form. */
const nothingOfThePassword = async (session: FakeSession | undefined): Promise<void> => {
  expect(session).toBeDefined();
  await session?.closed;
  expect(session?.types).not.toContain('p');
  expect(session?.received.includes(PASSWORD)).toBe(false);
};

/** The message of a promise's rejection. */
const failure = async (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'it connected',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

describe('a server asking for the password other than by SCRAM', () => {
  it('node-postgres alone hands a cleartext password to a server with a trusted certificate (what the desk prevents)', async () => {
    const server = await start(true, 'cleartext');
    const client = new pg.Client({ ...poolConfig(settings(server, { caFile: cert.certFile })), connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    const connecting = client.connect().catch(() => undefined);
    await expect.poll(() => server.sessions[0]?.received.includes(PASSWORD)).toBe(true);
    client.connection.stream.destroy();
    await connecting;
  });

  it('by default (verify-full against the computer’s store) refuses a self-signed certificate before anything is sent', async () => {
    const server = await start(true, 'cleartext');
    const message = await failure(probePg(settings(server)));
    expect(message).toMatch(/The team copy \(PostgreSQL at 127\.0\.0\.1:\d+\/prices\) cannot be reached: the server's certificate could not be verified/);
    expect(message).toContain('as the CA file in Settings → Local copy');
    expect(message).toContain("this computer's certificate store");
    expect(message).not.toMatch(/require/i);
    await server.sessions[0]?.closed;
    expect(server.sessions[0]?.startup).toBe(false);
    expect(server.sessions[0]?.received.length).toBe(0);
  });

  it('refuses a certificate signed by a private CA the computer does not trust, and with that CA’s file gets as far as the password, refused', async () => {
    const signed = await makeCaSignedCertificate();
    try {
      fake = await startFakePgServer({ tls: { key: signed.key, cert: signed.cert }, ask: 'cleartext' });
      const refused = await failure(probePg(settings(fake)));
      expect(refused).toMatch(/certificate could not be verified \(unable to verify the first certificate\), so nothing was sent to it/);
      expect(refused).toContain('add the certificate of the CA that signed the server');
      expect(refused).not.toContain('Node.js');
      expect(fake.sessions[0]?.startup).toBe(false);
      expect(await failure(probePg(settings(fake, { caFile: signed.certFile })))).toContain('asked for the password in clear text');
      await nothingOfThePassword(fake.sessions[1]);
    } finally {
      await signed.dispose();
    }
  });

  it.each<[PasswordAsk, RegExp]>([
    ['cleartext', /asked for the password in clear text; the desk only signs in with SCRAM-SHA-256/],
    ['md5', /asked for the password as MD5; the desk only signs in with SCRAM-SHA-256/],
  ])('with its certificate trusted through the CA file, asking %s, gets no password message', async (ask, why) => {
    const server = await start(true, ask);
    const message = await failure(probePg(settings(server, { caFile: cert.certFile })));
    expect(message).toMatch(why);
    expect(message).toContain('password_encryption = scram-sha-256');
    expect(message).toContain('scram-sha-256 in pg_hba.conf');
    expect(server.sessions[0]?.startup).toBe(true);
    await nothingOfThePassword(server.sessions[0]);
  });

  it.each<PasswordAsk>(['cleartext', 'md5'])('over TLS off on this computer, asking %s, gets no password message', async (ask) => {
    const server = await start(false, ask);
    const message = await failure(probePg(settings(server, { tls: 'disable' })));
    expect(message).toContain('the desk only signs in with SCRAM-SHA-256');
    expect(server.sessions[0]?.startup).toBe(true);
    await nothingOfThePassword(server.sessions[0]);
  });

  it('the team copy’s pool says the same, and the screens read the service live meanwhile', async () => {
    const server = await start(true, 'cleartext');
    const store = createPostgresStore({
      settings: settings(server, { caFile: cert.certFile }),
      source: { baseUrl: 'https://service.example', account: '1' },
      deskId: randomUUID(),
      log: () => undefined,
    });
    const error = await store.facts().then(
      () => null,
      (e: unknown) => e,
    );
    await store.close();
    expect(isStoreUnreachable(error)).toBe(true);
    expect(error instanceof Error ? error.message : '').toContain('asked for the password in clear text');
    await nothingOfThePassword(server.sessions[0]);
  });

  it('the listening connection’s client (a DeskClient) refuses MD5 too', async () => {
    const server = await start(false, 'md5');
    const client = new DeskClient(poolConfig(settings(server, { tls: 'disable' })));
    client.on('error', () => undefined);
    expect(await failure(client.connect())).toContain('asked for the password as MD5');
    await client.end().catch(() => undefined);
    await nothingOfThePassword(server.sessions[0]);
  });
});
