import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ColumnChoiceState {
  /** Hidden column ids per table name. */
  hidden: Readonly<Record<string, readonly string[]>>;
  setHidden: (table: string, ids: readonly string[]) => void;
}

/** The columns each table hides, by the table's name, kept in local storage so a reload or the next start keeps them. */
export const useColumnChoices = create<ColumnChoiceState>()(
  persist(
    (set) => ({
      hidden: {},
      setHidden: (table, ids) => set((state) => ({ hidden: { ...state.hidden, [table]: ids } })),
    }),
    { name: 'collection-desk.table-columns', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
