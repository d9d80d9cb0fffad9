import { useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StatusBadge } from '../badge.tsx';
import type { ColumnDef } from './column.ts';
import { DataTable } from './data-table.tsx';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/controls.css';
import '../../styles/feedback.css';
import '../../styles/table.css';
import '../../bench/table-bench.css';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

// Tables of 1000 rows and more, as the analyst works them: the filter's rows follow the keystroke a moment
// later (a deferred render), and only the rows in view are in the DOM.

const COUNT = 1200;
const asin = (n: number) => `B0PNT${String(n).padStart(5, '0')}`;

test('a large table filters, focuses a row, keeps its row buttons on the right row and scrolls to its end', async () => {
  const items = Array.from({ length: COUNT }, (_, i) => localItem(i + 1, asin(i + 1)));
  const service = collectionPageService(
    collectionRecord(30, 'Large', { status: 'enable', item_count: COUNT }),
    postcodeService([{ domain: 1, zipcode: '2000' }]),
    items,
  );
  await renderDesk('#/collections/30', service.answers);
  await expect.element(page.getByText('1,200 ASINs', { exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.element(grid.getByRole('row').filter({ hasText: asin(1) })).toBeVisible();
  // Virtualised: a screenful of rows in the DOM, not 1,200.
  expect(grid.getByRole('row').filter({ hasText: 'B0PNT' }).elements().length).toBeLessThan(60);

  // Filter to one ASIN: the count, and one row.
  const filter = page.getByRole('searchbox', { name: 'Filter all ASINs' });
  await filter.fill(asin(777).toLowerCase());
  await expect.element(page.getByText('1 of 1,200 ASINs')).toBeVisible();
  await expect.poll(() => grid.getByRole('row').filter({ hasText: 'B0PNT' }).elements().length).toBe(1);
  const row = grid.getByRole('row').filter({ hasText: asin(777) });
  await expect.element(row).toBeVisible();

  // Clicking the row makes it the active one: the grid takes focus and names that row to screen readers.
  expect(grid.element().getAttribute('aria-activedescendant')).toBeNull();
  await row.getByRole('gridcell').nth(1).click();
  await expect.element(grid).toHaveFocus();
  await expect.poll(() => grid.element().getAttribute('aria-activedescendant')).toBe(row.element().id);

  // The row's own button opens the edit dialog of that row.
  await grid.getByRole('button', { name: `Edit ${asin(777)}` }).click();
  await expect.element(page.getByRole('dialog', { name: `Edit ASIN ${asin(777)}` })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('dialog', { name: `Edit ASIN ${asin(777)}` })).not.toBeInTheDocument();

  // Clearing the filter shows every row again; scrolled to the end, the last row is there.
  await filter.fill('');
  await expect.element(page.getByText('1 of 1,200 ASINs')).not.toBeInTheDocument();
  await expect.element(grid.getByRole('row').filter({ hasText: asin(1) })).toBeVisible();
  await expect.poll(() => grid.element().scrollHeight).toBeGreaterThanOrEqual(COUNT * 32);
  grid.element().scrollTo({ top: grid.element().scrollHeight });
  await expect.element(grid.getByRole('row').filter({ hasText: asin(COUNT) })).toBeVisible();
  await expect.element(grid.getByRole('row').filter({ hasText: asin(1) })).not.toBeInTheDocument();
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
  { id: 'postcode', header: 'Postcode', cell: (r) => r.postcode, sortValue: (r) => r.postcode, width: 100 },
  { id: 'domain', header: 'Domain', cell: (r) => r.domain },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} />, width: 130 },
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

const selectedRows = () =>
  page
    .getByRole('grid', { name: 'Postcode rows' })
    .getByRole('row', { selected: true })
    .elements()
    .map((row) => row.getAttribute('aria-rowindex'));

test('a large table selects rows by click, keyboard and range, clears them with Escape and sorts by a header', async () => {
  await render(<SelectableTable />);
  const grid = page.getByRole('grid', { name: 'Postcode rows' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'marketplace.com.au' }).first()).toBeVisible();
  // Rows 3–5 are selected (aria-rowindex counts the header as 1).
  expect(selectedRows()).toEqual(['4', '5', '6']);

  // Ctrl-click adds the first row.
  await grid
    .getByRole('row')
    .filter({ hasText: 'marketplace.com.au' })
    .first()
    .getByRole('gridcell')
    .nth(2)
    .click({ modifiers: ['ControlOrMeta'] });
  await expect.element(page.getByTestId('selected-count')).toHaveTextContent('4');
  expect(selectedRows()).toEqual(['2', '4', '5', '6']);

  // Escape clears the selection; then the keyboard: Down, Shift+Down twice selects a range of three.
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByTestId('selected-count')).toHaveTextContent('0');
  expect(selectedRows()).toEqual([]);
  await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
  await expect.element(page.getByTestId('selected-count')).toHaveTextContent('3');
  expect(selectedRows()).toEqual(['3', '4', '5']);

  // End goes to the last of the 1,500 rows and makes it the active one; Space selects it too.
  await userEvent.keyboard('{End} ');
  await expect.element(page.getByTestId('selected-count')).toHaveTextContent('4');
  await expect.poll(() => grid.element().getAttribute('aria-activedescendant')).toBeTruthy();
  const active = document.getElementById(grid.element().getAttribute('aria-activedescendant') ?? '');
  expect(active?.getAttribute('aria-rowindex')).toBe('1501');
  expect(active?.getAttribute('aria-selected')).toBe('true');

  // Sorting by Postcode (ascending, then descending) puts the lowest, then the highest postcode first.
  const postcodes = rows.map((r) => r.postcode).sort();
  await grid.getByRole('button', { name: 'Postcode' }).click();
  await expect.element(grid.getByRole('columnheader', { name: 'Postcode' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).element().textContent).toBe(postcodes[0]);
  await grid.getByRole('button', { name: 'Postcode' }).click();
  await expect.element(grid.getByRole('columnheader', { name: 'Postcode' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).element().textContent).toBe(postcodes.at(-1));
});
