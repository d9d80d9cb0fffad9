import { describe, expect, it } from 'vitest';
import { describeError, redact } from './redact.ts';

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
