import { describe, expect, it } from 'vitest';
import { centsToText, currencyOfDomain, currencySymbolOf, formatShelfPrice, parsePriceToCents, shelfPriceToCents } from './money.ts';

describe('typed prices', () => {
  it('reads currency units as exact cents', () => {
    expect(parsePriceToCents('12.50')).toEqual({ kind: 'cents', cents: 1250 });
    expect(parsePriceToCents(' $12.5 ')).toEqual({ kind: 'cents', cents: 1250 });
    expect(parsePriceToCents('0.29')).toEqual({ kind: 'cents', cents: 29 });
    expect(parsePriceToCents('1,299')).toEqual({ kind: 'cents', cents: 129900 });
    expect(parsePriceToCents('.99')).toEqual({ kind: 'cents', cents: 99 });
    expect(parsePriceToCents('7')).toEqual({ kind: 'cents', cents: 700 });
  });

  it('treats blank as empty and refuses what is not a price', () => {
    expect(parsePriceToCents('  ')).toEqual({ kind: 'empty' });
    expect(parsePriceToCents('abc').kind).toBe('invalid');
    expect(parsePriceToCents('-3').kind).toBe('invalid');
    expect(parsePriceToCents('1.234').kind).toBe('invalid');
    expect(parsePriceToCents('.').kind).toBe('invalid');
    expect(parsePriceToCents('12,5').kind).toBe('invalid');
    expect(parsePriceToCents('99999999').kind).toBe('invalid');
  });

  it('writes cents back as units', () => {
    expect(centsToText(1250)).toBe('12.50');
    expect(centsToText(5)).toBe('0.05');
    expect(centsToText(null)).toBe('');
  });
});

describe('shelf prices', () => {
  it('reads the service’s price strings', () => {
    expect(shelfPriceToCents('$1,234.56')).toBe(123456);
    expect(shelfPriceToCents('£12.99')).toBe(1299);
    expect(shelfPriceToCents('12,99 €')).toBe(1299);
    expect(shelfPriceToCents('')).toBeNull();
    expect(shelfPriceToCents('n/a')).toBeNull();
  });

  it('finds the symbol and formats with it', () => {
    expect(currencySymbolOf('$24.99')).toBe('$');
    expect(currencySymbolOf('12,99 €')).toBe('€');
    expect(currencySymbolOf('24.99')).toBe('');
    expect(formatShelfPrice(123456, '£')).toBe('£1,234.56');
    expect(formatShelfPrice(99, '$')).toBe('$0.99');
  });

  it('names the currency of a domain', () => {
    expect(currencyOfDomain('marketplace.com.au')).toBe('AUD');
    expect(currencyOfDomain('marketplace.co.uk')).toBe('GBP');
    expect(currencyOfDomain('marketplace.de')).toBe('EUR');
    expect(currencyOfDomain('marketplace.com')).toBe('USD');
  });
});
