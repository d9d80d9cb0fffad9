import { describe, expect, it } from 'vitest';
import { FIRST_START_STEPS, navTarget, tourAllowed } from './tour-steps.ts';

describe('first-start tour', () => {
  it('has five or six steps, each over a sidebar link', () => {
    expect(FIRST_START_STEPS.length).toBeGreaterThanOrEqual(5);
    expect(FIRST_START_STEPS.length).toBeLessThanOrEqual(6);
    for (const step of FIRST_START_STEPS) expect(step.target).toMatch(/^nav\[aria-label="Main"\] a\[href="#\/[a-z]+"\]$/);
    expect(navTarget('postcodes')).toBe('nav[aria-label="Main"] a[href="#/postcodes"]');
  });
  it('runs for people, and under automation only when asked', () => {
    const none = { getItem: () => null };
    expect(tourAllowed({ webdriver: false }, none)).toBe(true);
    expect(tourAllowed({ webdriver: true }, none)).toBe(false);
    expect(tourAllowed({ webdriver: true }, { getItem: (k: string) => (k === 'desk.tour.automation' ? 'on' : null) })).toBe(true);
    expect(tourAllowed({ webdriver: true }, null)).toBe(false);
  });
});
