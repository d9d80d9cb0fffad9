import { create } from 'zustand';
import { EMPTY_PLAYGROUND_DRAFT } from '../lib/playground-form.ts';
import type { PlaygroundDraft } from '../lib/playground-form.ts';

/** Payments per page. */
export const PAYMENTS_PAGE_SIZE = 10;

interface AccountUiState {
  /** 1-based payments page. */
  paymentsPage: number;
  /** The playground form, kept across failures and screen changes. */
  playgroundDraft: PlaygroundDraft;
  rotateOpen: boolean;
  /** The e-mail typed to sign in before rotating (never the password). */
  rotateEmail: string;
  setPaymentsPage: (page: number) => void;
  patchPlaygroundDraft: (patch: Partial<PlaygroundDraft>) => void;
  resetPlaygroundDraft: () => void;
  setRotateOpen: (open: boolean) => void;
  setRotateEmail: (email: string) => void;
}

/** UI state of the Account screen: payments page, playground draft, the rotate dialog. */
export const useAccountUi = create<AccountUiState>((set) => ({
  paymentsPage: 1,
  playgroundDraft: EMPTY_PLAYGROUND_DRAFT,
  rotateOpen: false,
  rotateEmail: '',
  setPaymentsPage: (paymentsPage) => set({ paymentsPage }),
  patchPlaygroundDraft: (patch) => set((state) => ({ playgroundDraft: { ...state.playgroundDraft, ...patch } })),
  resetPlaygroundDraft: () => set({ playgroundDraft: EMPTY_PLAYGROUND_DRAFT }),
  setRotateOpen: (rotateOpen) => set({ rotateOpen }),
  setRotateEmail: (rotateEmail) => set({ rotateEmail }),
}));
