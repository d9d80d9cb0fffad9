import { describe, expect, it } from 'vitest';
import { isWhole, panRange, zoomRange } from './zoom.ts';

const full = { min: 0, max: 100 };

describe('zooming and panning a chart', () => {
  it('zooms in around the middle or the pointer, and out no further than the whole range', () => {
    expect(zoomRange(full, full, 0.5)).toEqual({ min: 25, max: 75 });
    expect(zoomRange(full, full, 0.5, 0)).toEqual({ min: 0, max: 50 });
    expect(zoomRange({ min: 80, max: 100 }, full, 0.5, 1)).toEqual({ min: 90, max: 100 });
    expect(zoomRange({ min: 25, max: 75 }, full, 4)).toEqual(full);
  });

  it('stops at 1/200 of the range however far one zooms in', () => {
    let view = full;
    for (let i = 0; i < 50; i += 1) view = zoomRange(view, full, 0.5);
    expect(view.max - view.min).toBeCloseTo(0.5);
  });

  it('pans by a share of the view and stops at either end', () => {
    expect(panRange({ min: 25, max: 75 }, full, 0.2)).toEqual({ min: 35, max: 85 });
    expect(panRange({ min: 25, max: 75 }, full, 1)).toEqual({ min: 50, max: 100 });
    expect(panRange({ min: 25, max: 75 }, full, -1)).toEqual({ min: 0, max: 50 });
    expect(panRange(full, full, 0.5)).toEqual(full);
  });

  it('knows when the whole range is shown', () => {
    expect(isWhole(full, full)).toBe(true);
    expect(isWhole({ min: 0, max: 99 }, full)).toBe(false);
  });
});
