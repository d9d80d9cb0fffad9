import { create } from 'zustand';
import type { Collection, RequestType } from '../../../../shared/api/collections.ts';
import type { BridgeError } from '../../../../shared/bridge/result.ts';
import type { BatchProgress } from '../lib/batches.ts';
import type { CollectionDraft } from '../lib/collection-draft.ts';

/** The open form: creating, or editing a collection (kept as it was when the form opened). */
export type CollectionDialog = { mode: 'create' } | { mode: 'edit'; collection: Collection } | null;

/** A mass delete: asked, running (batch by batch), or ended. */
export interface BatchDeleteState {
  ids: readonly number[];
  phase: 'confirm' | 'running' | 'done' | 'cancelled' | 'failed';
  progress: BatchProgress;
  /** Set by "Stop"; the runner checks it before each next batch. */
  cancelRequested: boolean;
  error: BridgeError | null;
  /** Ids not sent when it stopped or failed (offered for another try). */
  remaining: readonly number[];
}

/** Default page size of the list. */
export const DEFAULT_PAGE_SIZE = 20;

interface CollectionsUiState {
  /** 1-based page. */
  page: number;
  pageSize: number;
  requestType: RequestType | '';
  /** The server search text, after the debounce. */
  search: string;
  /** Selected collection ids (kept across pages, so a selection can span them). */
  selected: ReadonlySet<string>;
  dialog: CollectionDialog;
  /** The create form, kept until sent or cleared. */
  createDraft: CollectionDraft | null;
  /** Edit forms by collection id, kept until saved or undone. */
  editDrafts: Readonly<Record<number, CollectionDraft>>;
  /** The collection whose delete confirmation is open. */
  deleting: Collection | null;
  batch: BatchDeleteState | null;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setRequestType: (requestType: RequestType | '') => void;
  setSearch: (search: string) => void;
  setSelected: (selected: ReadonlySet<string>) => void;
  openCreate: (initial: CollectionDraft) => void;
  openEdit: (collection: Collection, initial: CollectionDraft) => void;
  closeDialog: () => void;
  setCreateDraft: (draft: CollectionDraft | null) => void;
  setEditDraft: (id: number, draft: CollectionDraft | null) => void;
  setDeleting: (collection: Collection | null) => void;
  setBatch: (batch: BatchDeleteState | null) => void;
  patchBatch: (patch: Partial<BatchDeleteState>) => void;
}

/** UI state of the Collections screen: paging, filters, selection, open dialogs, drafts, the mass delete. */
export const useCollectionsUi = create<CollectionsUiState>((set) => ({
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  requestType: '',
  search: '',
  selected: new Set(),
  dialog: null,
  createDraft: null,
  editDrafts: {},
  deleting: null,
  batch: null,
  setPage: (page) => set({ page: Math.max(1, page) }),
  setPageSize: (pageSize) => set({ pageSize, page: 1 }),
  setRequestType: (requestType) => set({ requestType, page: 1 }),
  setSearch: (search) => set((state) => (state.search === search.trim() ? {} : { search: search.trim(), page: 1 })),
  setSelected: (selected) => set({ selected }),
  openCreate: (initial) => set((state) => ({ dialog: { mode: 'create' }, createDraft: state.createDraft ?? initial })),
  openEdit: (collection, initial) =>
    set((state) => ({
      dialog: { mode: 'edit', collection },
      editDrafts: state.editDrafts[collection.id] ? state.editDrafts : { ...state.editDrafts, [collection.id]: initial },
    })),
  closeDialog: () => set({ dialog: null }),
  setCreateDraft: (createDraft) => set({ createDraft }),
  setEditDraft: (id, draft) =>
    set((state) => {
      const { [id]: _old, ...rest } = state.editDrafts;
      return { editDrafts: draft ? { ...rest, [id]: draft } : rest };
    }),
  setDeleting: (deleting) => set({ deleting }),
  setBatch: (batch) => set({ batch }),
  patchBatch: (patch) => set((state) => (state.batch ? { batch: { ...state.batch, ...patch } } : {})),
}));
