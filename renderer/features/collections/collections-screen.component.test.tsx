import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { z } from 'zod';
import type { collectionSchema } from '../../../shared/api/collections.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import type { Answers } from '../../testing/fake-desk.ts';
import { textOf } from '../../testing/text-of.ts';

type Collection = z.input<typeof collectionSchema>;
const at = '2026-11-28T05:00:00.000Z';

/** A collection record as the local copy holds it. */
function collection(id: number, name: string, fields: Partial<Collection> = {}): Collection {
  return {
    id,
    name,
    request_type: 'marketplace',
    status: 'draft',
    schedule_status: 'Pending',
    schedule_message: null,
    priority: 'Normal',
    schedule: 'Manual',
    schedule_time: null,
    fetch_mode: 'full',
    notification_email: 'e2e@example.com',
    destinations: null,
    item_count: 0,
    last_run_at: null,
    next_run_at: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** The local copy's collections, and the service deleting one (the copy drops it, main says what changed). */
function collectionsAnswers(records: Collection[]): Answers {
  const rows = [...records];
  return {
    'localCopy.collections': () => ({ collections: rows }),
    'collections.delete': ({ collection_id }) => {
      rows.splice(
        rows.findIndex((r) => r.id === collection_id),
        1,
      );
      queueMicrotask(() => fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId: null, what: 'collections' }));
      return 'Collection deleted.';
    },
  };
}

test('one collection is deleted after a confirmation; the type filter narrows the list; schedules read in words', async () => {
  const p = 'Single';
  await renderDesk(
    '#/collections',
    collectionsAnswers([
      collection(1, `${p} 001`),
      collection(2, `${p} 002`),
      collection(3, `${p} Daily 0`, { request_type: 'partsstore', schedule: 'Daily', schedule_time: { hours: ['06.00', '18.00'] }, priority: 'High' }),
      collection(4, `${p} Weekly 1`, {
        request_type: 'officestore',
        schedule: 'Weekly',
        schedule_time: { days_of_week: ['monday', 'friday'], hours: ['09.00'] },
      }),
      collection(5, `${p} Every X Minutes 2`, { schedule: 'Every X Minutes', schedule_time: { minutes_frequency: '30' }, fetch_mode: 'availability_only' }),
      collection(6, `${p} Monthly 3`, { request_type: 'partsstore', schedule: 'Monthly', schedule_time: { hours: ['02.00'] } }),
      collection(7, 'Another team’s list'),
    ]),
  );
  await page.getByRole('searchbox', { name: 'Search collections' }).fill(p);
  await expect.element(page.getByText('6 matching collections')).toBeVisible();
  await expect.poll(() => textOf(page.getByRole('row', { name: /Single Weekly/ }))).toMatch(/Weekly · Mon, Fri · 09:00/);
  await page.getByRole('combobox', { name: 'Type' }).selectOptions('Parts store');
  await expect.element(page.getByText('2 matching collections')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOptions('Marketplace');
  await expect.element(page.getByText('3 matching collections')).toBeVisible();
  await page.getByRole('button', { name: `Delete ${p} 001` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${p} 001”?` });
  await expect.element(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('collections.delete')).toEqual([{ collection_id: 1 }]);
  await expect.element(page.getByText('2 matching collections')).toBeVisible();
  await expect.element(page.getByRole('row', { name: /Single 002/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOptions('Any type');
  await expect.element(page.getByText('5 matching collections')).toBeVisible();
  await expectAccessible();
});

test('File → New collection (app.open) lands on Collections with the create form open, once', async () => {
  const answers = collectionsAnswers([]);
  const first = await renderDesk('#/collections?new=1', answers);
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await expect.element(dialog).toBeVisible();
  await expect.poll(() => window.location.hash).toBe('#/collections');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await first.unmount();
  await renderDesk(window.location.hash, answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect.element(page.getByRole('dialog', { name: 'New collection' })).not.toBeInTheDocument();
});
