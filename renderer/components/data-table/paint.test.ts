import { describe, expect, it } from 'vitest';
import { fitText, visibleRows } from './paint.ts';

// A monospaced measure: 7 px a character, so the cuts are easy to check by eye.
const measure = (text: string) => text.length * 7;

describe('fitText', () => {
  it('keeps text that fits', () => {
    expect(fitText('B0PNT00777', 70, measure)).toBe('B0PNT00777');
  });

  it('cuts text that does not fit with an ellipsis, as long as the room allows', () => {
    expect(fitText('marketplace.com.au', 70, measure)).toBe('marketpla…');
    expect(measure(fitText('marketplace.com.au', 70, measure))).toBeLessThanOrEqual(70);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(fitText('Office weekly run', 56, measure)).toBe('Office…');
  });

  it('gives nothing when not even the ellipsis fits', () => {
    expect(fitText('abc', 5, measure)).toBe('');
  });

  it('cuts a 100 KB text measuring no more than the room can hold', () => {
    let measured = 0;
    const counting = (text: string) => {
      measured += text.length;
      return measure(text);
    };
    const cut = fitText('x'.repeat(100_000), 280, counting, 9);
    expect(cut).toBe(`${'x'.repeat(39)}…`);
    // A handful of measures of a few hundred characters each, never the whole text.
    expect(measured).toBeLessThan(5_000);
  });

  it('paints a bidi override or a control character as inert text', () => {
    expect(fitText('A$\u202E12.00\u0007', 700, measure)).toBe('A$\uFFFD12.00\uFFFD');
    expect(fitText('line\none', 700, measure)).toBe('line\uFFFDone');
  });
});

describe('visibleRows', () => {
  it('names the rows a canvas shows at a scroll position', () => {
    expect(visibleRows(0, 320, 32, 5000)).toEqual({ first: 0, last: 9 });
    expect(visibleRows(50, 320, 32, 5000)).toEqual({ first: 1, last: 11 });
  });

  it('stops at the last row', () => {
    expect(visibleRows(0, 320, 32, 3)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(0, 0, 32, 0).last).toBeLessThan(0);
  });
});
