import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { countJournalRows } from '../../../shared/bridge/methods/imports.ts';
import { errResult } from '../../../shared/bridge/result.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { dropFile, openImport, stat, uploadNotice } from '../../testing/import-page.ts';
import { importService, type ImportService } from '../../testing/import-service.ts';
import { textOf } from '../../testing/text-of.ts';

/** Holds the service's answer to the `nth` call of `method` until the function returned is called. */
function holdCall(service: ImportService, method: 'items.uploadBulk' | 'imports.saveRows', nth: number): () => void {
  const answer = service.answers[method] as ((input: unknown) => unknown) | undefined;
  if (typeof answer !== 'function') throw new Error(`the import service answers ${method}`);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  service.answers = {
    ...service.answers,
    [method]: async (input: unknown) => {
      if (fakeDesk.inputsOf(method).length === nth) await held;
      return answer(input);
    },
  };
  return release;
}

test('5000 rows: uploaded in chunks with progress, cancelled after the chunk in flight, the rest sent later', async () => {
  const service = importService();
  // The first chunk is held until Cancel is pressed, so the cancel lands while it is in flight.
  const release = holdCall(service, 'items.uploadBulk', 1);
  await openImport(service);
  const lines = ['domain,customer_postcode,asin,include_raw_html'];
  for (let i = 0; i < 5000; i++) lines.push(`marketplace.com.au,2000,B1${i.toString(36).toUpperCase().padStart(8, '0')},false`);
  await dropFile('big.csv', `${lines.join('\r\n')}\r\n`);
  await expect.poll(() => stat('Ready to send')).toBe('5,000');

  await page.getByRole('button', { name: 'Upload 5,000 rows' }).click();
  const progress = page.getByRole('group', { name: 'Uploading rows' });
  await expect.poll(() => textOf(progress)).toMatch('0 of 5,000 rows sent');
  await expect.element(page.getByRole('grid', { name: 'Rows of the file' }).getByText('Sending', { exact: true }).first()).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(progress.getByRole('button', { name: 'Stopping after this chunk…' })).toBeDisabled();
  release();
  await expect.poll(() => textOf(uploadNotice('cancelled'))).toMatch('1,000 rows added, 0 rejected');
  await expect.poll(() => stat('Ready to send')).toBe('4,000');
  expect(fakeDesk.inputsOf('items.uploadBulk')).toHaveLength(1);
  // What main's journal holds after the cancel: the chunk's rows added, the rest still to send.
  const [journal] = service.journals.values();
  expect(journal && countJournalRows(journal.rows)).toMatchObject({ total: 5000, sentOk: 1000, ready: 4000, sending: 0 });

  await page.getByRole('button', { name: 'Upload 4,000 rows' }).click();
  await expect.poll(() => textOf(uploadNotice())).toMatch('4,000 rows added, 0 rejected');
  const chunks = fakeDesk.inputsOf('items.uploadBulk').map((i) => i.csv.trimEnd().split('\r\n').length - 1);
  expect(chunks).toEqual([1000, 1000, 1000, 1000, 1000]);
  await expect.poll(() => stat('Added')).toBe('5,000');
  expect(service.itemsOf(1)).toHaveLength(5000);
  expect(document.body.textContent).not.toMatch('The import journal could not be saved');
  await page.getByRole('button', { name: 'New import' }).click();
  const recent = page.getByRole('table', { name: 'Recent imports' }).getByRole('row').filter({ hasText: 'big.csv' });
  await expect.poll(() => textOf(recent)).toMatch('5,000 of 5,000 added');
});

test('a chunk shows as added only once the journal holds it (a reload at that moment finds it there)', async () => {
  const service = importService();
  // The save after the chunk's answer (the second saveRows: the first marks the chunk `sending`) is held.
  const release = holdCall(service, 'imports.saveRows', 2);
  await openImport(service);
  await dropFile(
    'three.csv',
    'domain,customer_postcode,asin,include_raw_html\r\nmarketplace.com.au,2000,B0CHUNK001,false\r\nmarketplace.com.au,2000,B0CHUNK002,false\r\n',
  );
  await expect.poll(() => stat('Ready to send')).toBe('2');
  await page.getByRole('button', { name: 'Upload 2 rows' }).click();
  await expect.poll(() => fakeDesk.inputsOf('imports.saveRows').length).toBe(2);
  expect(service.itemsOf(1)).toHaveLength(2);
  expect(stat('Added')).toBe('0');
  release();
  await expect.poll(() => stat('Added')).toBe('2');
  const [journal] = service.journals.values();
  expect(journal && countJournalRows(journal.rows)).toMatchObject({ total: 2, sentOk: 2, sending: 0 });
});

test('a journal resumed while the service is away offers to try again, and reads the collection once it is back', async () => {
  const service = importService();
  await openImport(service);
  // One line the service would take and one that fails its check: the import stays unfinished.
  await dropFile(
    'resume.csv',
    'domain,customer_postcode,asin,include_raw_html\r\nmarketplace.com.au,2000,B0RESUME01,false\r\nmarketplace.com.au,2000,,false\r\n',
  );
  await expect.poll(() => stat('Ready to send')).toBe('1');
  await page.getByRole('button', { name: 'Upload 1 row' }).click();
  await expect.poll(() => stat('Added')).toBe('1');
  await page.getByRole('button', { name: 'New import' }).click();

  const list = service.answers['marketplaceItems.list'];
  fakeDesk.answer({ 'marketplaceItems.list': errResult('network', 'Could not reach the service (ECONNREFUSED).') });
  await page.getByRole('button', { name: 'Resume resume.csv' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'The collection could not be read; the rows cannot be checked or sent' });
  await expect.element(failure).toBeVisible();

  fakeDesk.answer({ 'marketplaceItems.list': list });
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect.element(failure).not.toBeInTheDocument();
  await expect.poll(() => stat('Added')).toBe('1');
  await expect.poll(() => stat('Invalid')).toBe('1');
});
