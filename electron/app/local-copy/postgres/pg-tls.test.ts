import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificate, type TestCertificate } from '../testing/test-certificate.ts';
import { computerCertificates, readCaFile, tlsOptions } from './pg-tls.ts';

let cert: TestCertificate;
const dir = mkdtempSync(join(tmpdir(), 'cd-ca-file-'));
const file = (name: string, text: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(async () => {
  cert = await makeTestCertificate();
});
afterAll(async () => {
  await cert.dispose();
});

describe('the CA file', () => {
  it('gives the certificates in it, a bundle of two as two', () => {
    expect(readCaFile(cert.certFile)).toHaveLength(1);
    expect(readCaFile(file('bundle.pem', `# team CA\n${cert.cert}\n${cert.cert}`))).toHaveLength(2);
  });

  it.each([
    ['a file that is not there', () => join(dir, 'missing.pem'), /there is no such file/],
    ['a relative path', () => 'team-ca.pem', /give its full path/],
    ['a folder', () => dir, /not a file|EISDIR|illegal operation/i],
    ['a private key instead of a certificate', () => file('key.pem', cert.key), /holds no certificate in PEM form/],
    ['a damaged certificate', () => file('bad.pem', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'), /certificate 1 in it is damaged/],
    ['a file over 1 MB', () => file('big.pem', Buffer.alloc(1024 * 1024 + 10, 0x41)), /larger than 1 MB/],
  ])('refuses %s, saying why and to choose it again', (_what, path, why) => {
    expect(() => readCaFile(path())).toThrow(why);
    expect(() => readCaFile(path())).toThrow(/Choose the CA's certificate file \(PEM\) again in Settings → Local copy/);
  });
});

describe('the TLS options of a connection', () => {
  it('verify-full checks the certificate against the computer’s store and the CA file, naming a host for SNI but never an address', () => {
    const byName = tlsOptions('db.example.com', 'verify-full', cert.certFile);
    expect(byName).toMatchObject({ rejectUnauthorized: true, servername: 'db.example.com', secureContext: expect.anything() });
    expect(computerCertificates().length).toBeGreaterThan(0);
    const byAddress = tlsOptions('127.0.0.1', 'verify-full', null);
    expect(byAddress).toMatchObject({ rejectUnauthorized: true, secureContext: expect.anything() });
    expect(byAddress === false ? null : byAddress.servername).toBeUndefined();
    // The computer's store alone is built once for the process; a CA file is read afresh for each pool.
    const again = tlsOptions('db.example.com', 'verify-full', null);
    expect(again === false ? null : again.secureContext).toBe(byAddress === false ? undefined : byAddress.secureContext);
    expect(byName === false ? null : byName.secureContext).not.toBe(byAddress === false ? undefined : byAddress.secureContext);
    expect(() => tlsOptions('db.example.com', 'verify-full', join(dir, 'gone.pem'))).toThrow(/there is no such file/);
  });

  it('disable turns TLS off (allowed for this computer only, checked before)', () => {
    expect(tlsOptions('127.0.0.1', 'disable', null)).toBe(false);
  });
});
