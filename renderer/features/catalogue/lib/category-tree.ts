import type { Category } from '../../../../shared/api/catalogue.ts';

/** One visible line of the category tree, with what ARIA needs (level, position, expansion). */
export interface TreeRow {
  node: Category;
  /** 1 for a top-level category. */
  level: number;
  parentPath: string | null;
  /** 1-based position among its visible siblings. */
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Expanded because the name filter matched below it (the user cannot collapse it while filtering). */
  forced: boolean;
  /** The node's own name matches the filter. */
  matched: boolean;
}

/** Where a category sits: the node and its parent's seoPath. */
export interface TreeEntry {
  node: Category;
  parentPath: string | null;
}

/** Every category by seoPath, with its parent. */
export function indexTree(roots: readonly Category[]): Map<string, TreeEntry> {
  const index = new Map<string, TreeEntry>();
  const walk = (nodes: readonly Category[], parentPath: string | null) => {
    for (const node of nodes) {
      index.set(node.seoPath, { node, parentPath });
      walk(node.children, node.seoPath);
    }
  };
  walk(roots, null);
  return index;
}

/** The seoPaths above a category, top first (empty for a top-level one or an unknown path). */
export function ancestorPaths(index: ReadonlyMap<string, TreeEntry>, path: string): string[] {
  const out: string[] = [];
  let parent = index.get(path)?.parentPath ?? null;
  while (parent !== null && !out.includes(parent)) {
    out.unshift(parent);
    parent = index.get(parent)?.parentPath ?? null;
  }
  return out;
}

/** The names from the top down to a category, e.g. ["Office Supplies", "Writing Instruments"]. */
export function breadcrumb(index: ReadonlyMap<string, TreeEntry>, path: string): string[] {
  const node = index.get(path)?.node;
  if (!node) return [];
  return [...ancestorPaths(index, path).map((p) => index.get(p)?.node.name ?? p), node.name];
}

/** Words of a name filter, lower-cased; every word must appear in the name. */
function filterWords(filter: string): string[] {
  return filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

const nameMatches = (node: Category, words: readonly string[]): boolean => {
  const name = node.name.toLowerCase();
  return words.every((word) => name.includes(word));
};

/**
 * The lines of the tree as shown: children only under expanded nodes (rendered on demand). With a name
 * filter, only matches and their ancestors show, the ancestors opened; a matching node's own children
 * show when the user expands it.
 */
export function visibleRows(roots: readonly Category[], expanded: ReadonlySet<string>, filter = ''): TreeRow[] {
  const words = filterWords(filter);
  const filtering = words.length > 0;
  const included = new Map<Category, boolean>();
  const include = (node: Category): boolean => {
    const known = included.get(node);
    if (known !== undefined) return known;
    let result = nameMatches(node, words);
    for (const child of node.children) if (include(child)) result = true;
    included.set(node, result);
    return result;
  };
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly Category[], level: number, parentPath: string | null, all: boolean) => {
    const shown = !filtering || all ? nodes : nodes.filter(include);
    shown.forEach((node, i) => {
      const matched = filtering && nameMatches(node, words);
      const descendantMatch = filtering && node.children.some(include);
      const forced = filtering && descendantMatch && !expanded.has(node.seoPath);
      const open = node.children.length > 0 && (expanded.has(node.seoPath) || forced);
      rows.push({
        node,
        level,
        parentPath,
        posInSet: i + 1,
        setSize: shown.length,
        hasChildren: node.children.length > 0,
        expanded: open,
        forced,
        matched,
      });
      // Under a node the user opened, every child shows; under a forced one, only the matching branches.
      if (open) walk(node.children, level + 1, node.seoPath, !filtering || all || (matched && expanded.has(node.seoPath)));
    });
  };
  walk(roots, 1, null, false);
  return rows;
}

/** What a key press on a tree item does: move focus, expand or collapse. */
export type TreeKeyAction = { kind: 'focus'; path: string } | { kind: 'expand'; path: string } | { kind: 'collapse'; path: string };

/** The WAI-ARIA tree keyboard model over the visible rows (arrows, Home, End); null for other keys. */
export function treeKeyAction(rows: readonly TreeRow[], focusedPath: string, key: string): TreeKeyAction | null {
  const at = rows.findIndex((row) => row.node.seoPath === focusedPath);
  if (rows.length === 0) return null;
  const row = rows[at];
  const focus = (index: number): TreeKeyAction | null => {
    const target = rows[index];
    return target ? { kind: 'focus', path: target.node.seoPath } : null;
  };
  if (at < 0 || !row) return key === 'ArrowDown' || key === 'Home' ? focus(0) : key === 'End' || key === 'ArrowUp' ? focus(rows.length - 1) : null;
  switch (key) {
    case 'ArrowDown':
      return focus(Math.min(rows.length - 1, at + 1));
    case 'ArrowUp':
      return focus(Math.max(0, at - 1));
    case 'Home':
      return focus(0);
    case 'End':
      return focus(rows.length - 1);
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      if (!row.expanded) return { kind: 'expand', path: row.node.seoPath };
      return rows[at + 1]?.parentPath === row.node.seoPath ? focus(at + 1) : null;
    case 'ArrowLeft':
      if (row.expanded && !row.forced) return { kind: 'collapse', path: row.node.seoPath };
      return row.parentPath === null ? null : { kind: 'focus', path: row.parentPath };
    default:
      return null;
  }
}
