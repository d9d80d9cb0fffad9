import { create } from 'zustand';

/** The "Add to a collection" form as typed; kept across closes, failures and screen changes until sent or discarded. */
export interface AddDraft {
  /** Make a new officestore collection, or add to an existing one. */
  mode: 'new' | 'existing';
  newName: string;
  /** The chosen existing collection's id, as text ('' = none). */
  collectionId: string;
  /** An active officestore.com.au postcode value ('' = none). */
  postcode: string;
  /** Let the service pick the nearest store to the postcode, or name one. */
  storeMode: 'nearest' | 'store';
  storeId: string;
}

/** The empty form. */
export const EMPTY_ADD_DRAFT: AddDraft = { mode: 'new', newName: '', collectionId: '', postcode: '', storeMode: 'nearest', storeId: '' };

interface AddDraftState {
  draft: AddDraft;
  patch: (patch: Partial<AddDraft>) => void;
  /** Forgets the form (after it was sent, or on "Discard"). */
  reset: () => void;
}

/** The add-to-collection draft store. */
export const useAddDraft = create<AddDraftState>((set) => ({
  draft: EMPTY_ADD_DRAFT,
  patch: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
  reset: () => set({ draft: EMPTY_ADD_DRAFT }),
}));
