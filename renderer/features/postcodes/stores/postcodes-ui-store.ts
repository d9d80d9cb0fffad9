import { create } from 'zustand';
import type { ZipcodeStatus } from '../../../../shared/api/zipcodes.ts';

/** A postcode form's values as typed (domain id null until chosen). */
export interface PostcodeDraft {
  domainId: number | null;
  zipcode: string;
}

/** The empty create form. */
export const EMPTY_POSTCODE_DRAFT: PostcodeDraft = { domainId: null, zipcode: '' };

interface PostcodesUiState {
  /** Status filter ('' = any). */
  status: ZipcodeStatus | '';
  /** Domain filter (null = any). */
  domainId: number | null;
  /** The server search text, after the debounce. */
  search: string;
  createOpen: boolean;
  /** The create form, kept across failures, closes and screen changes until sent or reset. */
  createDraft: PostcodeDraft;
  /** The postcode whose edit dialog is open. */
  editingId: number | null;
  /** Edit forms by postcode id, kept until saved or reset. */
  editDrafts: Readonly<Record<number, PostcodeDraft>>;
  /** The postcode whose delete confirmation is open. */
  deletingId: number | null;
  setStatus: (status: ZipcodeStatus | '') => void;
  setDomainId: (domainId: number | null) => void;
  setSearch: (search: string) => void;
  setCreateOpen: (open: boolean) => void;
  patchCreateDraft: (patch: Partial<PostcodeDraft>) => void;
  resetCreateDraft: () => void;
  /** Opens the edit dialog, starting a draft from `initial` unless one is kept. */
  openEdit: (id: number, initial: PostcodeDraft) => void;
  closeEdit: () => void;
  patchEditDraft: (id: number, patch: Partial<PostcodeDraft>) => void;
  dropEditDraft: (id: number) => void;
  setDeletingId: (id: number | null) => void;
}

/** UI state of the Postcodes screen: filters, open dialogs and form drafts (server data lives in TanStack Query). */
export const usePostcodesUi = create<PostcodesUiState>((set) => ({
  status: '',
  domainId: null,
  search: '',
  createOpen: false,
  createDraft: EMPTY_POSTCODE_DRAFT,
  editingId: null,
  editDrafts: {},
  deletingId: null,
  setStatus: (status) => set({ status }),
  setDomainId: (domainId) => set({ domainId }),
  setSearch: (search) => set({ search: search.trim() }),
  setCreateOpen: (createOpen) => set({ createOpen }),
  patchCreateDraft: (patch) => set((state) => ({ createDraft: { ...state.createDraft, ...patch } })),
  resetCreateDraft: () => set({ createDraft: EMPTY_POSTCODE_DRAFT }),
  openEdit: (id, initial) => set((state) => ({ editingId: id, editDrafts: state.editDrafts[id] ? state.editDrafts : { ...state.editDrafts, [id]: initial } })),
  closeEdit: () => set({ editingId: null }),
  patchEditDraft: (id, patch) =>
    set((state) => {
      const current = state.editDrafts[id];
      return current ? { editDrafts: { ...state.editDrafts, [id]: { ...current, ...patch } } } : {};
    }),
  dropEditDraft: (id) =>
    set((state) => {
      const { [id]: _dropped, ...rest } = state.editDrafts;
      return { editDrafts: rest };
    }),
  setDeletingId: (deletingId) => set({ deletingId }),
}));
