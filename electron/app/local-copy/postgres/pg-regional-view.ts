// The team copy's BI view of prices by region (schema `desk`, read by the BI role): added by migration 3 of pg-schema.ts.

/**
 * The BI view of prices by region: one row per product (domain + code), postcode and archived run, with the
 * output of the product's item at that postcode (the first, by item id, should two stores share a postcode).
 */
export const REGIONAL_VIEW = `
CREATE VIEW desk.regional_prices AS
SELECT DISTINCT ON (i.source_id, i.collection_id, i.domain, i.code, i.postcode, r.id)
  s.base_url AS service, s.account, i.collection_id, c.record->>'name' AS collection_name,
  CASE WHEN COALESCE(i.domain, '') <> '' THEN i.domain || '|' || i.code ELSE i.code END AS product_key,
  i.code, i.domain, i.postcode, i.key AS item_key, r.id AS run_id,
  desk_store.time_of(COALESCE(r.finished_at, r.created_at)) AS at, (o.price / 100.0)::numeric(16, 2) AS price,
  o.currency, o.availability, o.in_stock
FROM desk_store.items i
JOIN desk_store.collections c ON c.source_id = i.source_id AND c.id = i.collection_id
JOIN desk_store.sources s ON s.id = i.source_id
JOIN desk_store.runs r ON r.source_id = i.source_id AND r.collection_id = i.collection_id AND r.archive = 'archived'
JOIN desk_store.outputs o ON o.run_pk = r.pk AND o.key = i.key
WHERE COALESCE(i.postcode, '') <> ''
ORDER BY i.source_id, i.collection_id, i.domain, i.code, i.postcode, r.id, i.item_id;
`;
