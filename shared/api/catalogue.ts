import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity, shownFlag, shownList, shownNumber, shownText, shownTextOrNull } from './lenient.ts';
import { LIMITS } from './limits.ts';
import { MAX_NAME } from './common.ts';

/** Path prefix of the officestore catalogue proxy. */
export const CATALOGUE_PREFIX = 'schedules/officestore/';

/** Product sort orders (interface 4.5). */
export const PRODUCT_SORTS = ['bestmatch', 'newest', 'name', 'price_asc', 'price_desc', 'rating_asc', 'rating_desc'] as const;
/** One product sort order. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A catalogue category (interface 2.6); `children` is empty for a leaf. */
export interface Category {
  name: string;
  seoPath: string;
  children: Category[];
}

/** A catalogue category, recursive through `children`; its `seoPath` is what the products are asked by. */
export const categorySchema = z.object({
  name: shownText('name'),
  seoPath: identity(z.string()),
  get children(): z.ZodArray<z.ZodType<Category>> {
    return z.array(categorySchema);
  },
});

/**
 * A catalogue product (interface 2.7): the SKU is what the desk selects and adds to a collection; the rest is
 * only shown. Texts read as "—" when missing; a URL, number or yes/no as null (shown as "—", no link, no image).
 */
export const productSchema = z.object({
  sku: identity(z.string()),
  title: shownText('title'),
  brand: shownTextOrNull('brand'),
  gtin: shownTextOrNull('gtin'),
  price_value: shownNumber('price_value'),
  price_currency: shownText('price_currency'),
  image: shownTextOrNull('image'),
  product_url: shownTextOrNull('product_url'),
  url_keyword: shownText('url_keyword'),
  category: shownText('category'),
  categories: shownList('categories'),
  ranged_online: shownFlag('ranged_online'),
  ranged_retail: shownFlag('ranged_retail'),
  rating: shownNumber('rating'),
  review_count: shownNumber('review_count'),
  status: shownText('status'),
  published: shownFlag('published'),
});
/** A catalogue product. */
export type Product = z.infer<typeof productSchema>;

/** A catalogue `seoPath` (slash-separated). */
const seoPathSchema = z.string().trim().min(1).max(1024);

/** The answer of `categories/products/`. */
export const productPageSchema = z.object({
  seo_path: identity(z.string()),
  recursive: computed(z.boolean()),
  total: computed(z.int()),
  page: computed(z.int()),
  page_size: computed(z.int()),
  total_pages: computed(z.int()),
  products: z.array(productSchema),
});
/** A page of catalogue products. */
export type ProductPage = z.infer<typeof productPageSchema>;

/** Officestore catalogue proxy endpoints (interface 4.5); they cost no credits. */
export const catalogueEndpoints = {
  /** The category tree (or a flat list), optionally under one `seo_path`. */
  categories: endpoint({
    path: `${CATALOGUE_PREFIX}categories/`,
    input: z.object({ flat: z.boolean().optional(), seo_path: seoPathSchema.optional() }),
    output: z.object({ total: computed(z.int()), categories: z.array(categorySchema) }),
    retry: 'read',
  }),
  /** A live page of a category's products. */
  products: endpoint({
    path: `${CATALOGUE_PREFIX}categories/products/`,
    input: z.object({
      seo_path: seoPathSchema,
      recursive: z.boolean().optional(),
      page: z.int().min(0).optional(),
      page_size: z.int().min(1).max(LIMITS.catalogueMaxPageSize).optional(),
      sort: z.enum(PRODUCT_SORTS).optional(),
      search: z.string().max(MAX_NAME).optional(),
    }),
    output: productPageSchema,
    retry: 'read',
  }),
};
