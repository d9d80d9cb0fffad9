import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService, type TestDesk } from '../testing/desk-test-kit.ts';
import { makeTestCertificate, type TestCertificate } from './testing/test-certificate.ts';

// The desktop app's picker for a team copy's CA file: what the user picks is read and checked by main.
const service = testKeychainService('ca-file-picker');
let desk: TestDesk;
let cert: TestCertificate;
let nextPick: string | null = null;

beforeAll(async () => {
  requireSecretService();
  cert = await makeTestCertificate();
  desk = await startTestDesk({ keychainService: service, mode: 'electron', chooseCertificateFile: async () => nextPick });
});

afterAll(async () => {
  await desk?.dispose();
  await cert?.dispose();
  clearKeychainService(service);
});

describe('choosing a CA file in the desktop app', () => {
  it('gives the path of a file of certificates, checked', async () => {
    nextPick = cert.certFile;
    expect(await desk.value('copyStore.chooseCaFile', {})).toEqual({ path: cert.certFile, certificates: 1 });
  });

  it('says what is wrong with a file that holds no certificate', async () => {
    nextPick = cert.keyFile;
    expect(await desk.call('copyStore.chooseCaFile', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/holds no certificate in PEM form/) },
    });
  });

  it('leaves the field as it was when the picker is cancelled', async () => {
    nextPick = null;
    expect(await desk.call('copyStore.chooseCaFile', {})).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });
});
