import { CATALOGUE_SPEC } from './catalogue-spec.ts';
import type { GroupSpec } from './catalogue-spec.ts';
import type { Catalogue, CatalogueCategory, CatalogueRecord, Glyph } from './catalogue-types.ts';
import { createRandom, hashString } from './seeded-random.ts';
import type { Random } from './seeded-random.ts';

const PRODUCT_HOST = 'https://www.officestore.com.au';
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';
const DIGITS = '0123456789';

/** Lower-case URL slug: `Ink & Toner` → `ink-and-toner`, `24" Monitor` → `24-monitor`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** GTIN-13 check digit over the first 12 digits (weights 1,3,1,3,…). */
export function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12.charAt(i)) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Where a product comes from: its leaf, group and department. */
interface LeafContext {
  path: string;
  ancestors: string[];
  nouns: string[];
  brands: string[];
  group: GroupSpec;
  glyph: Glyph;
}

function modelCode(rng: Random): string {
  if (rng.chance(0.55)) return rng.chars(LETTERS, 2) + String(rng.int(100, 999));
  return String(rng.int(10, 999)) + (rng.chance(0.25) ? 'XL' : '');
}

function buildTitle(rng: Random, leaf: LeafContext, brand: string): string {
  const noun = rng.pick(leaf.nouns);
  const variants = leaf.group.variants.split('|');
  const parts = [brand];
  if (leaf.group.models) parts.push(modelCode(rng));
  parts.push(noun);
  const first = rng.pick(variants);
  if (!leaf.group.models || rng.chance(0.7)) parts.push(first);
  if (rng.chance(0.35)) {
    // A second variant only when it is a different kind of detail: "Black 12 Pack", never "A4 Foolscap".
    const second = rng.pick(variants);
    if (/\d/.test(first) !== /\d/.test(second)) parts.push(second);
  }
  return parts.join(' ');
}

function uniqueSku(rng: Random, taken: Set<string>): string {
  for (;;) {
    const length = rng.int(6, 8);
    // About one sku in twelve starts with zeros, to prove skus are text and not numbers.
    const lead = rng.chance(0.08) ? '0'.repeat(rng.int(1, 2)) : String(rng.int(1, 9));
    const sku = lead + rng.chars(DIGITS, length - lead.length);
    if (!taken.has(sku)) {
      taken.add(sku);
      return sku;
    }
  }
}

function price(rng: Random, [min, max]: readonly [number, number]): number {
  // Skewed towards the cheap end, ending in .95/.99/.49/.00 like shelf prices.
  const raw = min + (max - min) * rng.next() ** 2;
  const cents = rng.pick([0.95, 0.99, 0.49, 0.0, 0.5]);
  return Math.max(0.5, Math.round((Math.floor(raw) + cents) * 100) / 100);
}

function buildProducts(leaf: LeafContext, taken: Set<string>, titles: Set<string>, out: CatalogueRecord[]): void {
  const rng = createRandom('officestore-leaf', leaf.path);
  const count = rng.int(20, 34);
  for (let i = 0; i < count; i++) {
    const brand = rng.pick(leaf.brands);
    let title = buildTitle(rng, leaf, brand);
    for (let tries = 0; tries < 4 && titles.has(title); tries++) title = buildTitle(rng, leaf, brand);
    titles.add(title);
    const sku = uniqueSku(rng, taken);
    const first12 = '93' + rng.chars(DIGITS, 10);
    const reviewed = rng.chance(0.9);
    const review_count = reviewed ? 1 + Math.floor(rng.next() ** 3 * 1800) : 0;
    const rating = reviewed ? Math.min(5, Math.round((2.6 + rng.next() * 2.6) * 10) / 10) : 0;
    const ranged_online = rng.chance(0.95);
    const url_keyword = slugify(title);
    out.push({
      product: {
        sku,
        title,
        brand,
        gtin: first12 + String(gtinCheckDigit(first12)),
        price_value: price(rng, leaf.group.price),
        price_currency: 'AUD',
        image: `/sandbox-assets/catalogue/${sku}.svg`,
        product_url: `${PRODUCT_HOST}/p/${url_keyword}/${sku}`,
        url_keyword,
        category: leaf.path,
        categories: [...leaf.ancestors, leaf.path],
        ranged_online,
        ranged_retail: ranged_online ? rng.chance(0.7) : true,
        rating,
        review_count,
        status: 'active',
        published: true,
      },
      createdOrder: 0,
      popularity: Math.round((rating * Math.log1p(review_count) + rng.next()) * 1000) / 1000,
      glyph: leaf.glyph,
      title: title.toLowerCase(),
      brand: brand.toLowerCase(),
    });
  }
}

/** Builds the whole synthetic catalogue from CATALOGUE_SPEC; pure and deterministic. */
export function buildCatalogue(): Catalogue {
  const tree: CatalogueCategory[] = [];
  const records: CatalogueRecord[] = [];
  const taken = new Set<string>();
  const titles = new Set<string>();
  for (const top of CATALOGUE_SPEC) {
    const topPath = slugify(top.name);
    const topNode: CatalogueCategory = { name: top.name, seoPath: topPath, children: [] };
    tree.push(topNode);
    for (const group of top.groups) {
      const groupPath = `${topPath}/${slugify(group.name)}`;
      const groupNode: CatalogueCategory = { name: group.name, seoPath: groupPath, children: [] };
      topNode.children.push(groupNode);
      for (const [name, nouns, brands] of group.leaves) {
        const path = `${groupPath}/${slugify(name)}`;
        groupNode.children.push({ name, seoPath: path, children: [] });
        const leaf: LeafContext = {
          path,
          ancestors: [topPath, groupPath],
          nouns: nouns.split('|'),
          brands: (brands ?? group.brands).split('|'),
          group,
          glyph: top.glyph,
        };
        buildProducts(leaf, taken, titles, records);
      }
    }
  }
  // Creation order is a stable shuffle, so `newest` is not simply catalogue order.
  const order = records.map((r) => ({ r, h: hashString(`created|${r.product.sku}`) }));
  order.sort((a, b) => a.h - b.h || (a.r.product.sku < b.r.product.sku ? -1 : 1));
  order.forEach(({ r }, i) => {
    r.createdOrder = i;
  });
  const categories: CatalogueCategory[] = [];
  const walk = (nodes: CatalogueCategory[]): void => {
    for (const node of nodes) {
      categories.push(node);
      walk(node.children);
    }
  };
  walk(tree);
  return {
    tree,
    categories,
    byPath: new Map(categories.map((c) => [c.seoPath, c])),
    records,
    bySku: new Map(records.map((r) => [r.product.sku, r])),
  };
}
