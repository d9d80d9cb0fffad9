/** Pure selection steps over product SKUs; the zustand selection store applies them. */

/** The selection with `sku` added or removed. */
export function toggleSku(selected: ReadonlySet<string>, sku: string): Set<string> {
  const next = new Set(selected);
  if (next.has(sku)) next.delete(sku);
  else next.add(sku);
  return next;
}

/**
 * Shift-click: adds every SKU of `order` between the anchor and the target (both included) to the
 * selection. Without a usable anchor (none, or not on this page) it just adds the target.
 */
export function addRange(selected: ReadonlySet<string>, order: readonly string[], anchor: string | null, target: string): Set<string> {
  const next = new Set(selected);
  const to = order.indexOf(target);
  const from = anchor === null ? -1 : order.indexOf(anchor);
  if (to < 0) return next;
  if (from < 0) {
    next.add(target);
    return next;
  }
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  for (let i = lo; i <= hi; i += 1) {
    const sku = order[i];
    if (sku !== undefined) next.add(sku);
  }
  return next;
}

/** "Select page": adds every SKU of the page. */
export function addAll(selected: ReadonlySet<string>, skus: readonly string[]): Set<string> {
  const next = new Set(selected);
  for (const sku of skus) next.add(sku);
  return next;
}

/** How many of the page's SKUs are selected: none, some or all (for the page checkbox). */
export function pageState(selected: ReadonlySet<string>, skus: readonly string[]): 'none' | 'some' | 'all' {
  let count = 0;
  for (const sku of skus) if (selected.has(sku)) count += 1;
  if (count === 0) return 'none';
  return count === skus.length ? 'all' : 'some';
}
