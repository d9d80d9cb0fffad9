import type { ItemRow } from './item-rows.ts';

/** The products to add at one more postcode: those not watched there yet, and those already watched there (skipped). */
export interface SpreadPlan {
  postcode: string;
  codes: string[];
  already: string[];
}

/** One product at one postcode that was not added, and why. */
export interface SpreadRow {
  postcode: string;
  code: string;
  what: 'skipped' | 'refused' | 'not-sent';
  reason: string;
}

/** What spreading did: how many were added, and every product × postcode that was not, each with its reason. */
export interface SpreadOutcome {
  added: number;
  rows: SpreadRow[];
}

/** Whether an item belongs to `domain` (items of a type with one fixed domain name none: they all do). */
const inDomain = (item: ItemRow, domain: string | null): boolean => domain === null || item.domain === undefined || item.domain === domain;

/** The domains the items sit on (marketplace: as many as they name; other types: none, their domain is fixed). */
export function domainsOf(items: readonly ItemRow[]): string[] {
  return [...new Set(items.flatMap((i) => (i.domain === undefined ? [] : [i.domain])))];
}

/** The products of `items` on `domain`, each code once, in the order first met. */
export function productsOf(items: readonly ItemRow[], domain: string | null): string[] {
  return [...new Set(items.filter((i) => inDomain(i, domain)).map((i) => i.code))];
}

/**
 * What adding `codes` at each of `postcodes` takes, given every item the collection holds: a product
 * already watched at a postcode is skipped there (the service would refuse it as a repeat).
 */
export function spreadPlans(codes: readonly string[], all: readonly ItemRow[], domain: string | null, postcodes: readonly string[]): SpreadPlan[] {
  const watched = new Set(all.filter((i) => inDomain(i, domain)).map((i) => `${i.code}\u0000${i.postcode}`));
  return postcodes.map((postcode) => {
    const plan: SpreadPlan = { postcode, codes: [], already: [] };
    for (const code of codes) (watched.has(`${code}\u0000${postcode}`) ? plan.already : plan.codes).push(code);
    return plan;
  });
}

/** The skipped rows of the plans, as outcome rows. */
export function skippedRows(plans: readonly SpreadPlan[]): SpreadRow[] {
  return plans.flatMap((p) => p.already.map((code) => ({ postcode: p.postcode, code, what: 'skipped' as const, reason: 'Already watched at this postcode' })));
}
