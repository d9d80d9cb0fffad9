import { create } from 'zustand';
import { EMPTY_SCRAPE_DRAFT } from '../lib/scrape-form.ts';
import type { ScrapeDraft } from '../lib/scrape-form.ts';

interface ScrapeDraftState {
  /** The new-scrape form, kept across failures and screen changes until sent or cleared. */
  draft: ScrapeDraft;
  /** Whether a submit was tried (messages show from then on). */
  submitted: boolean;
  patch: (patch: Partial<ScrapeDraft>) => void;
  replace: (draft: ScrapeDraft) => void;
  setSubmitted: (submitted: boolean) => void;
  /** After a successful send: clears what belongs to that category and keeps the analyst's settings. */
  sent: () => void;
  /** "Clear form". */
  reset: () => void;
}

/** The new-scrape draft (UI state only). */
export const useScrapeDraft = create<ScrapeDraftState>((set) => ({
  draft: EMPTY_SCRAPE_DRAFT,
  submitted: false,
  patch: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
  replace: (draft) => set({ draft }),
  setSubmitted: (submitted) => set({ submitted }),
  sent: () =>
    set((state) => ({
      submitted: false,
      draft: { ...state.draft, categoryUrl: '', nodeId: '', nodeIdTyped: false, name: '', domainPicked: state.draft.domainPicked },
    })),
  reset: () => set({ draft: EMPTY_SCRAPE_DRAFT, submitted: false }),
}));
