/** Query keys of the import journals (main's local files; only this screen shows them). */
export const importKeys = {
  all: ['import'] as const,
  /** Every import journal query. */
  journals: () => [...importKeys.all, 'journals'] as const,
  /** The list of unfinished and recent imports. */
  journalList: () => [...importKeys.journals(), 'list'] as const,
  /** One journal with its rows. */
  journal: (id: string) => [...importKeys.journals(), 'detail', id] as const,
};
