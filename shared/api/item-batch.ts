import { z } from 'zod';
import { computed, identity, shownText } from './lenient.ts';

/** One failed ASIN row of a multiple or bulk create (bulk rows carry their row number, which ties it to a line of the file). */
export const asinErrorRowSchema = z.object({ row: identity(z.int()).optional(), asin: identity(z.string()).optional(), error: shownText('error') });
/** One failed code/SKU row of a multiple or bulk create (bulk rows carry their row number). */
export const skuErrorRowSchema = z.object({ row: identity(z.int()).optional(), sku: identity(z.string()).optional(), error: shownText('error') });

/** The `{success_count, error_rows}` answer of a marketplace multiple or bulk create. */
export const asinBatchResultSchema = z.object({ success_count: computed(z.int()), error_rows: z.array(asinErrorRowSchema) });
/** A marketplace batch answer. */
export type AsinBatchResult = z.infer<typeof asinBatchResultSchema>;

/** The `{success_count, error_rows}` answer of a partsstore/officestore multiple or bulk create. */
export const skuBatchResultSchema = z.object({ success_count: computed(z.int()), error_rows: z.array(skuErrorRowSchema) });
/** A partsstore/officestore batch answer. */
export type SkuBatchResult = z.infer<typeof skuBatchResultSchema>;

/** The codes of a comma-separated multiple-create list: trimmed, blanks dropped, order kept. */
export function splitCodeList(list: string): string[] {
  return list
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}
