import { z } from 'zod';
import { method } from '../define.ts';
import { withInputCap } from '../input-cap.ts';

/** Item types with a bulk CSV endpoint. */
export const BULK_ITEM_TYPES = ['marketplace', 'partsstore', 'officestore'] as const;

/** The largest CSV text accepted by `items.uploadBulk` (5000 rows fit many times over). */
export const MAX_BULK_CSV_CHARS = 16 * 1024 * 1024;

/** Bulk item uploads (area `items`): main sends the multipart form. */
export const itemMethods = {
  'items.uploadBulk': withInputCap(
    method(
      'Uploads a bulk CSV (at most 5000 rows) to the marketplace, partsstore or officestore bulk endpoint of a collection; per-row failures come back in `error_rows`.',
      z
        .object({
          type: z.enum(BULK_ITEM_TYPES),
          collectionId: z.int().min(1),
          csv: z.string().min(1).max(MAX_BULK_CSV_CHARS),
          fileName: z.string().max(255),
        })
        .strict(),
      z.object({
        success_count: z.int(),
        error_rows: z.array(z.object({ row: z.int().optional(), asin: z.string().optional(), sku: z.string().optional(), error: z.string() })),
      }),
    ),
    // JSON escaping can double a CSV's size (quotes, backslashes).
    2 * MAX_BULK_CSV_CHARS + 64 * 1024,
  ),
};
