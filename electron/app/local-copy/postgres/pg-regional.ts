import { regionalRowSchema } from '../../../../shared/bridge/methods/local-copy-regional.ts';
import { regionalRows, type Regional, type RegionalItemRow } from '../regional-rows.ts';
import { checkedRows, leftOutOf, priceInBounds, withLeftOut, KEY_CHARS } from '../row-checks.ts';
import { capped } from './pg-caps.ts';
import type { PgContext } from './pg-context.ts';
import { textField } from './pg-reads.ts';

/** An item row a desk can use: a key and code within bounds, a price the desk can show. */
const usable = (r: RegionalItemRow): boolean => r.key.length <= KEY_CHARS && r.code.length <= KEY_CHARS && priceInBounds(r.price);

/**
 * The embedded copy's regional read (sqlite/regional-query.ts) on a team copy: each item with its latest
 * archived output (a lateral keyed lookup over the collection's archived runs, newest first), grouped by
 * product in one pass. Rows are checked one by one: an item row that cannot be used is left out and counted,
 * and so is a product row the bridge would refuse.
 */
export async function pgRegional(ctx: PgContext, collectionId: number): Promise<Regional> {
  const { rows } = await ctx.pool.query<RegionalItemRow>({
    name: 'desk-regional',
    text: `SELECT left(i.key, ${KEY_CHARS + 1}) AS key, left(i.code, ${KEY_CHARS + 1}) AS code, ${capped('i.domain')} AS domain,
             ${capped('i.postcode')} AS postcode, l.run_id AS "runId", l.price, ${capped('l.currency')} AS currency,
             ${capped('l.availability')} AS availability, l.in_stock AS "inStock", l.title
           FROM desk_store.items i
           LEFT JOIN LATERAL (
             SELECT r.id AS run_id, o.price, o.currency, o.availability, o.in_stock,
               (SELECT ${textField('title')} FROM desk_store.details WHERE id = o.detail_id) AS title
             FROM desk_store.runs r JOIN desk_store.outputs o ON o.run_pk = r.pk AND o.key = i.key
             WHERE r.source_id = i.source_id AND r.collection_id = i.collection_id AND r.archive = 'archived'
             ORDER BY r.id DESC LIMIT 1
           ) l ON true
           WHERE i.source_id = $1 AND i.collection_id = $2 ORDER BY i.item_id`,
    values: [ctx.sourceId, collectionId],
  });
  const good = rows.filter(usable);
  const { postcodes, rows: products } = regionalRows(good);
  const checked = checkedRows(products, (r) => r, regionalRowSchema);
  return { postcodes, rows: withLeftOut(checked, leftOutOf(checked) + rows.length - good.length) };
}
