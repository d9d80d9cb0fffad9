import { z } from 'zod';
import { endpoint } from './endpoint.ts';
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

/** A catalogue category, recursive through `children`. */
export const categorySchema = z.object({
  name: z.string(),
  seoPath: z.string(),
  get children(): z.ZodArray<z.ZodType<Category>> {
    return z.array(categorySchema);
  },
});

/** A catalogue product (interface 2.7); fields the live catalogue may leave empty are nullable. */
export const productSchema = z.object({
  sku: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  gtin: z.string().nullable(),
  price_value: z.number().nullable(),
  price_currency: z.string(),
  image: z.string().nullable(),
  product_url: z.string(),
  url_keyword: z.string(),
  category: z.string(),
  categories: z.array(z.string()),
  ranged_online: z.boolean(),
  ranged_retail: z.boolean(),
  rating: z.number().nullable(),
  review_count: z.int().nullable(),
  status: z.string(),
  published: z.boolean(),
});
/** A catalogue product. */
export type Product = z.infer<typeof productSchema>;

/** A catalogue `seoPath` (slash-separated). */
const seoPathSchema = z.string().trim().min(1).max(1024);

/** The answer of `categories/products/`. */
export const productPageSchema = z.object({
  seo_path: z.string(),
  recursive: z.boolean(),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
  total_pages: z.int(),
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
    output: z.object({ total: z.int(), categories: z.array(categorySchema) }),
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
