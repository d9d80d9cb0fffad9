import { describe, expect, it } from 'vitest';
import { driftRecord, inStockAt, priceFactor } from './output-drift.ts';

const keys = Array.from({ length: 400 }, (_, i) => `marketplace|marketplace.com.au|2000|B0${String(i).padStart(8, '0')}`);
const cents = (price: unknown): number => Math.round(Number(String(price).replace(/[^\d.]/g, '')) * 100);

describe('outputs moving between runs', () => {
  it('gives the same record for the same item and run, and another for the next run', () => {
    const record = { asin: 'B000000001', price: '$1,249.99', availability: 'In stock' };
    expect(driftRecord('marketplace', keys[0]!, record, 7)).toEqual(driftRecord('marketplace', keys[0]!, record, 7));
    const prices = new Set([1, 2, 3, 4, 5].map((tick) => driftRecord('marketplace', keys[0]!, record, tick).price));
    expect(prices.size).toBeGreaterThan(1);
    expect(String(driftRecord('marketplace', keys[0]!, record, 3).price)).toMatch(/^\$[\d,]+\.\d{2}$/);
  });

  it('mostly drifts a few percent, now and then jumps by 15% or more, and stays within believable bounds', () => {
    let small = 0;
    let big = 0;
    let steps = 0;
    for (const key of keys) {
      for (let tick = 2; tick <= 100; tick += 1) {
        const change = Math.abs(priceFactor(key, tick) / priceFactor(key, tick - 1) - 1);
        steps += 1;
        if (change < 0.06) small += 1;
        if (change >= 0.15) big += 1;
        expect(priceFactor(key, tick)).toBeGreaterThan(0.4);
        expect(priceFactor(key, tick)).toBeLessThan(1.6);
      }
    }
    expect(small / steps).toBeGreaterThan(0.8);
    expect(big).toBeGreaterThan(0);
    expect(big / steps).toBeLessThan(0.05);
  });

  it('flips stock in streaks: most items in stock, some out for a few runs, then back', () => {
    let out = 0;
    let flips = 0;
    for (const key of keys) {
      for (let tick = 1; tick <= 100; tick += 1) {
        if (!inStockAt(key, tick)) out += 1;
        if (tick > 1 && inStockAt(key, tick) !== inStockAt(key, tick - 1)) flips += 1;
      }
    }
    const share = out / (keys.length * 100);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.3);
    expect(flips).toBeGreaterThan(keys.length);
    expect(flips).toBeLessThan(keys.length * 40);
  });

  it('writes stock the way each store does', () => {
    const key = keys.find((k) => !inStockAt(k, 5))!;
    expect(driftRecord('officestore', key, { sku: 'X', price: '$5.00', stock: 9, availability: 'In stock' }, 5)).toMatchObject({
      stock: 0,
      availability: 'Out of stock',
    });
    expect(driftRecord('marketplace', key, { asin: 'X', price: '$5.00', availability: 'In stock' }, 5).availability).toBe('Currently unavailable.');
    expect(cents(driftRecord('partsstore', key, { sku: 'X', price: '$5.00' }, 5).price)).toBeGreaterThan(0);
  });
});
