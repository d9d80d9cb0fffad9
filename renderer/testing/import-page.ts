import { expect } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { importService, type ImportService } from './import-service.ts';
import { renderDesk } from './render-desk.tsx';

/** The bytes of a fixture of e2e/fixtures/ (see its README.md), as the dev server serves it. */
export async function fixtureBytes(name: string): Promise<Uint8Array> {
  const response = await fetch(new URL(`../../e2e/fixtures/${name}`, import.meta.url));
  if (!response.ok) throw new Error(`No fixture ${name} (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A file as the user's system hands it over: a fixture by name, or the bytes or text given. */
export async function csvFile(name: string, content?: Uint8Array | string): Promise<File> {
  const bytes = typeof content === 'string' ? content : new Uint8Array(content ?? (await fixtureBytes(name)));
  return new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'text/csv' });
}

/** Holds a file over the screen with real `dragenter` and `dragover` events carrying it, as a drag from the file manager does; `drop()` lets go. */
export async function dragFileOver(name: string, content?: Uint8Array | string): Promise<{ drop(): void }> {
  const transfer = new DataTransfer();
  transfer.items.add(await csvFile(name, content));
  const target = document.querySelector('main') ?? document.body;
  const send = (type: string) => target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  send('dragenter');
  send('dragover');
  return { drop: () => send('drop') };
}

/** Drops a file on the screen (see `dragFileOver`). */
export async function dropFile(name: string, content?: Uint8Array | string): Promise<void> {
  (await dragFileOver(name, content)).drop();
}

/** The grid row of a line of the file, found by one of its cells. */
export const gridRow = (rowNumber: number, column = 'ASIN'): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('textbox', { name: `Line ${rowNumber} ${column}`, exact: true }) });

/** A figure of the import summary, as shown ('' while the summary is not there): poll it. */
export function stat(label: string): string {
  const figure = [...document.querySelectorAll('.imp-stat')].find((el) => el.querySelector('dt')?.textContent === label);
  return figure?.querySelector('dd')?.textContent ?? '';
}

/** The Import screen with a collection chosen as the user picks it (by default the marketplace collection 1 of a fresh service). */
export async function openImport(service: ImportService = importService(), type = 'marketplace', collectionId = 1): Promise<ImportService> {
  await renderDesk('#/import', service.answers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Item type' }).selectOptions(type);
  await page.getByRole('combobox', { name: 'Collection' }).selectOptions(String(collectionId));
  return service;
}

/** The notice of the last upload, e.g. "Upload finished: 10 rows added, 0 rejected". */
export const uploadNotice = (outcome: 'finished' | 'cancelled' = 'finished'): Locator => page.getByRole('status').filter({ hasText: `Upload ${outcome}` });
