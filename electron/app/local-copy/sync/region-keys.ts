import type { LocalItem } from '../../../../shared/bridge/methods/local-copy.ts';
import { recordPostcode, type OutputFacts } from '../record-fields.ts';

/** A run's facts with their keys settled, page after page (the mapper keeps what it saw across pages). */
export type KeyMapper = (facts: OutputFacts[]) => OutputFacts[];

/**
 * Settles the keys of marketplace records that do not name their domain and postcode (the interface
 * promises only `asin, title, price, availability`): each goes to an item of the collection with its ASIN
 * (and its postcode or domain, when the record names one). An ASIN watched at several postcodes gives its
 * records to those items in item order, as the service writes a run's records in the order of its items
 * (a record a failed item did not write then shifts the rest; a service that names the postcode never does).
 * A record whose ASIN is no item of the collection keeps its ASIN as its key.
 */
export function regionKeys(items: readonly Pick<LocalItem, 'key' | 'type' | 'code' | 'domain' | 'postcode' | 'itemId'>[]): KeyMapper {
  const byAsin = new Map<string, (typeof items)[number][]>();
  for (const item of [...items].sort((a, b) => a.itemId - b.itemId)) {
    if (item.type !== 'marketplace') continue;
    const list = byAsin.get(item.code) ?? [];
    list.push(item);
    byAsin.set(item.code, list);
  }
  const taken = new Map<string, number>();
  return (facts) =>
    facts.map((f) => {
      const candidates = f.key === f.code ? byAsin.get(f.code) : undefined;
      if (!candidates) return f;
      const postcode = recordPostcode(f.details);
      const domain = typeof f.details.domain === 'string' ? f.details.domain.trim() : null;
      const fitting = candidates.filter((i) => (postcode === null || i.postcode === postcode) && (domain === null || i.domain === domain));
      const seen = `${f.code}\u0000${postcode ?? ''}\u0000${domain ?? ''}`;
      const n = taken.get(seen) ?? 0;
      taken.set(seen, n + 1);
      // One record more than the items (the same ASIN twice at one postcode): it repeats the last key, and the
      // store keeps the first record of a key.
      const item = fitting[Math.min(n, fitting.length - 1)];
      return item ? { ...f, key: item.key } : f;
    });
}
