import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails on any serious or critical axe violation in the page (or in `include`, a CSS selector), listing
 * them; the same rule the journeys' scan applies, run by axe-core inside the test's own page.
 */
export async function expectAccessible(include?: string): Promise<void> {
  // A state just changed still shows its colours' first frame (even 0.01 ms transitions end on the next frame): scan what is painted.
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  const results = await axe.run(include === undefined ? document : include, { resultTypes: ['violations'] });
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`)).toEqual([]);
}
