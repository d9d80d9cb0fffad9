import { describe, expect, it } from 'vitest';
import type { ColumnDef } from './column.ts';
import { buildSome, haystacksOf } from './haystacks.ts';

interface Item {
  code: string;
  price: number;
  note: string | null;
}

const columns: readonly ColumnDef<Item>[] = [
  { id: 'code', header: 'Code', cell: (r) => r.code, sortValue: (r) => r.code },
  { id: 'price', header: 'Price', cell: (r) => r.price, sortValue: (r) => r.price },
  { id: 'note', header: 'Note', cell: (r) => r.note, filterValue: (r) => r.note ?? 'none' },
];
const items = (count: number): Item[] => Array.from({ length: count }, (_, i) => ({ code: `B0CODE${i}`, price: i * 10, note: i % 2 ? 'Blue' : null }));

describe('search text of the rows', () => {
  it('holds every column’s filter or sort value, lower-cased, for each row in order', () => {
    expect(haystacksOf(items(2), columns)).toEqual(['b0code0\u00000\u0000none\u0000', 'b0code1\u000010\u0000blue\u0000']);
  });

  it('built ahead a slice at a time, it is the same as built at once, and the rest is built when asked', () => {
    const rows = items(1200);
    let looks = 0;
    expect(buildSome(rows, columns, () => ++looks <= 2)).toBe(false);
    const whole = haystacksOf(rows, columns);
    expect(whole).toEqual(haystacksOf(items(1200), columns));
    expect(buildSome(rows, columns, () => false)).toBe(true);
  });

  it('is built again for other columns over the same rows', () => {
    const rows = items(3);
    haystacksOf(rows, columns);
    const codes = columns.slice(0, 1);
    expect(haystacksOf(rows, codes)).toEqual(['b0code0\u0000', 'b0code1\u0000', 'b0code2\u0000']);
  });
});
