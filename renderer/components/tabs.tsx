import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';

/** One tab: its id (the value), label and an optional count. */
export interface TabItem {
  id: string;
  label: ReactNode;
  count?: number;
  disabled?: boolean;
}

/** Props of Tabs: controlled by `value`; `children` is the active tab's panel. */
export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Names the tab list for assistive tech, e.g. "Collection sections". */
  label: string;
  children?: ReactNode;
  className?: string;
}

/** An ARIA tab list with roving focus (arrows, Home, End) and one panel. */
export function Tabs({ items, value, onChange, label, children, className }: TabsProps) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === value);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(next.id)}"]`)?.focus();
  };

  return (
    <div className={cx('tabs', className)}>
      <div ref={listRef} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              data-tab-id={item.id}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx('tabs__tab', selected && 'tabs__tab--selected')}
              onClick={() => onChange(item.id)}
            >
              {item.label}
              {item.count !== undefined && <span className="tabs__count">{formatNumber(item.count)}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
