import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { addCodesToCollection } from '../../../lib/add-in-batches.ts';
import type { BatchAnswer, RefusedCode } from '../../../lib/add-in-batches.ts';
import type { ItemType } from '../lib/item-rows.ts';
import { skippedRows } from '../lib/also-watch.ts';
import type { SpreadOutcome, SpreadPlan } from '../lib/also-watch.ts';

/** What spreading a collection's products to more postcodes takes. */
export interface SpreadInput {
  collectionId: number;
  name: string;
  type: ItemType;
  /** The domain name the products and postcodes belong to. */
  domain: string;
  plans: readonly SpreadPlan[];
  /** Called before the first batch and after each one with the products sent so far over every postcode. */
  onProgress?: (sent: number, total: number) => void;
}

type Sender = (collection: number, postcode: string, batch: string[]) => Promise<BatchAnswer<{ code: string; error: string }>>;

/** One `create/multiple/` call of the type, its refused rows named by their code. */
function senderOf(type: ItemType, domain: string): Sender {
  if (type === 'marketplace')
    return async (collection, postcode, batch) => {
      const answer = await unwrap(desk.marketplaceItems.createMultiple({ collection, domain, customer_postcode: postcode, asins: batch.join(',') }));
      return { success_count: answer.success_count, error_rows: answer.error_rows.map((r) => ({ code: r.asin ?? '', error: r.error })) };
    };
  return async (collection, postcode, batch) => {
    const body = { collection, skus: batch.join(','), customer_postcode: postcode };
    const answer =
      type === 'partsstore' ? await unwrap(desk.partsstoreItems.createMultiple(body)) : await unwrap(desk.officestoreItems.createMultiple({ ...body, domain }));
    return { success_count: answer.success_count, error_rows: answer.error_rows.map((r) => ({ code: r.sku ?? '', error: r.error })) };
  };
}

/**
 * Adds the same products at more postcodes through the type's multiple create, postcode after postcode in
 * batches of 500: refused rows are kept with the service's reason and the rest go on; a call that fails
 * stops what is left, and every product × postcode not sent is listed as such, so none is lost silently.
 */
export async function spreadItems(input: SpreadInput): Promise<SpreadOutcome> {
  const send = senderOf(input.type, input.domain);
  const total = input.plans.reduce((n, p) => n + p.codes.length, 0);
  const outcome: SpreadOutcome = { added: 0, rows: skippedRows(input.plans) };
  let before = 0;
  let stoppedBy: string | null = null;
  input.onProgress?.(0, total);
  for (const plan of input.plans) {
    if (stoppedBy !== null) {
      outcome.rows.push(...plan.codes.map((code) => ({ postcode: plan.postcode, code, what: 'not-sent' as const, reason: `Not sent: ${stoppedBy ?? ''}` })));
      continue;
    }
    if (plan.codes.length === 0) continue;
    const done = await addCodesToCollection({
      target: { kind: 'existing', id: input.collectionId, name: input.name },
      requestType: input.type,
      codes: plan.codes,
      send: (collection, batch) => send(collection, plan.postcode, batch),
      refusal: (row): RefusedCode => row,
      onProgress: (sent) => input.onProgress?.(before + sent, total),
    });
    outcome.added += done.added;
    outcome.rows.push(...done.refused.map((r) => ({ postcode: plan.postcode, code: r.code, what: 'refused' as const, reason: r.error })));
    if (done.stoppedBy !== null) {
      stoppedBy = done.stoppedBy;
      const sent = new Set(done.sentCodes);
      outcome.rows.push(
        ...plan.codes
          .filter((c) => !sent.has(c))
          .map((code) => ({ postcode: plan.postcode, code, what: 'not-sent' as const, reason: `Not sent: ${done.stoppedBy ?? ''}` })),
      );
    }
    before += plan.codes.length;
  }
  return outcome;
}
