import { describe, expect, it } from 'vitest';
import { addressKind, checkProfileAddress } from './address-check.ts';

const resolver =
  (table: Record<string, string[]>) =>
  async (host: string): Promise<string[]> => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

describe('addressKind', () => {
  it('tells link-local and metadata addresses, loopback, private networks and the internet apart', () => {
    expect(
      ['169.254.169.254', '169.254.0.1', '[fd00:ec2::254]', 'fe80::1', '100.100.100.200', '0.0.0.0', '::', '::ffff:169.254.169.254'].map(addressKind),
    ).toEqual(Array(8).fill('forbidden'));
    expect(['127.0.0.1', '127.5.5.5', '::1', '[::1]', '::ffff:127.0.0.1'].map(addressKind)).toEqual(Array(5).fill('loopback'));
    expect(['10.0.0.7', '172.16.3.4', '192.168.1.10', '100.64.0.1', 'fc00::1', 'fd12::1'].map(addressKind)).toEqual(Array(6).fill('private'));
    expect(['93.184.215.14', '2606:4700::1111'].map(addressKind)).toEqual(['public', 'public']);
  });
});

describe('checkProfileAddress', () => {
  it('refuses a metadata address, whether typed or behind a name, and metadata host names without a lookup', async () => {
    const resolve = resolver({ 'sneaky.example': ['93.184.215.14', '169.254.169.254'] });
    for (const url of ['http://169.254.169.254', 'https://[fd00:ec2::254]', 'https://sneaky.example', 'https://metadata.google.internal']) {
      const verdict = await checkProfileAddress(url, resolve);
      expect(verdict, url).toMatchObject({
        verdict: 'refused',
        message: expect.stringMatching(/link-local or cloud metadata address is never a collection service/),
      });
    }
  });

  it('asks for confirmation for a private network, naming its addresses', async () => {
    const verdict = await checkProfileAddress('https://desk.corp.example', resolver({ 'desk.corp.example': ['10.1.2.3'] }));
    expect(verdict).toEqual({
      verdict: 'confirm',
      addresses: ['10.1.2.3'],
      message: 'desk.corp.example is on a private network (10.1.2.3). Add it only if you run the service there.',
    });
  });

  it('passes the internet, this computer, and a name that cannot be looked up now (offline)', async () => {
    const resolve = resolver({ 'api.example.com': ['93.184.215.14'] });
    expect(await checkProfileAddress('https://api.example.com/base', resolve)).toEqual({ verdict: 'ok' });
    expect(await checkProfileAddress('http://127.0.0.1:8787', resolve)).toEqual({ verdict: 'ok' });
    expect(await checkProfileAddress('https://nowhere.example', resolve)).toEqual({ verdict: 'ok' });
  });
});
