import { create } from 'zustand';
import { EMPTY_PROFILE_DRAFT } from '../lib/profile-form.ts';
import type { ProfileDraft } from '../lib/profile-form.ts';

interface ConnectUiState {
  addOpen: boolean;
  /** The add-profile form without its secrets, kept across failures, closes and screen changes. */
  addDraft: ProfileDraft;
  /** The profile whose rename dialog is open, and the name being typed. */
  renamingId: string | null;
  renameDraft: string;
  /** The profile whose remove confirmation is open. */
  removingId: string | null;
  /** The profile whose credentials dialog is open, and which form it shows first. */
  credentialsId: string | null;
  credentialsTab: 'apiKey' | 'session';
  /** E-mail addresses typed into sign-in forms, by profile (never the password). */
  signInEmails: Readonly<Record<string, string>>;
  /** The missing-keychain notice was put away for this run. */
  keychainNoticeDismissed: boolean;
  setAddOpen: (open: boolean) => void;
  patchAddDraft: (patch: Partial<ProfileDraft>) => void;
  resetAddDraft: () => void;
  openRename: (id: string, name: string) => void;
  setRenameDraft: (name: string) => void;
  closeRename: () => void;
  setRemovingId: (id: string | null) => void;
  openCredentials: (id: string, tab?: 'apiKey' | 'session') => void;
  setCredentialsTab: (tab: 'apiKey' | 'session') => void;
  closeCredentials: () => void;
  setSignInEmail: (profileId: string, email: string) => void;
  setKeychainNoticeDismissed: (dismissed: boolean) => void;
}

/** UI state of the Connect screen: open dialogs and the non-secret parts of its forms. */
export const useConnectUi = create<ConnectUiState>((set) => ({
  addOpen: false,
  addDraft: EMPTY_PROFILE_DRAFT,
  renamingId: null,
  renameDraft: '',
  removingId: null,
  credentialsId: null,
  credentialsTab: 'apiKey',
  signInEmails: {},
  keychainNoticeDismissed: false,
  setAddOpen: (addOpen) => set({ addOpen }),
  patchAddDraft: (patch) => set((state) => ({ addDraft: { ...state.addDraft, ...patch } })),
  resetAddDraft: () => set({ addDraft: EMPTY_PROFILE_DRAFT }),
  openRename: (id, name) => set((state) => ({ renamingId: id, renameDraft: state.renamingId === id ? state.renameDraft : name })),
  setRenameDraft: (renameDraft) => set({ renameDraft }),
  closeRename: () => set({ renamingId: null }),
  setRemovingId: (removingId) => set({ removingId }),
  openCredentials: (id, tab) => set((state) => ({ credentialsId: id, credentialsTab: tab ?? state.credentialsTab })),
  setCredentialsTab: (credentialsTab) => set({ credentialsTab }),
  closeCredentials: () => set({ credentialsId: null }),
  setSignInEmail: (profileId, email) => set((state) => ({ signInEmails: { ...state.signInEmails, [profileId]: email } })),
  setKeychainNoticeDismissed: (keychainNoticeDismissed) => set({ keychainNoticeDismissed }),
}));
