import { describe, expect, it } from 'vitest';
import { createQueryClient, isRetryableError } from './query-client.ts';

/** A failed bridge call as a query function would throw it. */
const bridgeError = (kind: string) => Object.assign(new Error(kind), { kind });

describe('query client defaults', () => {
  it('never retries mutations and refetches on focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
  });

  it('retries transient failures once, never ones the user must fix', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    expect(retry(0, bridgeError('network'))).toBe(true);
    expect(retry(1, bridgeError('network'))).toBe(false);
    expect(retry(0, bridgeError('credential-rejected'))).toBe(false);
    expect(retry(0, bridgeError('store-unreachable'))).toBe(false);
    expect(retry(0, bridgeError('timeout'))).toBe(true);
  });

  it('classifies service codes', () => {
    expect(isRetryableError({ kind: 'service', code: 500 })).toBe(true);
    expect(isRetryableError({ kind: 'service', code: 404 })).toBe(false);
    expect(isRetryableError(new Error('boom'))).toBe(true);
  });
});
