/** How many saved paths are remembered: more than a session's notices keep a "Show in folder" for. */
const KEPT = 200;

/** The files the desk saved this session, so "Show in folder" reveals only those and never a path the page names. */
export interface SavedFiles {
  remember(path: string): void;
  has(path: string): boolean;
}

/** An empty record of saved files, keeping the newest KEPT. */
export function createSavedFiles(): SavedFiles {
  const paths = new Set<string>();
  return {
    remember(path) {
      paths.delete(path);
      paths.add(path);
      for (const oldest of paths) {
        if (paths.size <= KEPT) break;
        paths.delete(oldest);
      }
    },
    has: (path) => paths.has(path),
  };
}
