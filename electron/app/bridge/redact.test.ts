import { afterEach, describe, expect, it } from 'vitest';
import { newApiKey, newSessionToken } from '../../../sandbox/server/crypto.ts';
import { describeError, redact, rememberSecret } from './redact.ts';

describe('redact', () => {
  it('removes credentials from log lines', () => {
    const line = redact('x-api-key: abcd1234.efgh5678ijkl Authorization: Token s3cr3tT0ken password="hunter2" url?token=zzz #token=AbC_123');
    for (const secret of ['abcd1234', 's3cr3tT0ken', 'hunter2', 'zzz', 'AbC_123']) expect(line).not.toContain(secret);
    expect(redact('key dk_live_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c.9a8b7c6d5e4f3a2b1c0d')).not.toMatch(/4f9a8b7c/);
    expect(redact('Collection not found.')).toBe('Collection not found.');
  });

  it('describes any thrown value without throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(new Error('boom'))).toMatch(/boom/);
    expect(describeError('plain')).toBe('plain');
    expect(describeError(cyclic)).toMatch(/non-error/);
    expect(describeError({ token: 'abc' })).not.toContain('abc');
  });
});

describe('redact: keys and tokens of the sandbox’s format', () => {
  const lines = (secret: string) => [
    `request failed for key ${secret} (401)`,
    `{"api_key":"${secret}","email":"a@b.c"}`,
    `x-api-key=${secret}&x=1`,
    `rotated to ${secret}.`,
    `${secret}`,
  ];

  it('masks every generated API key and session token, also those with no digit, leaving no piece beside the mask', () => {
    const secrets: string[] = [];
    for (let i = 0; i < 5_000; i += 1) secrets.push(newApiKey().key, newSessionToken());
    // One made to have no digit and to start and end with the characters a word boundary misses.
    secrets.push('cd0a1b2c3d4e.-AbCdEfGhIjKlMnOpQrStUvWxYz_abcde-');
    const secretOf = (key: string) => key.slice(key.indexOf('.') + 1);
    expect(secrets.filter((key) => !/\d/.test(secretOf(key))).length).toBeGreaterThan(1); // about 1 key in 230
    const leaks: string[] = [];
    for (const key of secrets) {
      const secret = secretOf(key);
      for (const line of lines(key)) {
        const out = redact(line);
        if (!out.includes('[redacted]') || [secret, secret.slice(0, 8), secret.slice(-8)].some((piece) => out.includes(piece))) leaks.push(out);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('masks a quoted password whole, spaces and escaped quotes included', () => {
    const cases: [string, string][] = [
      ['login password="correct horse battery staple" sent', 'login password=[redacted] sent'],
      ['{"email":"a@b.c","password":"correct horse battery staple"}', '{"email":"a@b.c","password":[redacted]}'],
      ["PASSWORD = 'two words' then", 'PASSWORD = [redacted] then'],
      ['{"password":"say \\"open sesame\\" twice","x":1}', '{"password":[redacted],"x":1}'],
      ['cut off: password="never closed and more', 'cut off: password=[redacted]'],
    ];
    for (const [line, expected] of cases) expect(redact(line)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['Collection not found.', 'local-copy: run 12 of collection 3 archived (5000 outputs)', 'GET /api/v1/collections/list/ 200']) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe('redact: the secrets the desk holds, by value', () => {
  afterEach(() => {
    rememberSecret('test:password', null);
    rememberSecret('test:key', null);
  });

  it('masks a remembered value wherever it appears, also JSON- or URL-encoded', () => {
    const password = 'my "quoted" pass\\word';
    rememberSecret('test:password', password);
    rememberSecret('test:key', 'k1');
    expect(redact(`signed in with ${password}!`)).toBe('signed in with [redacted]!');
    expect(redact(`body ${JSON.stringify({ p: password })}`)).toBe('body {"p":"[redacted]"}');
    expect(redact(`form p=${encodeURIComponent(password)}&next`)).toBe('form p=[redacted]&next');
    expect(redact('k1 is too short to mask by value')).toBe('k1 is too short to mask by value');
  });

  it('forgets a value when its slot gets a new one, or none', () => {
    rememberSecret('test:password', 'first pass phrase');
    rememberSecret('test:password', 'second pass phrase');
    expect(redact('first pass phrase / second pass phrase')).toBe('first pass phrase / [redacted]');
    rememberSecret('test:password', null);
    expect(redact('second pass phrase')).toBe('second pass phrase');
  });
});
