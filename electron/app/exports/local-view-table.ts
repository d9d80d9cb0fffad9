import { availabilityLabel } from '../../../shared/availability/availability-group.ts';
import type { AvailabilityFacts } from '../../../shared/availability/availability-group.ts';
import type { CompareChange } from '../../../shared/bridge/methods/local-copy.ts';
import type { RegionalFilter } from '../../../shared/regional/regional-filter.ts';
import type { CopyReads } from '../local-copy/copy-store.ts';
import { regionalTable } from './regional-table.ts';
import { typedTable } from './typed-table.ts';
import type { ColumnType, TypedTable } from './typed-table.ts';

/** A view of the local copy to export (what the renderer shows on that screen). */
export type LocalView =
  | { kind: 'items' }
  | { kind: 'outputs'; runId: number }
  | { kind: 'history'; itemKey: string }
  | { kind: 'comparison'; runA?: number; runB?: number; changes?: readonly CompareChange[] }
  | ({ kind: 'regional' } & RegionalFilter);

const yesNo = (value: boolean | null): string | null => (value === null ? null : value ? 'yes' : 'no');
/** The availability group beside the retailer's words ("Limited" beside "Only 6 left in stock."). */
const group = (facts: AvailabilityFacts): string => availabilityLabel(facts);
const stockOf = (fields: Record<string, unknown>): number | null => (typeof fields.stock === 'number' ? fields.stock : null);
const at = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/** A table with declared column types (never guessed: a code column of digits stays text). */
function declared(columns: readonly (readonly [string, ColumnType])[], rows: readonly (readonly unknown[])[]): TypedTable {
  return typedTable(
    columns.map(([header]) => header),
    rows,
    columns.map(([, type]) => type),
  );
}

/** The typed table of a local view of one collection, with a name for its sheet and file. */
export async function localViewTable(reads: CopyReads, collectionId: number, view: LocalView): Promise<{ table: TypedTable; name: string }> {
  switch (view.kind) {
    case 'items': {
      const items = await reads.items(collectionId);
      const table = declared(
        [
          ['code', 'text'],
          ['type', 'text'],
          ['postcode', 'text'],
          ['store', 'text'],
          ['custom id', 'text'],
          ['title', 'text'],
          ['price', 'number'],
          ['currency', 'text'],
          ['availability', 'text'],
          ['availability group', 'text'],
          ['in stock', 'text'],
          ['added', 'date'],
        ],
        items.map((i) => [
          i.code,
          i.type,
          i.postcode,
          i.storeId,
          i.customId,
          i.title,
          i.price,
          i.currency,
          i.availability,
          group({ kind: i.type, availability: i.availability, inStock: i.inStock }),
          yesNo(i.inStock),
          at(i.createdAt),
        ]),
      );
      return { table, name: `collection-${collectionId}-items` };
    }
    case 'outputs': {
      await reads.run(collectionId, view.runId); // refuses a run of another collection
      const outputs = await reads.outputs(collectionId, view.runId);
      const fixed = new Set(['asin', 'sku', 'title', 'price', 'availability']);
      const extra = [...new Set(outputs.flatMap((o) => Object.keys(o.fields)))].filter((f) => !fixed.has(f));
      const base = declared(
        [
          ['code', 'text'],
          ['title', 'text'],
          ['price', 'number'],
          ['currency', 'text'],
          ['availability', 'text'],
          ['availability group', 'text'],
          ['in stock', 'text'],
        ],
        outputs.map((o) => [
          o.code,
          o.title,
          o.price,
          o.currency,
          o.availability,
          group({ availability: o.availability, stock: stockOf(o.fields), inStock: o.inStock }),
          yesNo(o.inStock),
        ]),
      );
      // The record's other fields, typed by what they hold.
      const rest = typedTable(
        extra,
        outputs.map((o) => extra.map((f) => o.fields[f] ?? null)),
      );
      const table = {
        headers: [...base.headers, ...rest.headers],
        types: [...base.types, ...rest.types],
        rows: base.rows.map((row, r) => [...row, ...(rest.rows[r] ?? [])]),
      };
      return { table, name: `collection-${collectionId}-run-${view.runId}-outputs` };
    }
    case 'history': {
      const points = await reads.history(collectionId, view.itemKey);
      const table = declared(
        [
          ['run', 'number'],
          ['date', 'date'],
          ['price', 'number'],
          ['currency', 'text'],
          ['availability', 'text'],
          ['availability group', 'text'],
          ['in stock', 'text'],
        ],
        points.map((p) => [
          p.runId,
          at(p.at),
          p.price,
          p.currency,
          p.availability,
          group({ availability: p.availability, inStock: p.inStock }),
          yesNo(p.inStock),
        ]),
      );
      return { table, name: `collection-${collectionId}-${view.itemKey}-history` };
    }
    case 'comparison': {
      const { a, b } = await reads.compareRuns(collectionId, view.runA, view.runB);
      const only = view.changes && view.changes.length > 0 ? new Set(view.changes) : null;
      const rows = (await reads.compare(collectionId, a.runId, b.runId)).filter((r) => only === null || only.has(r.change));
      const table = declared(
        [
          ['code', 'text'],
          ['title', 'text'],
          [`price run ${a.runId}`, 'number'],
          [`price run ${b.runId}`, 'number'],
          ['change', 'number'],
          ['change %', 'number'],
          [`availability run ${a.runId}`, 'text'],
          [`availability group run ${a.runId}`, 'text'],
          [`availability run ${b.runId}`, 'text'],
          [`availability group run ${b.runId}`, 'text'],
          ['movement', 'text'],
        ],
        rows.map((r) => [
          r.code,
          r.title,
          r.priceA,
          r.priceB,
          r.delta,
          r.pct,
          r.availabilityA,
          group({ availability: r.availabilityA, inStock: r.inStockA }),
          r.availabilityB,
          group({ availability: r.availabilityB, inStock: r.inStockB }),
          r.change,
        ]),
      );
      return { table, name: `collection-${collectionId}-runs-${a.runId}-${b.runId}-comparison` };
    }
    case 'regional': {
      const { postcodes, rows } = await reads.regional(collectionId);
      return { table: regionalTable(postcodes, rows, view), name: `collection-${collectionId}-regional` };
    }
  }
}
