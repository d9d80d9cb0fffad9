import { FIELD_TEXT_CHARS, LABEL_CHARS, RECORD_BYTES, SHOWN_TEXT_CHARS } from '../row-checks.ts';

/**
 * Caps applied in SQL as the team copy is read, so a 10 MB text written by anyone with the database's
 * password never crosses the wire: texts are cut with `left()`, and a value still too big reads as NULL
 * (the row is then left out and counted by row-checks.ts).
 */

/** `expr` (text) cut to `max` characters. */
export const capped = (expr: string, max: number = LABEL_CHARS): string => `left(${expr}, ${max})`;

/** A collection's record with its name cut, or NULL when it is not an object or still bigger than RECORD_BYTES. */
export const CAPPED_RECORD = `(SELECT CASE WHEN jsonb_typeof(x.r) <> 'object' OR octet_length(x.r::text) > ${RECORD_BYTES} THEN NULL ELSE x.r END
  FROM (SELECT CASE WHEN jsonb_typeof(record->'name') = 'string' AND length(record->>'name') > ${SHOWN_TEXT_CHARS}
    THEN jsonb_set(record, '{name}', to_jsonb(left(record->>'name', ${SHOWN_TEXT_CHARS}))) ELSE record END AS r) x)`;

/** A record's fields (`d.fields`) with each text cut to FIELD_TEXT_CHARS when they are big; NULL when not an object. */
export const CAPPED_FIELDS = `CASE WHEN jsonb_typeof(d.fields) <> 'object' THEN NULL
  WHEN octet_length(d.fields::text) <= ${FIELD_TEXT_CHARS} THEN d.fields
  ELSE (SELECT COALESCE(jsonb_object_agg(left(k, ${LABEL_CHARS}), CASE WHEN jsonb_typeof(v) = 'string' THEN to_jsonb(left(v #>> '{}', ${FIELD_TEXT_CHARS})) ELSE v END), '{}'::jsonb)
    FROM jsonb_each(d.fields) AS e(k, v)) END`;

/** The largest run links (result file addresses) read: 1000 pages of long addresses, with room to spare. */
const LINKS_BYTES = 512 * 1024;

/** A run's columns as the screens read them: texts cut, links NULL when they are not a small object. */
export const RUN_COLUMNS = `id, kind, stage, left(created_at, 64) AS created_at, left(finished_at, 64) AS finished_at, item_count, processed_count,
  failed_count, archive, ${capped('reason', SHOWN_TEXT_CHARS)} AS reason, output_count,
  CASE WHEN jsonb_typeof(links) = 'object' AND octet_length(links::text) <= ${LINKS_BYTES} THEN links::text END AS links`;
