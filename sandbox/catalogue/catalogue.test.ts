import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '../../shared/api/catalogue.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

type Category = { name: string; seoPath: string; children: Category[] };
type Product = { sku: string; title: string; price_value: number; rating: number; image: string; category: string; categories: string[] };
type Page = { seo_path: string; recursive: boolean; total: number; page: number; page_size: number; total_pages: number; products: Product[] };

const CATEGORIES = 'schedules/officestore/categories/';
const PRODUCTS = 'schedules/officestore/categories/products/';

function withDb<T>(s: TestSandbox, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(s.sandbox.dataDir, 'sandbox.sqlite'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const products = async (s: TestSandbox, body: object): Promise<Page> => (await s.call(PRODUCTS, body)).data as Page;

describe('officestore categories', () => {
  it('returns the whole tree when both parameters are omitted', async () => {
    sb = await startTestSandbox();
    const data = (await sb.call(CATEGORIES, {})).data as { total: number; categories: Category[] };
    expect(data.categories.length).toBeGreaterThan(3);
    expect(data.categories[0]!.children.length).toBeGreaterThan(0);
    expect(data.total).toBeGreaterThan(data.categories.length);
  });

  it('restricts to one seo_path and its descendants, flat on request', async () => {
    sb = await startTestSandbox();
    const tree = (await sb.call(CATEGORIES, { seo_path: 'paper' })).data as { total: number; categories: Category[] };
    expect(tree.categories.map((c) => c.seoPath)).toEqual(['paper']);
    const flat = (await sb.call(CATEGORIES, { seo_path: 'paper', flat: true })).data as { total: number; categories: Category[] };
    expect(flat.total).toBe(tree.total);
    expect(flat.categories.every((c) => c.seoPath.startsWith('paper') && c.children.length === 0)).toBe(true);
  });

  it('answers an unmatched seo_path with total 0 and no categories', async () => {
    sb = await startTestSandbox();
    expect((await sb.call(CATEGORIES, { seo_path: 'no/such/path' })).data).toEqual({ total: 0, categories: [] });
  });

  it('serves category data from the catalogue_cache table for 24 hours, then refreshes it', async () => {
    sb = await startTestSandbox();
    const first = (await sb.call(CATEGORIES, { seo_path: 'paper' })).data;
    const marker = { total: 1, categories: [{ name: 'Cached', seoPath: 'cached', children: [] }] };
    withDb(sb, (db) => db.prepare('UPDATE catalogue_cache SET json = ?').run(JSON.stringify(marker)));
    expect((await sb.call(CATEGORIES, { seo_path: 'paper' })).data).toEqual(marker);
    expect((await sb.call(CATEGORIES, { seo_path: 'paper', flat: true })).data).not.toEqual(marker);
    withDb(sb, (db) => db.prepare('UPDATE catalogue_cache SET cached_at = ?').run(Date.now() - 24 * 3600_000 - 1000));
    expect((await sb.call(CATEGORIES, { seo_path: 'paper' })).data).toEqual(first);
  });
});

describe('officestore products', () => {
  it('pages a category from page 0 with total and total_pages', async () => {
    sb = await startTestSandbox();
    const page0 = await products(sb, { seo_path: 'office-supplies', recursive: true, page_size: 10 });
    expect(page0).toMatchObject({ seo_path: 'office-supplies', recursive: true, page: 0, page_size: 10 });
    expect(page0.products).toHaveLength(10);
    expect(page0.total_pages).toBe(Math.ceil(page0.total / 10));
    const page1 = await products(sb, { seo_path: 'office-supplies', recursive: true, page_size: 10, page: 1 });
    expect(page1.products[0]!.sku).not.toBe(page0.products[0]!.sku);
  });

  it('includes descendant categories only with recursive', async () => {
    sb = await startTestSandbox();
    const top = await products(sb, { seo_path: 'office-supplies' });
    const all = await products(sb, { seo_path: 'office-supplies', recursive: true, page_size: 1000 });
    expect(all.total).toBeGreaterThan(top.total);
    expect(all.products.every((p) => p.categories.includes('office-supplies'))).toBe(true);
  });

  it('refuses a page_size over 1000 with 400', async () => {
    sb = await startTestSandbox();
    expect(await sb.call(PRODUCTS, { seo_path: 'paper', page_size: 1001 })).toEqual({
      code: 400,
      status: 0,
      data: 'page_size: Ensure this value is less than or equal to 1000.',
    });
  });

  it('accepts the seven sorts and orders by price and name', async () => {
    sb = await startTestSandbox();
    for (const sort of PRODUCT_SORTS) {
      expect((await sb.call(PRODUCTS, { seo_path: 'paper', recursive: true, sort })).status).toBe(1);
    }
    const asc = (await products(sb, { seo_path: 'paper', recursive: true, sort: 'price_asc', page_size: 1000 })).products;
    expect(asc.map((p) => p.price_value)).toEqual([...asc.map((p) => p.price_value)].sort((a, b) => a - b));
    const desc = (await products(sb, { seo_path: 'paper', recursive: true, sort: 'price_desc', page_size: 1000 })).products;
    expect(desc[0]!.price_value).toBe(asc.at(-1)!.price_value);
    const byName = (await products(sb, { seo_path: 'paper', recursive: true, sort: 'name', page_size: 1000 })).products;
    expect(byName.map((p) => p.title)).toEqual([...byName.map((p) => p.title)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await sb.call(PRODUCTS, { seo_path: 'paper', sort: 'cheapest' })).toMatchObject({ code: 400, status: 0 });
  });

  it('filters by a search keyword within the category', async () => {
    sb = await startTestSandbox();
    const all = await products(sb, { seo_path: 'office-supplies', recursive: true, page_size: 1000 });
    const word = all.products[0]!.title.split(' ')[0]!;
    const found = await products(sb, { seo_path: 'office-supplies', recursive: true, search: word, page_size: 1000 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(all.total);
    expect(found.products.every((p) => JSON.stringify(p).toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('makes product images absolute and serves them as public SVG', async () => {
    sb = await startTestSandbox();
    const [product] = (await products(sb, { seo_path: 'paper', recursive: true, page_size: 1 })).products;
    expect(product!.image).toBe(`${sb.baseUrl}/sandbox-assets/catalogue/${product!.sku}.svg`);
    const res = await fetch(product!.image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
    expect(await (await fetch(`${sb.baseUrl}/sandbox-assets/catalogue/bad..name.png`)).json()).toMatchObject({ code: 404 });
  });

  it('consumes no credits', async () => {
    sb = await startTestSandbox();
    const before = (await sb.call('users/credits/', {})).data;
    await sb.call(CATEGORIES, {});
    await products(sb, { seo_path: 'paper', recursive: true });
    expect((await sb.call('users/credits/', {})).data).toEqual(before);
  });

  it('requires a credential (401 without one)', async () => {
    sb = await startTestSandbox();
    expect(await sb.call(PRODUCTS, { seo_path: 'paper' }, null)).toMatchObject({ code: 401, status: 0 });
  });
});
