import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { floorPlans, floorsTable } from './floors.js';

/** A markdown table's rows with the padding prettier adds taken out, so only the cells' text is compared. */
const rows = (lines: readonly string[]): string[] =>
  lines
    .filter((line) => line.trimStart().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .split('|')
        .map((cell) => (/^\s*:?-+:?\s*$/.test(cell) ? '---' : cell.trim()))
        .join('|'),
    );

describe('the floors table', () => {
  const architecture = rows(readFileSync(new URL('../../ARCHITECTURE.md', import.meta.url), 'utf8').split('\n')).join('\n');

  it.each(floorPlans.map((plan) => [plan.scope, plan] as const))('ARCHITECTURE.md shows the floors of %s the lint rule reads', (_scope, plan) => {
    expect(architecture).toContain(rows(floorsTable(plan)).join('\n'));
  });

  it('names each folder and file once per scope', () => {
    for (const plan of floorPlans) {
      const entries = plan.floors.flatMap((floor) => floor.paths);
      expect(entries, plan.scope).toEqual([...new Set(entries)]);
    }
  });
});
