import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A server certificate made for one test run: its PEM files on disk, and their text. */
export interface TestCertificate {
  /** The file a desk trusts: the certificate itself when self-signed, else the private CA's. */
  certFile: string;
  keyFile: string;
  /** The server's certificate and key. */
  cert: string;
  key: string;
  dispose(): Promise<void>;
}

const openssl = (args: string[]) => promisify(execFile)('openssl', args);
const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** Makes a fresh self-signed certificate (CN=localhost, SAN localhost and 127.0.0.1 unless `san` says) with the openssl command. */
export async function makeTestCertificate(san = 'DNS:localhost,IP:127.0.0.1'): Promise<TestCertificate> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-cert-'));
  const certFile = join(dir, 'server-ca.pem');
  const keyFile = join(dir, 'server-key.pem');
  await openssl(['req', '-x509', ...EC, '-days', '2', '-subj', '/CN=localhost', '-addext', `subjectAltName=${san}`, '-keyout', keyFile, '-out', certFile]);
  return {
    certFile,
    keyFile,
    cert: await readFile(certFile, 'utf8'),
    key: await readFile(keyFile, 'utf8'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Makes a private CA and a server certificate it signed (SAN localhost and 127.0.0.1), as an organisation's servers have. */
export async function makeCaSignedCertificate(): Promise<TestCertificate> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-ca-'));
  const file = (name: string) => join(dir, name);
  await openssl(['req', '-x509', ...EC, '-days', '2', '-subj', '/CN=Team Test CA', '-keyout', file('ca-key.pem'), '-out', file('ca.pem')]);
  await openssl(['req', '-new', ...EC, '-subj', '/CN=localhost', '-keyout', file('server-key.pem'), '-out', file('server.csr')]);
  await writeFile(file('ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n');
  // prettier-ignore
  await openssl(['x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca-key.pem'), '-CAcreateserial',
    '-days', '2', '-extfile', file('ext.cnf'), '-out', file('server.pem')]);
  return {
    certFile: file('ca.pem'),
    keyFile: file('server-key.pem'),
    cert: await readFile(file('server.pem'), 'utf8'),
    key: await readFile(file('server-key.pem'), 'utf8'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
