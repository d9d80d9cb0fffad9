import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { FOREIGN_HOST_MESSAGE, hostNameOf, NOT_JSON_MESSAGE } from './request-guard.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb.close();
});

/** A raw POST with a chosen Host header (fetch would not let a test set it). */
function rawPost(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  const url = new URL(`${sb.baseUrl}/api/v1/${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the sandbox answers only its own loopback address (DNS rebinding)', () => {
  it('refuses a request whose Host names another site, before any credential is looked at', async () => {
    const port = new URL(sb.baseUrl).port;
    const answer = await rawPost('users/credits/', { host: `evil.example:${port}`, 'content-type': 'application/json', 'x-api-key': sb.apiKey }, '{}');
    expect(answer.status).toBe(403);
    expect(answer.text).toBe(FOREIGN_HOST_MESSAGE);
  });

  it('answers loopback names on any form of the Host header', async () => {
    const port = new URL(sb.baseUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'LOCALHOST']) {
      const answer = await rawPost('users/credits/', { host, 'content-type': 'application/json', 'x-api-key': sb.apiKey }, '{}');
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ status: 1 });
    }
  });

  it('reads host names the way a Host header carries them', () => {
    expect(hostNameOf('[::1]:8787')).toBe('[::1]');
    expect(hostNameOf('Example.COM')).toBe('example.com');
    expect(hostNameOf('a:b:c')).toBeNull();
    expect(hostNameOf(undefined)).toBeNull();
  });
});

describe('a JSON endpoint reads only JSON bodies (a simple form post cannot reach it)', () => {
  it('refuses a JSON text sent as text/plain or as a form, with the reason', async () => {
    const host = new URL(sb.baseUrl).host;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await rawPost('zipcodes/create-zipcode/', { host, 'content-type': type, 'x-api-key': sb.apiKey }, '{"domain":1,"zipcode":"2000"}');
      expect(JSON.parse(answer.text), type).toEqual({ status: 0, code: 400, data: NOT_JSON_MESSAGE });
    }
    const listed = await sb.call('zipcodes/get-zipcodes/', {});
    expect(JSON.stringify(listed)).not.toContain('"2000"');
  });

  it('accepts application/json with a charset, and an empty body as {}', async () => {
    const host = new URL(sb.baseUrl).host;
    const withCharset = await rawPost('users/credits/', { host, 'content-type': 'application/json; charset=utf-8', 'x-api-key': sb.apiKey }, '{}');
    expect(JSON.parse(withCharset.text)).toMatchObject({ status: 1 });
    const empty = await rawPost('users/credits/', { host, 'x-api-key': sb.apiKey }, '');
    expect(JSON.parse(empty.text)).toMatchObject({ status: 1 });
  });
});
