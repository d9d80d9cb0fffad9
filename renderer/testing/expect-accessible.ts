import axe from 'axe-core';
import { expect } from 'vitest';

const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

async function seriousViolations(include: string | undefined): Promise<Map<string, string>> {
  const results = await axe.run(include === undefined ? document : include, { resultTypes: ['violations'] });
  const found = new Map<string, string>();
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const n of v.nodes) found.set(`${v.id} ${n.target.join(' ')}`, `${v.id}: ${v.help} (${n.target.join(' ')}: ${n.failureSummary ?? ''})`);
  }
  return found;
}

/**
 * Fails on any serious or critical axe violation in the page (or in `include`, a CSS selector), listing
 * them; the same rule the journeys' scan applies, run by axe-core inside the test's own page. A violation
 * counts when the next scan still finds it: a button between busy and ready for a frame is not what a user
 * meets, a colour that stays is.
 */
export async function expectAccessible(include?: string): Promise<void> {
  // A state just changed still shows its colours' first frame (even 0.01 ms transitions end on the next frame): scan what is painted.
  await frames();
  const first = await seriousViolations(include);
  if (first.size === 0) return;
  await frames();
  const again = await seriousViolations(include);
  expect([...again].filter(([key]) => first.has(key)).map(([, text]) => text)).toEqual([]);
}
