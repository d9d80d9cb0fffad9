// verify-full against a real PostgreSQL server with TLS on (a throwaway cluster of this file, its certificate
// made for the run, naming `localhost` only): the desk signs in with SCRAM over TLS when the CA file vouches for
// the server, and refuses the server without it, or when it was asked for a name the certificate does not hold.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster.ts';
import { makeTestCertificate, type TestCertificate } from '../testing/test-certificate.ts';
import { DeskClient } from './pg-auth.ts';
import { poolConfig, probePg, type PgSettings } from './pg-connection.ts';
import { PG_SCHEMA_VERSION } from './pg-schema.ts';
import { setupTeamCopy } from './pg-setup.ts';

let password = '';
let cluster: PgCluster;
let cert: TestCertificate;

/** The server reads its key only when its own user owns it, with no access for others. */
async function handToServer(files: TestCertificate): Promise<void> {
  if (process.getuid?.() === 0) {
    const id = async (flag: string) => Number((await promisify(execFile)('id', [flag, 'postgres'])).stdout.trim());
    const [uid, gid] = [await id('-u'), await id('-g')];
    for (const path of [dirname(files.keyFile), files.keyFile, files.certFile]) chownSync(path, uid, gid);
  }
  chmodSync(files.keyFile, 0o600);
}

beforeAll(async () => {
  cert = await makeTestCertificate('DNS:localhost');
  await handToServer(cert);
  cluster = await startPgCluster({ fast: true, settings: { ssl: 'on', ssl_cert_file: cert.certFile, ssl_key_file: cert.keyFile } });
  // The administrator's setup (over loopback) makes the desk's login, as a desk's would be.
  const done = await setupTeamCopy({ connection: `postgres://desk@127.0.0.1:${cluster.port}/postgres`, tls: 'disable', password: cluster.password });
  password = done.passwords.desk ?? '';
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
  await cert?.dispose();
});

const settings = (more: Partial<PgSettings> = {}): PgSettings => ({
  connection: `postgres://desk_app@localhost:${cluster.port}/postgres`,
  tls: 'verify-full',
  password,
  ...more,
});

describe('a team copy’s server with TLS', () => {
  it('with its CA file, the desk signs in with SCRAM over a verified TLS connection', async () => {
    expect(await probePg(settings({ caFile: cert.certFile }))).toMatchObject({
      server: expect.stringMatching(/^PostgreSQL \d+/),
      schemaVersion: PG_SCHEMA_VERSION,
    });
    const client = new DeskClient(poolConfig(settings({ caFile: cert.certFile })));
    await client.connect();
    try {
      const { rows } = await client.query<{ ssl: boolean }>('SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()');
      expect(rows[0]?.ssl).toBe(true);
    } finally {
      await client.end();
    }
  });

  it('without it, the server is refused with how to trust it properly', async () => {
    await expect(probePg(settings())).rejects.toThrow(
      /certificate could not be verified .*as the CA file in Settings → Local copy.*this computer's certificate store/,
    );
  });

  it('a certificate that does not name the host asked for is refused, though its CA is trusted', async () => {
    const byAddress = settings({ caFile: cert.certFile, connection: `postgres://desk_app@127.0.0.1:${cluster.port}/postgres` });
    await expect(probePg(byAddress)).rejects.toThrow(/certificate could not be verified \(Hostname\/IP does not match certificate's altnames/);
  });
});
