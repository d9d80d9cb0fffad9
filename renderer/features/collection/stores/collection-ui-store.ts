import { create } from 'zustand';
import type { ItemOutput } from '../../../../shared/api/marketplace-items.ts';

/** The add-one-item form as typed (ids null until chosen; store '' = nearest). */
export interface AddItemDraft {
  domainId: number | null;
  postcodeId: number | null;
  code: string;
  customId: string;
  includeRawHtml: boolean;
  output: ItemOutput;
  storeId: string;
}

/** The empty add form. */
export const EMPTY_ADD_DRAFT: AddItemDraft = { domainId: null, postcodeId: null, code: '', customId: '', includeRawHtml: false, output: 'JSON', storeId: '' };

/** The paste-a-list form as typed. */
export interface PasteDraft {
  domainId: number | null;
  postcodeId: number | null;
  text: string;
  includeRawHtml: boolean;
  storeId: string;
}

/** The empty paste form. */
export const EMPTY_PASTE_DRAFT: PasteDraft = { domainId: null, postcodeId: null, text: '', includeRawHtml: false, storeId: '' };

/** An item's edit form as typed. */
export interface EditItemDraft {
  code: string;
  customId: string;
  includeRawHtml: boolean;
  output: ItemOutput;
  /** Zipcode id of the new postcode (partsstore/officestore); null keeps the current one. */
  postcodeId: number | null;
  storeId: string;
}

/** A result file open in the viewer. */
export interface ViewerFile {
  url: string;
  name: string;
}

interface CollectionUiState {
  /** Filter over every item of the open collection. */
  filter: string;
  addOpen: boolean;
  /** Add forms per collection, kept across failures, closes and screen changes until sent or reset. */
  addDrafts: Readonly<Record<number, AddItemDraft>>;
  pasteOpen: boolean;
  pasteDrafts: Readonly<Record<number, PasteDraft>>;
  editingId: number | null;
  /** Edit forms per item id, kept until saved or reset. */
  editDrafts: Readonly<Record<number, EditItemDraft>>;
  deletingId: number | null;
  runOpen: boolean;
  /** Runner ids started from this desk whose finish has not been announced yet. */
  awaitedRuns: readonly number[];
  /** The run the live strip under the header keeps showing once it ended (seen under way or started here), until dismissed. */
  liveRunId: number | null;
  outputsRunnerId: number | null;
  viewerFile: ViewerFile | null;
  setFilter: (filter: string) => void;
  setAddOpen: (open: boolean) => void;
  patchAddDraft: (collectionId: number, patch: Partial<AddItemDraft>) => void;
  resetAddDraft: (collectionId: number, keep?: Partial<AddItemDraft>) => void;
  setPasteOpen: (open: boolean) => void;
  patchPasteDraft: (collectionId: number, patch: Partial<PasteDraft>) => void;
  openEdit: (itemId: number, initial: EditItemDraft) => void;
  closeEdit: () => void;
  patchEditDraft: (itemId: number, patch: Partial<EditItemDraft>) => void;
  dropEditDraft: (itemId: number) => void;
  setDeletingId: (id: number | null) => void;
  setRunOpen: (open: boolean) => void;
  awaitRun: (runnerId: number) => void;
  forgetRun: (runnerId: number) => void;
  setLiveRunId: (runnerId: number | null) => void;
  setOutputsRunnerId: (id: number | null) => void;
  setViewerFile: (file: ViewerFile | null) => void;
}

/** UI state of the collection page: paging, open dialogs, drafts and runs awaited (server data is in TanStack Query). */
export const useCollectionUi = create<CollectionUiState>((set) => ({
  filter: '',
  addOpen: false,
  addDrafts: {},
  pasteOpen: false,
  pasteDrafts: {},
  editingId: null,
  editDrafts: {},
  deletingId: null,
  runOpen: false,
  awaitedRuns: [],
  liveRunId: null,
  outputsRunnerId: null,
  viewerFile: null,
  setFilter: (filter) => set({ filter }),
  setAddOpen: (addOpen) => set({ addOpen }),
  patchAddDraft: (collectionId, patch) =>
    set((state) => ({ addDrafts: { ...state.addDrafts, [collectionId]: { ...(state.addDrafts[collectionId] ?? EMPTY_ADD_DRAFT), ...patch } } })),
  resetAddDraft: (collectionId, keep = {}) => set((state) => ({ addDrafts: { ...state.addDrafts, [collectionId]: { ...EMPTY_ADD_DRAFT, ...keep } } })),
  setPasteOpen: (pasteOpen) => set({ pasteOpen }),
  patchPasteDraft: (collectionId, patch) =>
    set((state) => ({ pasteDrafts: { ...state.pasteDrafts, [collectionId]: { ...(state.pasteDrafts[collectionId] ?? EMPTY_PASTE_DRAFT), ...patch } } })),
  openEdit: (itemId, initial) =>
    set((state) => ({ editingId: itemId, editDrafts: state.editDrafts[itemId] ? state.editDrafts : { ...state.editDrafts, [itemId]: initial } })),
  closeEdit: () => set({ editingId: null }),
  patchEditDraft: (itemId, patch) =>
    set((state) => {
      const current = state.editDrafts[itemId];
      return current ? { editDrafts: { ...state.editDrafts, [itemId]: { ...current, ...patch } } } : {};
    }),
  dropEditDraft: (itemId) =>
    set((state) => {
      const { [itemId]: _dropped, ...rest } = state.editDrafts;
      return { editDrafts: rest };
    }),
  setDeletingId: (deletingId) => set({ deletingId }),
  setRunOpen: (runOpen) => set({ runOpen }),
  awaitRun: (runnerId) =>
    set((state) => ({ liveRunId: runnerId, awaitedRuns: state.awaitedRuns.includes(runnerId) ? state.awaitedRuns : [...state.awaitedRuns, runnerId] })),
  forgetRun: (runnerId) => set((state) => ({ awaitedRuns: state.awaitedRuns.filter((id) => id !== runnerId) })),
  setLiveRunId: (liveRunId) => set({ liveRunId }),
  setOutputsRunnerId: (outputsRunnerId) => set({ outputsRunnerId }),
  setViewerFile: (viewerFile) => set({ viewerFile }),
}));
