import { describe, expect, it } from 'vitest';
import { buildCatalogue, gtinCheckDigit, slugify } from './catalogue-build.ts';
import { CATALOGUE_SORTS, findCatalogueProduct, getCatalogue, queryCatalogueCategories, queryCatalogueProducts } from './catalogue-data.ts';
import type { CatalogueCategory, CatalogueProduct } from './catalogue-types.ts';

const depth = (nodes: CatalogueCategory[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));

describe('catalogue build', () => {
  it('is deterministic and fast', () => {
    const started = performance.now();
    const a = buildCatalogue();
    const ms = performance.now() - started;
    const b = buildCatalogue();
    expect(b.tree).toEqual(a.tree);
    expect(b.records).toEqual(a.records);
    // Generous bound for slow CI machines; the build measures ~20-40 ms.
    expect(ms).toBeLessThan(1000);
  });

  it('has at least 40 categories in exactly 3 levels, and at least 2000 products', () => {
    const { tree, categories, records } = getCatalogue();
    expect(categories.length).toBeGreaterThanOrEqual(40);
    expect(depth(tree)).toBe(3);
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['Office Supplies', 'Technology', 'Furniture', 'Paper', 'Ink & Toner']));
    expect(records.length).toBeGreaterThanOrEqual(2000);
    expect(getCatalogue().byPath.get('technology/computer-accessories/keyboards')?.name).toBe('Keyboards');
  });

  it('fills every product field with the right shape', () => {
    const skus = new Set<string>();
    const leaves = new Set(
      getCatalogue()
        .categories.filter((c) => c.children.length === 0)
        .map((c) => c.seoPath),
    );
    let leadingZeros = 0;
    for (const { product: p } of getCatalogue().records) {
      expect(p.sku).toMatch(/^\d{6,8}$/);
      if (p.sku.startsWith('0')) leadingZeros++;
      expect(skus.has(p.sku)).toBe(false);
      skus.add(p.sku);
      expect(p.gtin).toMatch(/^\d{13}$/);
      expect(Number(p.gtin.charAt(12))).toBe(gtinCheckDigit(p.gtin.slice(0, 12)));
      expect(Math.round(p.price_value * 100) / 100).toBe(p.price_value);
      expect(p.price_value).toBeGreaterThan(0);
      expect(p.price_currency).toBe('AUD');
      expect(p.image).toBe(`/sandbox-assets/catalogue/${p.sku}.svg`);
      expect(p.product_url).toBe(`https://www.officestore.com.au/p/${p.url_keyword}/${p.sku}`);
      expect(p.url_keyword).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(leaves.has(p.category)).toBe(true);
      expect(p.categories.at(-1)).toBe(p.category);
      expect(p.categories).toHaveLength(3);
      expect(p.rating >= 0 && p.rating <= 5 && Math.round(p.rating * 10) / 10 === p.rating).toBe(true);
      expect(Number.isInteger(p.review_count)).toBe(true);
      expect(p.title.startsWith(p.brand)).toBe(true);
      expect(p.status).toBe('active');
      expect(p.published).toBe(true);
      expect(p.ranged_online || p.ranged_retail).toBe(true);
      expect(Object.keys(p)).not.toContain('created_order');
    }
    expect(leadingZeros).toBeGreaterThan(0);
  });

  it('slugifies names into seo paths', () => {
    expect(slugify('Ink & Toner')).toBe('ink-and-toner');
    expect(slugify('24" Monitor')).toBe('24-monitor');
  });
});

describe('queryCatalogueCategories', () => {
  it('returns the whole tree when both parameters are omitted, total counting descendants', () => {
    const all = queryCatalogueCategories({});
    expect(all.categories.length).toBe(8);
    expect(all.total).toBe(getCatalogue().categories.length);
    expect(queryCatalogueCategories({})).toEqual(all);
  });

  it('returns a flat list with empty children and the same total', () => {
    const flat = queryCatalogueCategories({ flat: true });
    expect(flat.categories.length).toBe(flat.total);
    expect(flat.total).toBe(queryCatalogueCategories({}).total);
    expect(flat.categories.every((c) => c.children.length === 0)).toBe(true);
  });

  it('restricts to a seo_path and its descendants, in tree or flat form', () => {
    const tree = queryCatalogueCategories({ seo_path: 'technology' });
    expect(tree.categories).toHaveLength(1);
    expect(tree.categories[0]?.seoPath).toBe('technology');
    const flat = queryCatalogueCategories({ seo_path: '/technology/', flat: true });
    expect(flat.total).toBe(tree.total);
    expect(flat.categories.every((c) => c.seoPath.startsWith('technology'))).toBe(true);
    const leaf = queryCatalogueCategories({ seo_path: 'technology/computer-accessories/keyboards' });
    expect(leaf).toEqual({ total: 1, categories: [{ name: 'Keyboards', seoPath: 'technology/computer-accessories/keyboards', children: [] }] });
  });

  it('answers an unmatched seo_path with total 0 and no categories', () => {
    expect(queryCatalogueCategories({ seo_path: 'no/such/path' })).toEqual({ total: 0, categories: [] });
  });

  it('hands out copies, so callers cannot change the cache', () => {
    const first = queryCatalogueCategories({});
    first.categories[0]!.name = 'changed';
    expect(queryCatalogueCategories({}).categories[0]?.name).not.toBe('changed');
  });
});

