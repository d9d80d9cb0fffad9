import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { dropFile, openImport, stat } from '../../testing/import-page.ts';
import { textOf } from '../../testing/text-of.ts';

const asin = (n: number) => `B3${n.toString(36).toUpperCase().padStart(8, '0')}`;
const line = (code: string, domain = 'marketplace.com.au', postcode = '2000') => `${domain},${postcode},${code},false`;

test('"Drop all invalid" while a split is offered counts and drops only rows with a real error, never the rows that only do not fit', async () => {
  await openImport();
  // 5,060 good rows for a collection with room for 5,000: 60 are the split's. Three rows have a real error.
  const good = Array.from({ length: 5_060 }, (_, i) => line(asin(i)));
  const bad = [line('B0BAD'), line(asin(9_000), 'marketplace.example'), line(asin(9_001), 'marketplace.com.au', '2999')];
  await dropFile('more-than-fits.csv', `domain,customer_postcode,asin,include_raw_html\r\n${[...good, ...bad].join('\r\n')}\r\n`);
  const offer = page.getByRole('region', { name: 'Split the file' });
  await expect.element(offer, { timeout: 30_000 }).toBeVisible();
  await expect.poll(() => textOf(offer)).toMatch(/^60 rows do not fit/);
  await expect.poll(() => stat('Invalid')).toBe('63');

  const dropAll = page.getByRole('button', { name: /^Drop all invalid/ });
  await expect.poll(() => textOf(dropAll)).toBe('Drop all invalid (3)');
  await dropAll.click();
  await expect.poll(() => stat('Invalid')).toBe('60');
  // The 60 rows beyond the room are still there, and still offered to the split.
  await expect.poll(() => textOf(offer)).toMatch(/^60 rows do not fit/);
  await expect.element(dropAll).toBeDisabled();
  await expect.poll(() => textOf(dropAll)).toBe('Drop all invalid');
}, 120_000);
