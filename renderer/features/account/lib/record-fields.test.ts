import { describe, expect, it } from 'vitest';
import { fieldLabel, isImageField, isWebAddress, recordFields } from './record-fields.ts';

describe('record fields', () => {
  it('labels field names in plain words', () => {
    expect(fieldLabel('review_count')).toBe('Review count');
    expect(fieldLabel('asin')).toBe('ASIN');
    expect(fieldLabel('is_prime')).toBe('Prime');
    expect(fieldLabel('storeId')).toBe('Store ID');
  });
  it('puts title, code and price first, then the rest alphabetically', () => {
    const fields = recordFields({ zeta: 1, price: '$1', asin: 'B1', alpha: true, title: 'T' });
    expect(fields.map((f) => f.key)).toEqual(['title', 'asin', 'price', 'alpha', 'zeta']);
  });
  it('recognises web addresses and images', () => {
    expect(isWebAddress('https://a.example/x')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isImageField('image', 'http://127.0.0.1/a.svg')).toBe(true);
    expect(isImageField('title', 'http://127.0.0.1/a.svg')).toBe(false);
  });
});
