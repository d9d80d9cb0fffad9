import { describe, expect, it } from 'vitest';
import { regionalProducts } from './regional-presence.ts';

const item = (code: string, postcode: string | null, domain: string | null = 'marketplace.com.au') => ({ code, postcode, domain });

describe('whether a collection has a Regional tab', () => {
  it('has none while its items sit at one postcode (or none)', () => {
    expect(regionalProducts([item('B0A', '2000'), item('B0B', '2000')])).toBeNull();
    expect(regionalProducts([item('B0A', null)])).toBeNull();
    expect(regionalProducts([])).toBeNull();
  });

  it('counts each product (domain + code) once across its postcodes', () => {
    expect(regionalProducts([item('B0A', '2000'), item('B0A', '3000'), item('B0B', '2000'), item('B0A', '2000', 'marketplace.com')])).toBe(3);
  });
});
