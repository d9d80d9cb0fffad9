import { expect, onTestFinished, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { collectionPageService } from '../../testing/collection-page-service.ts';
import { collectionRecord as collection, collectionService } from '../../testing/collection-service.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const daily = (id: number, name: string) => collection(id, name, { status: 'enable', schedule: 'Daily', schedule_time: { hours: ['06.00'] } });

async function inZone(zone: string): Promise<void> {
  await commands.emulateTimezone(zone);
  onTestFinished(() => commands.emulateTimezone(null));
}

test('away from the service’s zone, a schedule’s time is also said in the viewer’s: the list, the schedule field', async () => {
  await inZone('UTC');
  await renderDesk('#/collections', collectionService([daily(1, 'Morning shelf')]).answers);
  const row = page.getByRole('row').filter({ hasText: 'Morning shelf' });
  await expect.poll(() => textOf(row)).toMatch(/Daily · 06:00 UTC\+10 · 20:00 your time/);

  await page.getByRole('button', { name: 'Edit Morning shelf' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit collection “Morning shelf”' });
  await expect.element(edit.getByText('1 of 24 hours: 06:00 UTC+10 · 20:00 your time.')).toBeVisible();
  await edit.getByRole('checkbox', { name: '18:00' }).click();
  await expect.element(edit.getByText('2 of 24 hours: 06:00, 18:00 UTC+10 · 20:00, 08:00 your time.')).toBeVisible();
  await expectAccessible();
});

test('the collection page’s header says the schedule in both zones, and only the service’s when they are the same', async () => {
  await inZone('UTC');
  const service = collectionPageService(daily(12, 'Morning shelf'), postcodeService([{ domain: 1, zipcode: '2000' }]));
  const first = await renderDesk('#/collections/12', service.answers);
  const schedule = page.getByRole('definition').filter({ hasText: /^Daily/ });
  await expect.poll(() => textOf(schedule)).toMatch(/^Daily · 06:00 UTC\+10\s*20:00 your time$/);
  await first.unmount();

  await commands.emulateTimezone('Australia/Brisbane');
  await renderDesk('#/collections/12', service.answers);
  await expect.poll(() => textOf(schedule)).toBe('Daily · 06:00 UTC+10');
});
