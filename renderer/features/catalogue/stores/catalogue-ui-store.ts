import { create } from 'zustand';
import type { ProductSort } from '../../../../shared/api/catalogue.ts';
import type { PageSize } from '../lib/sorts.ts';

/** How products are shown: cards with images, or a dense table. */
export type CatalogueView = 'grid' | 'list';

interface CatalogueUiState {
  /** The chosen category, or null before one is picked. */
  seoPath: string | null;
  /** Include the category's sub-categories. */
  recursive: boolean;
  /** Zero-indexed, as the service counts pages. */
  page: number;
  pageSize: PageSize;
  sort: ProductSort;
  /** The keyword search within the category, after the debounce. */
  search: string;
  view: CatalogueView;
  /** The tree's name filter. */
  treeFilter: string;
  /** Categories the user opened in the tree. */
  expanded: ReadonlySet<string>;
  /** The product whose drawer is open. */
  drawerSku: string | null;
  addOpen: boolean;
  selectCategory: (seoPath: string) => void;
  setRecursive: (recursive: boolean) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: PageSize) => void;
  setSort: (sort: ProductSort) => void;
  setSearch: (search: string) => void;
  setView: (view: CatalogueView) => void;
  setTreeFilter: (filter: string) => void;
  setExpanded: (seoPath: string, open: boolean) => void;
  /** Opens every listed category (e.g. the ancestors of the chosen one). */
  expandAll: (seoPaths: readonly string[]) => void;
  openDrawer: (sku: string | null) => void;
  setAddOpen: (open: boolean) => void;
}

/** UI state of the catalogue browser; kept across screen changes (server data lives in TanStack Query). */
export const useCatalogueUi = create<CatalogueUiState>((set) => ({
  seoPath: null,
  recursive: true,
  page: 0,
  pageSize: 48,
  sort: 'bestmatch',
  search: '',
  view: 'grid',
  treeFilter: '',
  expanded: new Set(),
  drawerSku: null,
  addOpen: false,
  // Anything that changes which products match starts again at the first page.
  selectCategory: (seoPath) => set((s) => (s.seoPath === seoPath ? s : { seoPath, page: 0 })),
  setRecursive: (recursive) => set({ recursive, page: 0 }),
  setPage: (page) => set({ page: Math.max(0, page) }),
  setPageSize: (pageSize) => set({ pageSize, page: 0 }),
  setSort: (sort) => set({ sort, page: 0 }),
  setSearch: (search) => set((s) => (s.search === search ? s : { search, page: 0 })),
  setView: (view) => set({ view }),
  setTreeFilter: (treeFilter) => set({ treeFilter }),
  setExpanded: (seoPath, open) =>
    set((s) => {
      if (s.expanded.has(seoPath) === open) return s;
      const expanded = new Set(s.expanded);
      if (open) expanded.add(seoPath);
      else expanded.delete(seoPath);
      return { expanded };
    }),
  expandAll: (seoPaths) =>
    set((s) => {
      if (seoPaths.every((p) => s.expanded.has(p))) return s;
      return { expanded: new Set([...s.expanded, ...seoPaths]) };
    }),
  openDrawer: (drawerSku) => set({ drawerSku }),
  setAddOpen: (addOpen) => set({ addOpen }),
}));
