import { create } from 'zustand';
import type { RowFilterName } from '../lib/import-rows.ts';

/** Which rows the grid shows. */
export type RowFilter = RowFilterName;

interface ImportUiState {
  filter: RowFilter;
  /** Selected grid rows (ids are row numbers as text). */
  selected: ReadonlySet<string>;
  /** The journal whose discard confirmation is open. */
  discardingId: string | null;
  setFilter: (filter: RowFilter) => void;
  setSelected: (selected: ReadonlySet<string>) => void;
  setDiscardingId: (id: string | null) => void;
}

/** UI state of the Import screen: the grid's filter and selection, the open confirmation. */
export const useImportUi = create<ImportUiState>((set) => ({
  filter: 'all',
  selected: new Set(),
  discardingId: null,
  setFilter: (filter) => set({ filter, selected: new Set() }),
  setSelected: (selected) => set({ selected }),
  setDiscardingId: (discardingId) => set({ discardingId }),
}));
