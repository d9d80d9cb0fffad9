import { describe, expect, it } from 'vitest';
import { backoffDelay, nextDelay, parseRetryAfter } from './backoff.ts';

const RETRY = { attempts: 5, baseMs: 100, capMs: 1_000 };

describe('backoff', () => {
  it('draws a full-jitter wait below an exponential ceiling', () => {
    expect(backoffDelay(1, RETRY, () => 0)).toBe(0);
    expect(backoffDelay(1, RETRY, () => 0.999)).toBe(99);
    expect(backoffDelay(3, RETRY, () => 0.5)).toBe(200);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(10, RETRY, () => 0.999)).toBe(999);
    for (let attempt = 1; attempt < 40; attempt += 1) {
      expect(backoffDelay(attempt, RETRY)).toBeLessThan(RETRY.capMs);
    }
  });

  it('honours Retry-After up to the cap', () => {
    expect(nextDelay(1, RETRY, 300)).toBe(300);
    expect(nextDelay(1, RETRY, 120_000)).toBe(1_000);
    expect(nextDelay(1, RETRY, 0)).toBe(0);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('3')).toBe(3_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
