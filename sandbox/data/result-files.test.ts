import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { categoryAsins } from './category-asins.ts';
import { categoryCsv, csvField, resultPages, zipFiles } from './result-files.ts';

describe('resultPages', () => {
  it('splits records into JSON pages of 100 by default', () => {
    const records = Array.from({ length: 250 }, (_, i) => ({ i }));
    const pages = resultPages(records);
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => (JSON.parse(p) as unknown[]).length)).toEqual([100, 100, 50]);
    expect(pages.flatMap((p) => JSON.parse(p) as unknown[])).toEqual(records);
    expect(resultPages(records, 125)).toHaveLength(2);
    expect(resultPages([])).toEqual(['[]']);
    expect(() => resultPages(records, 0)).toThrow();
  });
});

describe('zipFiles', () => {
  it('round-trips through unzipSync and is deterministic', () => {
    const enc = new TextEncoder();
    const files = [
      { name: 'Run_1_Results_Page_1.json', bytes: enc.encode('[{"a":1}]') },
      { name: 'Run_1_Results_Page_2.json', bytes: enc.encode('[]') },
    ];
    const zip = zipFiles(files);
    expect(zip[0]).toBe(0x50);
    expect(zip[1]).toBe(0x4b);
    const back = unzipSync(zip);
    expect(Object.keys(back).sort()).toEqual(files.map((f) => f.name));
    expect(new TextDecoder().decode(back['Run_1_Results_Page_1.json'])).toBe('[{"a":1}]');
    expect(zipFiles(files)).toEqual(zip);
    expect(() => zipFiles([files[0]!, files[0]!])).toThrow(/Duplicate/);
  });
});

describe('categoryCsv', () => {
  it('writes the header and RFC 4180 quoting', () => {
    const row = {
      asin: 'B0ABCDEFGH',
      parent_asin: 'B0ABCDEFGH',
      is_variant: false,
      is_brand: true,
      is_store: false,
      is_prime: true,
      seller_name: 'Harbour "Goods", Co\nLtd',
      price_cents: 2499,
      in_stock: true,
    };
    const csv = categoryCsv([row]);
    expect(csv).toBe(
      'asin,parent_asin,is_variant,is_brand,is_store,is_prime,seller_name,price_cents,in_stock\r\n' +
        'B0ABCDEFGH,B0ABCDEFGH,false,true,false,true,"Harbour ""Goods"", Co\nLtd",2499,true\r\n',
    );
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it('writes one line per scraped product', () => {
    const rows = categoryAsins({ nodeId: '42', domain: 'marketplace.com.au', postcode: '2000' });
    const lines = categoryCsv(rows).trimEnd().split('\r\n');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]?.startsWith(`${rows[0]?.asin},`)).toBe(true);
  });
});
