import { describe, expect, it } from 'vitest';
import { addAll, addRange, pageState, toggleSku } from './selection.ts';
import { gridColumns, gridRowCount, rowSlice } from './grid-layout.ts';
import { productPrice, rangedLabel, rangedShort, ratingSummary } from './product-format.ts';
import { isPageSize, isProductSort, sortLabel, SORT_OPTIONS } from './sorts.ts';

const page = ['a', 'b', 'c', 'd', 'e'];

describe('selection', () => {
  it('toggles one SKU', () => {
    expect([...toggleSku(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggleSku(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('adds the range between anchor and target in page order, either direction, keeping other pages', () => {
    expect([...addRange(new Set(['x']), page, 'b', 'd')]).toEqual(['x', 'b', 'c', 'd']);
    expect([...addRange(new Set(), page, 'e', 'c')].sort()).toEqual(['c', 'd', 'e']);
    expect([...addRange(new Set(), page, null, 'c')]).toEqual(['c']);
    expect([...addRange(new Set(), page, 'zz', 'c')]).toEqual(['c']);
    expect([...addRange(new Set(['a']), page, 'a', 'missing')]).toEqual(['a']);
  });

  it('selects a page and reports the page state', () => {
    expect(addAll(new Set(['x']), page).size).toBe(6);
    expect(pageState(new Set(), page)).toBe('none');
    expect(pageState(new Set(['a']), page)).toBe('some');
    expect(pageState(new Set(page), page)).toBe('all');
  });
});

describe('grid layout', () => {
  it('fits columns of at least the card width', () => {
    expect(gridColumns(0)).toBe(1);
    expect(gridColumns(100)).toBe(1);
    expect(gridColumns(184 * 4 + 12 * 3)).toBe(4);
    expect(gridColumns(184 * 4 + 12 * 3 - 1)).toBe(3);
    expect(gridRowCount(1000, 6)).toBe(167);
    expect(rowSlice(page, 1, 2)).toEqual(['c', 'd']);
  });
});

describe('product format', () => {
  it('formats price, rating and ranging', () => {
    expect(productPrice({ price_value: 28.5, price_currency: 'AUD' })).toMatch(/28\.50/);
    expect(productPrice({ price_value: null, price_currency: 'AUD' })).toBe('—');
    expect(ratingSummary({ rating: 4.5, review_count: 1698 })).toMatch(/^4\.5 · 1.?698 reviews$/);
    expect(ratingSummary({ rating: null, review_count: 0 })).toBe('No reviews');
    expect(rangedLabel({ ranged_online: true, ranged_retail: false })).toBe('Online only');
    expect(rangedLabel({ ranged_online: true, ranged_retail: true })).toBe('Online and in store');
    expect(rangedShort({ ranged_online: false, ranged_retail: true })).toBe('In store');
    expect(rangedShort({ ranged_online: false, ranged_retail: false })).toBe('Not ranged');
  });

  it('shows what it knows when the service leaves a shown field out', () => {
    // A review count left out still shows the rating, and a rating left out the count.
    expect(ratingSummary({ rating: 4.5, review_count: null })).toBe('4.5 · — reviews');
    expect(ratingSummary({ rating: null, review_count: 3 })).toBe('— · 3 reviews');
    expect(ratingSummary({ rating: null, review_count: null })).toBe('No reviews');
    // Unknown ranging is not "Not ranged".
    expect(rangedShort({ ranged_online: null, ranged_retail: false })).toBe('—');
    expect(rangedLabel({ ranged_online: true, ranged_retail: null })).toBe('—');
  });
});

describe('sorts', () => {
  it('offers the seven service sorts with labels', () => {
    expect(SORT_OPTIONS.map((s) => s.value)).toEqual(['bestmatch', 'newest', 'name', 'price_asc', 'price_desc', 'rating_asc', 'rating_desc']);
    expect(sortLabel('price_desc')).toBe('Price: high to low');
    expect(isProductSort('rating_asc')).toBe(true);
    expect(isProductSort('cheapest')).toBe(false);
    expect(isPageSize(1000)).toBe(true);
    expect(isPageSize(20)).toBe(false);
  });
});