const isSorted = <T>(items: T[], cmp: (a: T, b: T) => number): boolean => items.every((x, i) => i === 0 || cmp(items[i - 1] as T, x) <= 0);

describe('queryCatalogueProducts', () => {
  const all = (sort: (typeof CATALOGUE_SORTS)[number], search?: string): CatalogueProduct[] =>
    queryCatalogueProducts({ seo_path: 'technology', recursive: true, page_size: 1000, sort, ...(search ? { search } : {}) }).products;

  it('orders every sort correctly', () => {
    const created = new Map(getCatalogue().records.map((r) => [r.product.sku, r.createdOrder]));
    const popularity = new Map(getCatalogue().records.map((r) => [r.product.sku, r.popularity]));
    expect(isSorted(all('newest'), (a, b) => (created.get(b.sku) ?? 0) - (created.get(a.sku) ?? 0))).toBe(true);
    expect(isSorted(all('name'), (a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : 0))).toBe(
      true,
    );
    expect(isSorted(all('price_asc'), (a, b) => a.price_value - b.price_value)).toBe(true);
    expect(isSorted(all('price_desc'), (a, b) => b.price_value - a.price_value)).toBe(true);
    expect(isSorted(all('rating_asc'), (a, b) => a.rating - b.rating)).toBe(true);
    expect(isSorted(all('rating_desc'), (a, b) => b.rating - a.rating)).toBe(true);
    expect(isSorted(all('bestmatch'), (a, b) => (popularity.get(b.sku) ?? 0) - (popularity.get(a.sku) ?? 0))).toBe(true);
    for (const sort of CATALOGUE_SORTS) expect(all(sort)).toHaveLength(all('bestmatch').length);
  });

  it('pages from zero with total_pages, and an empty page past the end', () => {
    const first = queryCatalogueProducts({ seo_path: 'paper', recursive: true, page_size: 7, sort: 'price_asc' });
    expect(first.page).toBe(0);
    expect(first.products).toHaveLength(7);
    expect(first.total_pages).toBe(Math.ceil(first.total / 7));
    const seen: string[] = [];
    for (let page = 0; page < first.total_pages; page++) {
      seen.push(...queryCatalogueProducts({ seo_path: 'paper', recursive: true, page, page_size: 7, sort: 'price_asc' }).products.map((p) => p.sku));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect(queryCatalogueProducts({ seo_path: 'paper', recursive: true, page: first.total_pages, page_size: 7 }).products).toEqual([]);
    expect(queryCatalogueProducts({ seo_path: 'paper', recursive: true, page_size: 5000 }).page_size).toBe(1000);
    expect(queryCatalogueProducts({ seo_path: 'paper', recursive: true }).page_size).toBe(24);
  });

  it('lists only exact-category products unless recursive', () => {
    const top = queryCatalogueProducts({ seo_path: 'technology', page_size: 1000 });
    expect(top.total).toBe(0);
    expect(top.recursive).toBe(false);
    const leaf = queryCatalogueProducts({ seo_path: 'technology/computer-accessories/keyboards', page_size: 1000 });
    expect(leaf.total).toBeGreaterThan(0);
    expect(leaf.products.every((p) => p.category === 'technology/computer-accessories/keyboards')).toBe(true);
    const group = queryCatalogueProducts({ seo_path: 'technology/computer-accessories', recursive: true, page_size: 1000 });
    expect(group.total).toBeGreaterThan(leaf.total);
    expect(group.products.every((p) => p.category.startsWith('technology/computer-accessories/'))).toBe(true);
    const everything = getCatalogue()
      .categories.filter((c) => c.children.length === 0)
      .reduce((n, c) => n + queryCatalogueProducts({ seo_path: c.seoPath, page_size: 1 }).total, 0);
    expect(everything).toBe(getCatalogue().records.length);
  });

  it('searches title, brand and sku case-insensitively', () => {
    const byBrand = all('name', 'LOGITECH');
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((p) => p.brand === 'Logitech')).toBe(true);
    const byWords = all('bestmatch', 'wireless keyboard');
    expect(byWords.length).toBeGreaterThan(0);
    expect(byWords.every((p) => /wireless/i.test(p.title) && /keyboard/i.test(p.title))).toBe(true);
    const target = getCatalogue().records.find((r) => r.product.category.startsWith('technology/'))!.product;
    const bySku = all('bestmatch', target.sku);
    expect(bySku[0]?.sku).toBe(target.sku);
    expect(all('bestmatch', 'zzzz-nothing')).toEqual([]);
    expect(isSorted(all('price_desc', 'mouse'), (a, b) => b.price_value - a.price_value)).toBe(true);
  });

  it('answers an unknown seo_path with total 0', () => {
    expect(queryCatalogueProducts({ seo_path: 'nowhere' })).toMatchObject({ total: 0, total_pages: 0, products: [] });
  });

  it('is deterministic', () => {
    const q = { seo_path: 'furniture', recursive: true, page: 1, page_size: 50, sort: 'bestmatch' as const, search: 'chair' };
    expect(queryCatalogueProducts(q)).toEqual(queryCatalogueProducts(q));
  });

  it('finds one product by sku, as a copy', () => {
    const sku = getCatalogue().records[10]!.product.sku;
    const product = findCatalogueProduct(sku);
    expect(product?.sku).toBe(sku);
    product!.categories.push('x');
    expect(findCatalogueProduct(sku)?.categories).toHaveLength(3);
    expect(findCatalogueProduct('nope')).toBeUndefined();
  });
});
