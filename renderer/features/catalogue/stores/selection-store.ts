import { create } from 'zustand';
import { addAll, addRange, toggleSku } from '../lib/selection.ts';

interface SelectionState {
  /** Selected SKUs in the order they were picked; kept across pages, categories and screens. */
  selected: ReadonlySet<string>;
  /** Where the last plain click landed: the start of a shift-click range. */
  anchor: string | null;
  /** Click: toggles one SKU and makes it the anchor. */
  toggle: (sku: string) => void;
  /** Shift-click: adds the SKUs between the anchor and `sku` in the page's order. */
  extendTo: (pageOrder: readonly string[], sku: string) => void;
  /** Adds every SKU of the page. */
  selectPage: (skus: readonly string[]) => void;
  /** Replaces the selection (the list view's own click model). */
  replace: (next: ReadonlySet<string>) => void;
  /** Removes these SKUs (e.g. once added to a collection). */
  remove: (skus: readonly string[]) => void;
  clear: () => void;
}

/** The catalogue's product selection: UI state only, read through selectors. */
export const useCatalogueSelection = create<SelectionState>((set) => ({
  selected: new Set(),
  anchor: null,
  toggle: (sku) => set((s) => ({ selected: toggleSku(s.selected, sku), anchor: sku })),
  extendTo: (pageOrder, sku) => set((s) => ({ selected: addRange(s.selected, pageOrder, s.anchor, sku), anchor: s.anchor ?? sku })),
  selectPage: (skus) => set((s) => ({ selected: addAll(s.selected, skus) })),
  replace: (next) => set({ selected: new Set(next) }),
  remove: (skus) =>
    set((s) => {
      const selected = new Set(s.selected);
      for (const sku of skus) selected.delete(sku);
      return { selected };
    }),
  clear: () => set({ selected: new Set(), anchor: null }),
}));
