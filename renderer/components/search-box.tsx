import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { cx } from '../lib/class-names.ts';
import { SearchIcon } from './icons.tsx';

/** Props of SearchBox: `onSearch` gets the text after typing pauses for `delayMs`. */
export interface SearchBoxProps {
  /** Names the box, e.g. "Search postcodes"; also the placeholder unless one is given. */
  label: string;
  onSearch: (text: string) => void;
  defaultValue?: string;
  placeholder?: string;
  delayMs?: number;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The screen's search box. It carries `data-search`, so the `/` shortcut focuses it; Escape clears it.
 * Uncontrolled: change `key` to reset it from outside.
 */
export function SearchBox({ label, onSearch, defaultValue = '', placeholder, delayMs = 200, className, ref }: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = (value: string, immediate: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    if (immediate) latest.current(value);
    else timer.current = setTimeout(() => latest.current(value), delayMs);
  };

  return (
    <div className={cx('search-box', className)}>
      <SearchIcon className="search-box__icon" />
      <input
        ref={ref}
        type="search"
        className="input search-box__input"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        data-search=""
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setText(event.currentTarget.value);
          schedule(event.currentTarget.value, false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            event.stopPropagation();
            setText('');
            schedule('', true);
          } else if (event.key === 'Enter') {
            schedule(text, true);
          }
        }}
      />
      <kbd className="search-box__hint" aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
