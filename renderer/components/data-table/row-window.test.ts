import { describe, expect, it } from 'vitest';
import { assignSlots, nearView } from './row-window.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const slotsOf = (slots: ReadonlyMap<number, number>, indexes: readonly number[]) => indexes.map((index) => slots.get(index));

describe('row window: rows rendered at rest', () => {
  it('keeps the rows within the margin of the view, and the active row wherever it is', () => {
    expect(nearView(range(0, 39), { startIndex: 0, endIndex: 22 }, 3, -1)).toEqual(range(0, 25));
    expect(nearView(range(90, 140), { startIndex: 100, endIndex: 122 }, 3, 90)).toEqual([90, ...range(97, 125)]);
  });

  it('keeps them all before the virtualiser has measured the view', () => {
    expect(nearView([0, 1, 2], null, 3, -1)).toEqual([0, 1, 2]);
  });
});

describe('row window: row recycling', () => {
  it('gives a first screenful slots 0…n-1', () => {
    expect(slotsOf(assignSlots(new Map(), range(0, 4)), range(0, 4))).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the slot of every row still in view, so a new filter changes the rows’ text in place', () => {
    const first = assignSlots(new Map(), range(0, 24));
    const again = assignSlots(first, range(0, 24));
    expect(slotsOf(again, range(0, 24))).toEqual(slotsOf(first, range(0, 24)));
  });

  it('hands a row scrolled into view the slot of the row scrolled out', () => {
    const first = assignSlots(new Map(), range(0, 9));
    const scrolled = assignSlots(first, range(3, 12));
    expect(slotsOf(scrolled, range(3, 9))).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(slotsOf(scrolled, [10, 11, 12]).sort()).toEqual([0, 1, 2]);
  });

  it('never gives two rows one slot, however the view jumps, grows or shrinks', () => {
    let slots: ReadonlyMap<number, number> = new Map();
    for (const indexes of [range(0, 9), range(500, 540), [7, ...range(20, 25)], range(0, 3), range(2, 60)]) {
      slots = assignSlots(slots, indexes);
      expect(new Set(slotsOf(slots, indexes)).size).toBe(indexes.length);
    }
  });
});
