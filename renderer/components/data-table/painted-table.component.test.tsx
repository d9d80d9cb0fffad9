import { useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StatusBadge, statusPaint } from '../badge.tsx';
import type { ColumnDef } from './column.ts';
import { DataTable } from './data-table.tsx';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/controls.css';
import '../../styles/feedback.css';
import '../../styles/table.css';
import '../../bench/table-bench.css';
import { canvasAt, canvasOf, rowInk } from '../../testing/canvas-pixels.ts';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

// A table of 1000 rows or more paints its rows on a canvas; the rows' DOM stays under it for clicks, the
// keyboard and screen readers. What the canvas shows must be what the rows are, as the analyst works.

const COUNT = 1200;
const asin = (n: number) => `B0PNT${String(n).padStart(5, '0')}`;

test('a large table paints its rows, and filtering, focusing, scrolling and row buttons work through it', async () => {
  const items = Array.from({ length: COUNT }, (_, i) => localItem(i + 1, asin(i + 1)));
  const service = collectionPageService(
    collectionRecord(30, 'Painted', { status: 'enable', item_count: COUNT }),
    postcodeService([{ domain: 1, zipcode: '2000' }]),
    items,
  );
  await renderDesk('#/collections/30', service.answers);
  await expect.element(page.getByText('1,200 ASINs', { exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.element(grid.getByRole('row').filter({ hasText: asin(1) })).toBeVisible();
  await expect.poll(() => canvasOf(grid)?.getBoundingClientRect().height ?? 0).toBeGreaterThan(0);
  await expect.poll(() => rowInk(grid, 0).ink).toBeGreaterThan(50);
  const firstRow = rowInk(grid, 0);

  // Filter to one ASIN: the count, one row for screen readers, and the canvas draws that row only.
  const filter = page.getByRole('searchbox', { name: 'Filter all ASINs' });
  await filter.fill(asin(777).toLowerCase());
  await expect.element(page.getByText('1 of 1,200 ASINs')).toBeVisible();
  await expect.poll(() => grid.getByRole('row').filter({ hasText: 'B0PNT' }).elements().length).toBe(1);
  await expect.element(grid.getByRole('row').filter({ hasText: asin(777) })).toBeVisible();
  await expect.poll(() => canvasOf(grid)?.getBoundingClientRect().height).toBe(32);
  await expect.poll(() => rowInk(grid, 0).print).not.toBe(firstRow.print);
  expect(rowInk(grid, 0).ink).toBeGreaterThan(50);

  // Clicking the row (its DOM under the canvas) makes it the active one: the canvas draws its focus bar.
  expect(canvasAt(grid, 1, 15)[3]).toBe(0);
  await grid
    .getByRole('row')
    .filter({ hasText: asin(777) })
    .getByRole('gridcell')
    .nth(1)
    .click();
  await expect.element(grid).toHaveFocus();
  await expect.poll(() => canvasAt(grid, 1, 15)[3]).toBe(255);

  // A row's own button, drawn by the DOM, still opens the edit dialog of that row.
  await grid.getByRole('button', { name: `Edit ${asin(777)}` }).click();
  await expect.element(page.getByRole('dialog', { name: `Edit ASIN ${asin(777)}` })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('dialog', { name: `Edit ASIN ${asin(777)}` })).not.toBeInTheDocument();

  // Clearing the filter paints every row again; scrolled to the end, the last rows are painted and readable.
  await filter.fill('');
  await expect.element(page.getByText('1 of 1,200 ASINs')).not.toBeInTheDocument();
  await expect.poll(() => rowInk(grid, 1).ink).toBeGreaterThan(50);
  await expect.poll(() => rowInk(grid, 0).print).toBe(firstRow.print);
  // The rows' DOM catches up with the canvas a moment later: scroll once it holds every row.
  await expect.poll(() => grid.element().scrollHeight).toBeGreaterThanOrEqual(COUNT * 32);
  grid.element().scrollTo({ top: grid.element().scrollHeight });
  await expect.element(grid.getByRole('row').filter({ hasText: asin(COUNT) })).toBeVisible();
  // Painted again once the scroll has settled, with the rows now in view.
  await expect.poll(() => grid.element().classList.contains('dt--painted')).toBe(true);
  await expect.poll(() => rowInk(grid, 0).print).not.toBe(firstRow.print);
  expect(rowInk(grid, 0).ink).toBeGreaterThan(50);
});

/** A row shaped like the Postcodes screen's, as the table's bench page draws them. */
interface PostcodeRow {
  id: string;
  postcode: string;
  domain: string;
  status: string;
}

const DOMAINS = ['marketplace.com.au', 'partsstore.com.au', 'officestore.com.au'];
const STATUSES = ['active', 'pending', 'in-progress', 'inactive', 'failed'];
const rows: PostcodeRow[] = Array.from({ length: 1500 }, (_, i) => ({
  id: String(i + 1),
  postcode: String(2000 + ((i * 37) % 7000)),
  domain: DOMAINS[i % DOMAINS.length] ?? '',
  status: STATUSES[(i * 7) % STATUSES.length] ?? 'active',
}));
const COLUMNS: readonly ColumnDef<PostcodeRow>[] = [
  { id: 'postcode', header: 'Postcode', cell: (r) => r.postcode, paint: (r) => r.postcode, width: 100 },
  { id: 'domain', header: 'Domain', cell: (r) => r.domain, paint: (r) => r.domain },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} />, paint: (r) => statusPaint(r.status), width: 130 },
];

/** The table as a screen holds it: the selection in state (three rows selected at the start) and its count shown. */
function SelectableTable() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(['3', '4', '5']));
  return (
    <div className="bench">
      <p>
        <span data-testid="selected-count">{selected.size}</span> selected
      </p>
      <DataTable label="Postcode rows" rows={rows} columns={COLUMNS} getRowId={(r) => r.id} selected={selected} onSelectedChange={setSelected} />
    </div>
  );
}

test('selecting rows of a painted table draws their boxes and the selection colour', async () => {
  await render(<SelectableTable />);
  const grid = page.getByRole('grid', { name: 'Postcode rows' });
  await expect.poll(() => canvasOf(grid)?.getBoundingClientRect().height ?? 0).toBeGreaterThan(0);
  // A point of the row with no text on it: filled only when the row is selected.
  const selectionFill = (row: number) => canvasAt(grid, 600, row * 32 + 4)[3];
  await expect.poll(() => selectionFill(2)).toBe(255);
  expect(selectionFill(0)).toBe(0);

  // Ctrl-click adds the first row, on the row's DOM under the canvas; the canvas fills it and ticks its box.
  await grid
    .getByRole('row')
    .filter({ hasText: 'marketplace.com.au' })
    .first()
    .getByRole('gridcell')
    .nth(2)
    .click({ modifiers: ['ControlOrMeta'] });
  await expect.element(page.getByTestId('selected-count')).toHaveTextContent('4');
  await expect.poll(() => selectionFill(0)).toBe(255);

  // Escape clears the selection: no row is filled any more.
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByTestId('selected-count')).toHaveTextContent('0');
  await expect.poll(() => selectionFill(2)).toBe(0);
  expect(selectionFill(0)).toBe(0);
});
