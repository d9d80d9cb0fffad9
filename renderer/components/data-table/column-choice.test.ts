import { describe, expect, it } from 'vitest';
import { canToggle, shownColumns, toggleHidden } from './column-choice.ts';

const columns = [{ id: 'code', hideable: false }, { id: 'title' }, { id: 'price' }, { id: 'trend' }];
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

describe('column chooser', () => {
  it('shows every column but the hidden ones, in their order, and the same array when none is hidden', () => {
    expect(shownColumns(columns, undefined)).toBe(columns);
    expect(shownColumns(columns, [])).toBe(columns);
    expect(ids(shownColumns(columns, ['trend', 'title']))).toEqual(['code', 'price']);
  });

  it('always shows a column that cannot be hidden, and ignores ids of columns that are gone', () => {
    expect(ids(shownColumns(columns, ['code', 'price', 'renamed']))).toEqual(['code', 'title', 'trend']);
    expect(canToggle(columns, [], 'code')).toBe(false);
    expect(toggleHidden(columns, [], 'code')).toEqual([]);
  });

  it('hides and shows again a column on each toggle, dropping stale ids', () => {
    const hidden = toggleHidden(columns, ['renamed'], 'price');
    expect(hidden).toEqual(['price']);
    expect(toggleHidden(columns, hidden, 'price')).toEqual([]);
  });

  it('never hides the last column shown', () => {
    const onlyTwo = [{ id: 'a' }, { id: 'b' }];
    expect(toggleHidden(onlyTwo, [], 'a')).toEqual(['a']);
    expect(canToggle(onlyTwo, ['a'], 'b')).toBe(false);
    expect(toggleHidden(onlyTwo, ['a'], 'b')).toEqual(['a']);
    expect(ids(shownColumns(onlyTwo, ['a', 'b']))).toEqual(['a', 'b']);
  });
});
