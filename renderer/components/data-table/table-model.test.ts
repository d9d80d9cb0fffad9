import { describe, expect, it } from 'vitest';
import {
  columnFlex,
  compareValues,
  filterRows,
  filterTerms,
  minTableWidth,
  nextSort,
  rangeIds,
  selectionState,
  sortRows,
  toggleAll,
  toggleId,
} from './table-model.ts';

describe('table model: sorting', () => {
  it('compares numbers, natural strings and empties', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('a2', 'a10')).toBeLessThan(0);
    expect(compareValues('B', 'a')).toBeGreaterThan(0);
    expect(compareValues(null, 1)).toBeGreaterThan(0);
  });

  it('sorts stably both ways with empties last', () => {
    const rows = [
      { id: 'a', n: 2 },
      { id: 'b', n: null },
      { id: 'c', n: 1 },
      { id: 'd', n: 2 },
    ];
    expect(sortRows(rows, (r) => r.n, 'asc').map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortRows(rows, (r) => r.n, 'desc').map((r) => r.id)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('cycles header clicks asc → desc → none', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ columnId: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ columnId: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'other')).toEqual({ columnId: 'other', direction: 'asc' });
  });
});

describe('table model: filtering', () => {
  it('matches every term, case-insensitively', () => {
    const rows = ['Sydney 2000 active', 'Melbourne 3000 failed', 'Sydney 2010 failed'];
    const hay = rows.map((r) => r.toLowerCase());
    expect(filterRows(rows, hay, filterTerms('  sydney FAILED '))).toEqual(['Sydney 2010 failed']);
    expect(filterRows(rows, hay, filterTerms(''))).toBe(rows);
  });
});

describe('table model: selection', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];

  it('toggles and selects ranges in either direction', () => {
    expect([...toggleId(new Set(['a']), 'a')]).toEqual([]);
    expect([...rangeIds(ids, 3, 1)]).toEqual(['b', 'c', 'd']);
    expect([...rangeIds(ids, 0, 1, new Set(['e']))].sort()).toEqual(['a', 'b', 'e']);
  });

  it('reports and toggles select-all over the visible ids only', () => {
    expect(selectionState(ids, new Set())).toBe('none');
    expect(selectionState(ids, new Set(['a']))).toBe('some');
    expect(selectionState(ids, new Set(ids))).toBe('all');
    expect([...toggleAll(['a', 'b'], new Set(['z']))].sort()).toEqual(['a', 'b', 'z']);
    expect([...toggleAll(['a', 'b'], new Set(['a', 'b', 'z']))]).toEqual(['z']);
  });
});

describe('table model: widths', () => {
  it('keeps pixel widths fixed and lets shares grow like fr tracks, never below their least width', () => {
    expect(columnFlex(120)).toEqual({ flex: '0 0 120px' });
    expect(columnFlex('140px')).toEqual({ flex: '0 0 140px' });
    expect(columnFlex('minmax(160px, 2fr)')).toEqual({ flex: '2 1 0px', minWidth: 160 });
    expect(columnFlex('1.5fr')).toEqual({ flex: '1.5 1 0px', minWidth: 96 });
    expect(columnFlex(undefined)).toEqual({ flex: '1 1 0px', minWidth: 96 });
    // A width it cannot read is the default share rather than a broken row.
    expect(columnFlex('auto')).toEqual({ flex: '1 1 0px', minWidth: 96 });
  });

  it('adds up the least widths the columns need before scrolling sideways', () => {
    expect(minTableWidth([120, undefined, '2fr'])).toBe(312);
    expect(minTableWidth(['minmax(160px, 2fr)', '140px', 100])).toBe(400);
  });
});
