import { rmSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { CompareRow, LocalItem } from '../shared/bridge/methods/local-copy.ts';
import { ruleText, type WatchRuleKind } from '../shared/watch/watch-rules.ts';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { exportedPath, partsCollection } from './support/local-copy-kit.ts';

/** Runs the collection and waits until the local copy has archived the run. */
async function archivedRun(request: APIRequestContext, desk: DeskApp, collectionId: number): Promise<number> {
  const { runner_id: runId } = await bridge<{ runner_id: number }>(request, desk, 'runs.run', { collection_id: collectionId });
  await expect
    .poll(
      async () =>
        (await bridge<{ runs: { runId: number; archive: string }[] }>(request, desk, 'localCopy.runs', { collectionId })).runs.find((r) => r.runId === runId)
          ?.archive,
      { timeout: 30_000 },
    )
    .toBe('archived');
  return runId;
}

const cents = (price: number | null): number | null => (price === null ? null : Math.round(price * 100));

/** What the rules set below find in a comparison row: decided here from the two runs' outputs, as the issue asks. */
const FINDS: Record<string, (r: CompareRow) => boolean> = {
  priceDownPct: (r) => {
    const [a, b] = [cents(r.priceA), cents(r.priceB)];
    return a !== null && b !== null && b < a && (a - b) * 10_000 >= 100 * a;
  },
  priceUpPct: (r) => {
    const [a, b] = [cents(r.priceA), cents(r.priceB)];
    return a !== null && b !== null && a > 0 && b > a && (b - a) * 10_000 >= 100 * a;
  },
  outOfStock: (r) => r.inStockA === true && r.inStockB === false,
  backInStock: (r) => r.inStockA === false && r.inStockB === true,
  newItem: (r) => r.change === 'new',
  missingItem: (r) => r.change === 'missing',
};

/** The rules a comparison row matches, in the order FINDS (and the rules everywhere) list them. */
const matchedRules = (r: CompareRow): WatchRuleKind[] =>
  Object.entries(FINDS)
    .filter(([, finds]) => finds(r))
    .map(([rule]) => rule as WatchRuleKind);

const lineOf = (code: string, rules: WatchRuleKind[]) => {
  if (rules.length === 0) return null;
  const texts = rules.map((rule) => ruleText(rule, rule.endsWith('Pct') ? 1 : null)).map((text) => `${text[0]?.toUpperCase()}${text.slice(1)}`);
  return `${code} ${texts.join(', ')}`;
};

test('watch rules: two runs that differ → the inbox lists exactly the matches, counts them unread, is opened by the run’s notice, opens an item’s history, exports', async ({
  openDesk,
  desk,
  request,
}) => {
  const skus = Array.from({ length: 24 }, (_, i) => `WR-${String(i).padStart(3, '0')}`);
  const collectionId = await partsCollection(request, desk, skus);
  const name = (await bridge<{ name: string }>(request, desk, 'collections.get', { collection_id: collectionId })).name;
  const page = await openDesk(`#/collections/${collectionId}`);

  // Rules of its own, a bad value refused in place first.
  await page.getByRole('button', { name: 'Watch rules…' }).click();
  const dialog = page.getByRole('dialog', { name: `Watch rules of ${name}` });
  await dialog.getByRole('radio', { name: 'Has rules of its own' }).check();
  await dialog.getByRole('checkbox', { name: 'Price down by a percentage' }).check();
  const down = dialog.getByRole('spinbutton', { name: 'Price down by a percentage: at least' });
  await down.fill('0');
  await expect(dialog.getByText('Enter a percentage above 0 and at most 100, with up to 2 decimals.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save rules' })).toBeDisabled();
  await down.fill('1');
  await dialog.getByRole('checkbox', { name: 'Price up by a percentage' }).check();
  await dialog.getByRole('spinbutton', { name: 'Price up by a percentage: at least' }).fill('1');
  for (const rule of ['Goes out of stock', 'Back in stock', 'New in a run', 'Missing in a run']) await dialog.getByRole('checkbox', { name: rule }).check();
  await dialog.getByRole('button', { name: 'Save rules' }).click();
  await expect(dialog).toBeHidden();

  // Two runs whose outputs differ beyond the prices' drift: one part removed and one added between them.
  const first = await archivedRun(request, desk, collectionId);
  const items = (await bridge<{ items: LocalItem[] }>(request, desk, 'localCopy.items', { collectionId })).items;
  await bridge(request, desk, 'partsstoreItems.delete', { sku_id: items.find((i) => i.code === 'WR-005')!.itemId });
  await bridge(request, desk, 'partsstoreItems.create', { collection: collectionId, sku: 'WR-NEW', customer_postcode: '2000' });
  const second = await archivedRun(request, desk, collectionId);

  const { rows } = await bridge<{ rows: CompareRow[] }>(request, desk, 'localCopy.compare', { collectionId, runA: first, runB: second });
  // One line per item, listing every rule it matched in the rules' order.
  const expected = rows
    .map((r) => lineOf(r.code, matchedRules(r)))
    .filter((line) => line !== null)
    .sort();
  // The unread count is of matches: an item's line may hold several.
  const matched = rows.flatMap(matchedRules).length;
  expect(expected).toEqual(expect.arrayContaining([lineOf('WR-005', ['missingItem']), lineOf('WR-NEW', ['newItem'])]));

  // The run's notice opens the inbox on that run (in browser mode the notice stands in for the native notification).
  await page.getByRole('button', { name: 'Recent notices' }).click();
  const notice = page
    .getByRole('listitem')
    .filter({ hasText: 'Watch rules matched' })
    .filter({ hasText: `· ${name}` });
  await notice.getByRole('button', { name: 'Open changes' }).click();
  await expect(page).toHaveURL(new RegExp(`#/changes\\?run=${second}$`));
  const group = page.getByRole('table', { name: 'What the watch rules found' });
  const lines = group.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(lines).toHaveCount(expected.length);
  const shown = await lines.evaluateAll((trs) =>
    trs.map(
      (tr) =>
        `${tr.children[2]?.querySelector('a')?.textContent} ${[...(tr.children[3]?.querySelectorAll('li') ?? [])].map((li) => li.textContent).join(', ')}`,
    ),
  );
  expect(shown.sort()).toEqual(expected);
  const unread = page.getByRole('link', { name: /^Changes/ });
  await expect(unread).toHaveAccessibleName(`Changes ${matched} unread`);
  await expectAccessible(page);
  await saveScreen(page, 'changes');

  // A line opens the item's history, and counts as read; the run's "Mark read" reads the rest.
  await group.getByRole('link', { name: 'History of WR-NEW' }).click();
  await expect(page.getByRole('dialog', { name: 'History of WR-NEW' })).toBeVisible();
  await expect(unread).toHaveAccessibleName(`Changes ${matched - 1} unread`);
  await page.goBack();
  await page.getByRole('button', { name: `Mark read: ${name} · run #${second}` }).click();
  await expect(unread).toHaveAccessibleName('Changes');

  // Filter by rule, then export what is shown, typed.
  await page.getByRole('combobox', { name: 'Rule' }).selectOption('newItem');
  await expect(lines).toHaveCount(expected.filter((l) => l.endsWith(' New')).length);
  await page.getByRole('group', { name: 'Export the changes' }).getByRole('button', { name: 'Export XLSX' }).click();
  const path = await exportedPath(page, 'change');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(5).value).toBe('rule');
  expect(sheet.rowCount).toBe(1 + expected.filter((l) => l.endsWith(' New')).length);
  expect(sheet.getRow(2).getCell(3).value).toBe(second);
  expect(sheet.getRow(2).getCell(4).value).toBeInstanceOf(Date);
  expect(typeof sheet.getRow(2).getCell(9).value).toBe('number');
  // A compared rule's line names no regions (column 16); read is the last column.
  expect(sheet.getRow(2).getCell(16).value).toBeNull();
  expect(sheet.getRow(2).getCell(17).value).toBe('yes');
  rmSync(path, { force: true });
});
