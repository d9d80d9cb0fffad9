import { create } from 'zustand';

/** The add-to-collection form as typed. */
export interface AddToCollectionDraft {
  mode: 'existing' | 'new';
  /** Chosen existing collection ('' until chosen). */
  collectionId: string;
  newName: string;
  /** Domain name and postcode value the items are added with. */
  domain: string;
  postcode: string;
  /** All found ASINs, or only the selected rows. */
  scope: 'all' | 'selected';
}

/** The empty add-to-collection form. */
export const EMPTY_ADD_DRAFT: AddToCollectionDraft = { mode: 'new', collectionId: '', newName: '', domain: '', postcode: '', scope: 'all' };

interface ScrapesUiState {
  /** The list's search text and page. */
  search: string;
  page: number;
  /** The scrape whose cancel confirmation is open. */
  cancelingId: number | null;
  /** Filter text of the results table, per scrape. */
  resultFilter: Readonly<Record<number, string>>;
  /** Selected ASINs of the results table, per scrape. */
  selection: Readonly<Record<number, ReadonlySet<string>>>;
  /** Which scrape's add-to-collection dialog is open. */
  addOpenFor: number | null;
  /** Add-to-collection drafts per scrape, kept until sent or cleared. */
  addDrafts: Readonly<Record<number, AddToCollectionDraft>>;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setCancelingId: (id: number | null) => void;
  setResultFilter: (scrapeId: number, text: string) => void;
  setSelection: (scrapeId: number, selection: ReadonlySet<string>) => void;
  openAdd: (scrapeId: number, initial: AddToCollectionDraft) => void;
  closeAdd: () => void;
  patchAddDraft: (scrapeId: number, patch: Partial<AddToCollectionDraft>) => void;
  dropAddDraft: (scrapeId: number) => void;
}

const NO_SELECTION: ReadonlySet<string> = new Set();

/** UI state of the scrapes screens: list paging, dialogs, table filters, selections and drafts. */
export const useScrapesUi = create<ScrapesUiState>((set) => ({
  search: '',
  page: 1,
  cancelingId: null,
  resultFilter: {},
  selection: {},
  addOpenFor: null,
  addDrafts: {},
  setSearch: (search) => set({ search: search.trim(), page: 1 }),
  setPage: (page) => set({ page }),
  setCancelingId: (cancelingId) => set({ cancelingId }),
  setResultFilter: (scrapeId, text) => set((s) => ({ resultFilter: { ...s.resultFilter, [scrapeId]: text } })),
  setSelection: (scrapeId, selection) => set((s) => ({ selection: { ...s.selection, [scrapeId]: selection } })),
  openAdd: (scrapeId, initial) =>
    set((s) => ({ addOpenFor: scrapeId, addDrafts: s.addDrafts[scrapeId] ? s.addDrafts : { ...s.addDrafts, [scrapeId]: initial } })),
  closeAdd: () => set({ addOpenFor: null }),
  patchAddDraft: (scrapeId, patch) =>
    set((s) => {
      const current = s.addDrafts[scrapeId];
      return current ? { addDrafts: { ...s.addDrafts, [scrapeId]: { ...current, ...patch } } } : {};
    }),
  dropAddDraft: (scrapeId) =>
    set((s) => {
      const { [scrapeId]: _dropped, ...rest } = s.addDrafts;
      return { addDrafts: rest };
    }),
}));

/** The selected ASINs of one scrape's results. */
export function useResultSelection(scrapeId: number): ReadonlySet<string> {
  return useScrapesUi((s) => s.selection[scrapeId] ?? NO_SELECTION);
}
