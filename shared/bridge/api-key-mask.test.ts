import { describe, expect, it } from 'vitest';
import { MASKED_API_KEY, maskApiKey } from './api-key-mask.ts';

describe('maskApiKey', () => {
  it('keeps only the public prefix', () => {
    expect(maskApiKey('ab12cd.s3cr3t-part')).toBe('ab12cd.••••••••');
    expect(maskApiKey('no-dot-at-all')).toBe('••••••••');
    expect(maskApiKey('.starts-with-dot')).toBe('••••••••');
    expect(maskApiKey(`${'p'.repeat(40)}.x`)).toBe('••••••••');
  });

  it('matches masked keys only', () => {
    expect(MASKED_API_KEY.test(maskApiKey('ab12cd.secret'))).toBe(true);
    expect(MASKED_API_KEY.test('••••••••')).toBe(true);
    expect(MASKED_API_KEY.test('ab12cd.secret')).toBe(false);
    expect(MASKED_API_KEY.test('ab12cd.••••••••x')).toBe(false);
  });
});
