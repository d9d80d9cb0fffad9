import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A self-signed certificate made for one test run: its PEM files on disk, and their text. */
export interface TestCertificate {
  certFile: string;
  keyFile: string;
  cert: string;
  key: string;
  dispose(): Promise<void>;
}

/** Makes a fresh self-signed certificate (CN=localhost, SAN localhost and 127.0.0.1 unless `san` says) with the openssl command. */
export async function makeTestCertificate(san = 'DNS:localhost,IP:127.0.0.1'): Promise<TestCertificate> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-cert-'));
  const certFile = join(dir, 'server-ca.pem');
  const keyFile = join(dir, 'server-key.pem');
  // prettier-ignore
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', `subjectAltName=${san}`, '-keyout', keyFile, '-out', certFile,
  ]);
  return {
    certFile,
    keyFile,
    cert: await readFile(certFile, 'utf8'),
    key: await readFile(keyFile, 'utf8'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
