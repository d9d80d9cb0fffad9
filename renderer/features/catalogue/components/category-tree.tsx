import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Category } from '../../../../shared/api/catalogue.ts';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { cx } from '../../../lib/class-names.ts';
import { treeKeyAction, visibleRows } from '../lib/category-tree.ts';
import type { TreeRow } from '../lib/category-tree.ts';
import { useCatalogueUi } from '../stores/catalogue-ui-store.ts';

/** Props of CategoryTree. */
export interface CategoryTreeProps {
  roots: readonly Category[];
  selectedPath: string | null;
  onSelect: (seoPath: string) => void;
  /** Id of the element naming the tree. */
  labelledBy: string;
}

/**
 * The category tree (WAI-ARIA tree): one tab stop with roving focus, arrows move, Right/Left open and
 * close or enter and leave a branch, Home/End jump, Enter/Space choose. Children render only when their
 * parent is open; the name filter shows matches with their ancestors opened.
 */
export function CategoryTree({ roots, selectedPath, onSelect, labelledBy }: CategoryTreeProps) {
  const expanded = useCatalogueUi((s) => s.expanded);
  const filter = useCatalogueUi((s) => s.treeFilter);
  const rows = useMemo(() => visibleRows(roots, expanded, filter), [roots, expanded, filter]);
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const moved = useRef(false);

  // The tab stop: the focused row if still shown, else the selected one, else the first.
  const tabStop =
    rows.find((r) => r.node.seoPath === focusedPath)?.node.seoPath ??
    rows.find((r) => r.node.seoPath === selectedPath)?.node.seoPath ??
    rows[0]?.node.seoPath ??
    null;

  useEffect(() => {
    if (!moved.current || tabStop === null) return;
    moved.current = false;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(tabStop)}"]`);
    item?.focus();
    item?.scrollIntoView({ block: 'nearest' });
  }, [tabStop]);

  const toggle = (row: TreeRow) => {
    if (!row.hasChildren || row.forced) return;
    useCatalogueUi.getState().setExpanded(row.node.seoPath, !row.expanded);
  };
  const choose = (row: TreeRow) => {
    setFocusedPath(row.node.seoPath);
    onSelect(row.node.seoPath);
    if (row.hasChildren && !row.expanded) useCatalogueUi.getState().setExpanded(row.node.seoPath, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (tabStop === null) return;
    const row = rows.find((r) => r.node.seoPath === tabStop);
    if ((event.key === 'Enter' || event.key === ' ') && row) {
      event.preventDefault();
      choose(row);
      return;
    }
    const action = treeKeyAction(rows, tabStop, event.key);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'focus') {
      moved.current = true;
      setFocusedPath(action.path);
    } else {
      useCatalogueUi.getState().setExpanded(action.path, action.kind === 'expand');
    }
  };

  if (rows.length === 0) {
    return <p className="cat-tree__empty muted">{filter.trim() ? `No category is named like “${filter.trim()}”.` : 'No categories.'}</p>;
  }

  return (
    <ul ref={listRef} role="tree" aria-labelledby={labelledBy} className="cat-tree" onKeyDown={onKeyDown}>
      {rows.map((row) => {
        const path = row.node.seoPath;
        const selected = path === selectedPath;
        return (
          <li
            key={path}
            role="treeitem"
            data-path={path}
            aria-level={row.level}
            aria-posinset={row.posInSet}
            aria-setsize={row.setSize}
            aria-expanded={row.hasChildren ? row.expanded : undefined}
            aria-selected={selected}
            tabIndex={path === tabStop ? 0 : -1}
            className={cx('cat-tree__item', selected && 'cat-tree__item--selected', row.matched && 'cat-tree__item--match')}
            style={{ paddingInlineStart: `${(row.level - 1) * 14 + 4}px` }}
            onFocus={(event) => {
              if (event.target === event.currentTarget) setFocusedPath(path);
            }}
            onClick={() => choose(row)}
          >
            <span
              className={cx('cat-tree__twisty', row.hasChildren && 'cat-tree__twisty--branch', row.expanded && 'cat-tree__twisty--open')}
              aria-hidden="true"
              onClick={(event) => {
                event.stopPropagation();
                setFocusedPath(path);
                toggle(row);
              }}
            >
              {row.hasChildren && <ChevronRightIcon />}
            </span>
            {/* No number beside the name: a count of sub-categories read as a count of products. */}
            <span className="cat-tree__name">{row.node.name}</span>
          </li>
        );
      })}
    </ul>
  );
}
