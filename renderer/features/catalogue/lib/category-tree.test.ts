import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../shared/api/catalogue.ts';
import { ancestorPaths, breadcrumb, indexTree, treeKeyAction, visibleRows } from './category-tree.ts';

const leaf = (name: string, seoPath: string): Category => ({ name, seoPath, children: [] });
const TREE: Category[] = [
  {
    name: 'Office Supplies',
    seoPath: 'office',
    children: [
      { name: 'Writing Instruments', seoPath: 'office/writing', children: [leaf('Gel Pens', 'office/writing/gel'), leaf('Pencils', 'office/writing/pencils')] },
      leaf('Staplers', 'office/staplers'),
    ],
  },
  { name: 'Technology', seoPath: 'tech', children: [leaf('Monitors', 'tech/monitors'), leaf('Pen Drives', 'tech/pen-drives')] },
  leaf('Gift Cards', 'gifts'),
];

const paths = (rows: ReturnType<typeof visibleRows>) => rows.map((r) => r.node.seoPath);

describe('visibleRows', () => {
  it('shows top-level categories, and children only under expanded ones', () => {
    expect(paths(visibleRows(TREE, new Set()))).toEqual(['office', 'tech', 'gifts']);
    const rows = visibleRows(TREE, new Set(['office']));
    expect(paths(rows)).toEqual(['office', 'office/writing', 'office/staplers', 'tech', 'gifts']);
    expect(rows[0]).toMatchObject({ level: 1, posInSet: 1, setSize: 3, hasChildren: true, expanded: true });
    expect(rows[1]).toMatchObject({ level: 2, posInSet: 1, setSize: 2, parentPath: 'office', expanded: false });
    expect(rows[4]).toMatchObject({ hasChildren: false, expanded: false });
  });

  it('filters by name: matches and their ancestors, opened, with positions among the shown siblings', () => {
    const rows = visibleRows(TREE, new Set(), 'pen');
    expect(paths(rows)).toEqual(['office', 'office/writing', 'office/writing/gel', 'office/writing/pencils', 'tech', 'tech/pen-drives']);
    expect(rows.find((r) => r.node.seoPath === 'tech/pen-drives')).toMatchObject({ matched: true, posInSet: 1, setSize: 1 });
    expect(rows[0]).toMatchObject({ forced: true, expanded: true, matched: false });
    expect(paths(visibleRows(TREE, new Set(), 'GEL   pens'))).toEqual(['office', 'office/writing', 'office/writing/gel']);
    expect(visibleRows(TREE, new Set(), 'nothing like it')).toEqual([]);
  });

  it('under a matching category the user opens, every child shows', () => {
    expect(paths(visibleRows(TREE, new Set(['tech']), 'technology'))).toEqual(['tech', 'tech/monitors', 'tech/pen-drives']);
    expect(paths(visibleRows(TREE, new Set(), 'technology'))).toEqual(['tech']);
  });
});

describe('treeKeyAction', () => {
  const rows = visibleRows(TREE, new Set(['office']));
  it('moves with the arrows, Home and End', () => {
    expect(treeKeyAction(rows, 'office', 'ArrowDown')).toEqual({ kind: 'focus', path: 'office/writing' });
    expect(treeKeyAction(rows, 'office', 'ArrowUp')).toEqual({ kind: 'focus', path: 'office' });
    expect(treeKeyAction(rows, 'tech', 'Home')).toEqual({ kind: 'focus', path: 'office' });
    expect(treeKeyAction(rows, 'office', 'End')).toEqual({ kind: 'focus', path: 'gifts' });
    expect(treeKeyAction(rows, 'gone', 'ArrowDown')).toEqual({ kind: 'focus', path: 'office' });
    expect(treeKeyAction(rows, 'office', 'x')).toBeNull();
  });

  it('Right expands then enters; Left collapses then climbs', () => {
    expect(treeKeyAction(rows, 'tech', 'ArrowRight')).toEqual({ kind: 'expand', path: 'tech' });
    expect(treeKeyAction(rows, 'office', 'ArrowRight')).toEqual({ kind: 'focus', path: 'office/writing' });
    expect(treeKeyAction(rows, 'gifts', 'ArrowRight')).toBeNull();
    expect(treeKeyAction(rows, 'office', 'ArrowLeft')).toEqual({ kind: 'collapse', path: 'office' });
    expect(treeKeyAction(rows, 'office/staplers', 'ArrowLeft')).toEqual({ kind: 'focus', path: 'office' });
    expect(treeKeyAction(rows, 'gifts', 'ArrowLeft')).toBeNull();
  });

  it('does not collapse a branch the filter opened', () => {
    const filtered = visibleRows(TREE, new Set(), 'gel');
    expect(treeKeyAction(filtered, 'office/writing', 'ArrowLeft')).toEqual({ kind: 'focus', path: 'office' });
  });
});

describe('index helpers', () => {
  const index = indexTree(TREE);
  it('finds ancestors and the breadcrumb', () => {
    expect(ancestorPaths(index, 'office/writing/gel')).toEqual(['office', 'office/writing']);
    expect(ancestorPaths(index, 'office')).toEqual([]);
    expect(breadcrumb(index, 'office/writing/gel')).toEqual(['Office Supplies', 'Writing Instruments', 'Gel Pens']);
    expect(breadcrumb(index, 'unknown')).toEqual([]);
  });
});
