import { describe, expect, it } from 'vitest';
import { asBridgeError, BridgeFailure, unwrap } from './bridge-query.ts';

describe('unwrap', () => {
  it('returns the value of a successful call', async () => {
    await expect(unwrap(Promise.resolve({ ok: true as const, value: 42 }))).resolves.toBe(42);
  });

  it('throws the service message with its kind and code so screens can show it in place', async () => {
    const failed = unwrap(Promise.resolve({ ok: false as const, error: { kind: 'service' as const, message: 'Collection not found.', code: 404 } }));
    await expect(failed).rejects.toBeInstanceOf(BridgeFailure);
    const error = asBridgeError(await failed.catch((e: unknown) => e));
    expect(error).toMatchObject({ kind: 'service', code: 404, message: 'Collection not found.' });
  });
});
