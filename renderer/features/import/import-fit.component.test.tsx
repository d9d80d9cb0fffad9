import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectFits } from '../../testing/fit-check.ts';
import { dropFile, openImport, stat } from '../../testing/import-page.ts';
import { importService } from '../../testing/import-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';

const collection = 'Q4 electronics competitor set — televisions, soundbars and streaming sticks';
const asin = (n: number) => `B2${n.toString(36).toUpperCase().padStart(8, '0')}`;
const line = (code: string, domain = 'marketplace.com.au', postcode = '2000') => `${domain},${postcode},${code},false`;

test('the review of a file with bad lines fits: its grid, reasons and summary', async () => {
  await openImport(importService([collectionRecord(1, collection)]));
  await dropFile('marketplace-mixed.csv');
  await expect.poll(() => stat('Invalid')).toBe('4');
  await expectFits('import-review');
}, 120_000);

test('the split offer of a file larger than the collection has room for fits, with its counts beside their reasons', async () => {
  await openImport(importService([collectionRecord(1, collection)]));
  const good = Array.from({ length: 6_560 }, (_, i) => line(asin(i)));
  const bad = [line('B0BAD'), line(asin(9_000), 'marketplace.example'), line(asin(9_001), 'marketplace.com.au', '2999'), line(asin(3))];
  await dropFile('q4-electronics-all-suppliers.csv', `domain,customer_postcode,asin,include_raw_html\r\n${[...good, ...bad].join('\r\n')}\r\n`);
  // Reading and checking 6,564 rows takes seconds on a busy machine.
  await expect.element(page.getByRole('region', { name: 'Split the file' }), { timeout: 30_000 }).toBeVisible();
  await expectFits('import-split-offer');
}, 120_000);
