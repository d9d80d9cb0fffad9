import { describe, expect, it } from 'vitest';
import { MAX_NAME } from '../../../../shared/api/common.ts';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import { checkRows } from '../../../../shared/csv/row-checks.ts';
import { gridFromChecked, planChunks, settleRow } from './import-rows.ts';
import type { GridRow } from './import-rows.ts';
import { freePartNames, outcomeByCollection, overflowCount, partName, partStem, planSplit } from './split-plan.ts';

describe('split plan: room', () => {
  it('counts the rows a split would let through: those refused for the room alone', () => {
    const cells = Array.from({ length: 6 }, (_, i) => ['marketplace.com.au', '2000', `B0${String(i).padStart(8, '0')}`]);
    cells.push(['marketplace.com.au', '2000', 'B0BAD']);
    const context = {
      domains: DOMAINS,
      activePostcodes: [{ zipcode: '2000', domainName: 'marketplace.com.au' }],
      storeIds: new Set<string>(),
      existingKeys: new Set<string>(),
      remainingRoom: 2,
    };
    const rows = gridFromChecked(checkRows('marketplace', cells, { domain: 0, customer_postcode: 1, asin: 2 }, context));
    // 2 fit, 4 wait for room, the bad ASIN fails whatever happens.
    expect(overflowCount(rows)).toBe(4);
    const split = gridFromChecked(checkRows('marketplace', cells, { domain: 0, customer_postcode: 1, asin: 2 }, { ...context, split: true }));
    expect(overflowCount(split)).toBe(0);
    expect(split.filter((r) => r.errors.length === 0)).toHaveLength(6);
  });
});

describe('split plan: names', () => {
  it('numbers new collections from 2 after the chosen one, skipping names taken whatever their case', () => {
    expect(freePartNames('Office weekly', [], 2)).toEqual(['Office weekly (2)', 'Office weekly (3)']);
    expect(freePartNames('Office weekly', ['office WEEKLY (2)', 'Office weekly (4)', 'Office weekly'], 3)).toEqual([
      'Office weekly (3)',
      'Office weekly (5)',
      'Office weekly (6)',
    ]);
    expect(freePartNames('Office weekly (2)', [], 1)).toEqual(['Office weekly (2) (2)']);
  });

  it('cuts a long name so the number still fits the 255-character limit, and searches by that stem', () => {
    const long = 'x'.repeat(MAX_NAME);
    expect(partName(long, 12)).toBe(`${'x'.repeat(MAX_NAME - 8)} (12)`);
    expect(partName(long, 12).length).toBeLessThanOrEqual(MAX_NAME);
    expect(partName(long, 2).startsWith(partStem(long))).toBe(true);
    expect(partName('Short', 3)).toBe('Short (3)');
    expect(partStem('Short')).toBe('Short');
  });
});

describe('split plan: shares and chunks', () => {
  it('12,000 rows on a collection with 1000 items: 4000 there, 5000 and 3000 in two new ones', () => {
    expect(planSplit(12_000, 4000, 'Office weekly', [])).toEqual([
      { name: 'Office weekly', rows: 4000, isNew: false },
      { name: 'Office weekly (2)', rows: 5000, isNew: true },
      { name: 'Office weekly (3)', rows: 3000, isNew: true },
    ]);
  });

  it('20,000 rows on a full collection: four new ones; a file that fits stays in one', () => {
    expect(planSplit(20_000, 0, 'A', ['A (3)']).map((s) => [s.name, s.rows])).toEqual([
      ['A (2)', 5000],
      ['A (4)', 5000],
      ['A (5)', 5000],
      ['A (6)', 5000],
    ]);
    expect(planSplit(300, 4000, 'A', [])).toEqual([{ name: 'A', rows: 300, isNew: false }]);
  });

  it('uploads each share in chunks of 1000 within its room', () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => i);
    const first = planChunks(rows, 1000, 4000);
    const second = planChunks(rows.slice(4000), 1000, 5000);
    const third = planChunks(rows.slice(9000), 1000, 5000);
    expect([first, second, third].map((chunks) => chunks.map((c) => c.length))).toEqual([
      [1000, 1000, 1000, 1000],
      [1000, 1000, 1000, 1000, 1000],
      [1000, 1000, 1000],
    ]);
    expect([...first, ...second, ...third].flat()).toEqual(rows);
  });
});

describe('split plan: outcome per collection', () => {
  const row = (n: number, outcome: GridRow['outcome'], collectionId?: number): GridRow => ({
    rowNumber: n,
    values: { asin: `B0${n}` },
    errors: [],
    outcome,
    ...(collectionId !== undefined ? { collectionId } : {}),
  });

  it('counts added, rejected and in-flight rows where each was sent, the chosen collection first', () => {
    const rows = [
      row(2, 'sent-ok'), // sent before rows named their collection: the chosen one
      row(3, 'sent-ok', 7),
      settleRow(row(4, 'sending', 8), 'rejected', 'Duplicate.'),
      row(5, 'sending', 8),
      row(6, 'sent-ok', 8),
      row(7, 'pending'),
      row(8, 'dropped'),
    ];
    expect(
      outcomeByCollection(rows, [
        { id: 7, name: 'A' },
        { id: 8, name: 'A (2)' },
        { id: 9, name: 'A (3)' },
      ]),
    ).toEqual([
      { collectionId: 7, name: 'A', added: 2, rejected: 0, sending: 0 },
      { collectionId: 8, name: 'A (2)', added: 1, rejected: 1, sending: 1 },
      { collectionId: 9, name: 'A (3)', added: 0, rejected: 0, sending: 0 },
    ]);
  });
});
