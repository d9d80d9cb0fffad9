import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What this desk remembers of a scrape it sent: the service does not echo these back. */
export interface ScrapeMemo {
  name: string;
  domain: string;
  postcode: string;
  nodeId: string;
  categoryUrl: string;
}

/** Most scrapes remembered (oldest dropped first). */
export const MAX_MEMOS = 500;

interface ScrapeMemoState {
  memos: Readonly<Record<string, ScrapeMemo>>;
  remember: (collectionId: number, memo: ScrapeMemo) => void;
}

/**
 * The parameters of scrapes sent from this desk, by collection id, kept in local storage so the
 * results screen can offer the scrape's own domain and postcode when adding its ASINs to a collection.
 */
export const useScrapeMemos = create<ScrapeMemoState>()(
  persist(
    (set) => ({
      memos: {},
      remember: (collectionId, memo) =>
        set((state) => {
          const entries = Object.entries(state.memos).filter(([id]) => id !== String(collectionId));
          entries.push([String(collectionId), memo]);
          return { memos: Object.fromEntries(entries.slice(-MAX_MEMOS)) };
        }),
    }),
    { name: 'collection-desk.scrape-memos', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

/** The memo of a scrape, only when it belongs to this collection (same name: ids of other profiles may collide). */
export function useScrapeMemo(collectionId: number, name: string | undefined): ScrapeMemo | null {
  const memo = useScrapeMemos((s) => s.memos[String(collectionId)]);
  return memo && name !== undefined && memo.name === name ? memo : null;
}
