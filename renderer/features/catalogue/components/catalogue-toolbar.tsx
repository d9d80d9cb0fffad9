import { Checkbox } from '../../../components/checkbox.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Select } from '../../../components/select.tsx';
import { cx } from '../../../lib/class-names.ts';
import { isProductSort, SORT_OPTIONS } from '../lib/sorts.ts';
import { useCatalogueUi } from '../stores/catalogue-ui-store.ts';
import type { CatalogueView } from '../stores/catalogue-ui-store.ts';

const VIEWS: readonly { value: CatalogueView; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'list', label: 'List' },
];

/** Props of CatalogueToolbar. */
export interface CatalogueToolbarProps {
  /** Nothing to search or sort before a category is chosen. */
  disabled: boolean;
}

/** Keyword search within the category (debounced, done by the service), sort, sub-categories and the view switch. */
export function CatalogueToolbar({ disabled }: CatalogueToolbarProps) {
  const sort = useCatalogueUi((s) => s.sort);
  const recursive = useCatalogueUi((s) => s.recursive);
  const view = useCatalogueUi((s) => s.view);
  const search = useCatalogueUi((s) => s.search);
  const ui = useCatalogueUi.getState;
  return (
    <>
      <SearchBox
        label="Search in this category"
        placeholder="Search title, brand or SKU in this category"
        defaultValue={search}
        delayMs={300}
        onSearch={(text) => ui().setSearch(text.trim())}
        className="cat-search"
      />
      <Select
        label="Sort by"
        hideLabel
        options={SORT_OPTIONS}
        value={sort}
        disabled={disabled}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isProductSort(value)) ui().setSort(value);
        }}
        fieldClassName="cat-sort"
      />
      <Checkbox label="Include sub-categories" checked={recursive} disabled={disabled} onChange={(event) => ui().setRecursive(event.currentTarget.checked)} />
      <div className="cat-views" role="group" aria-label="View">
        {VIEWS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={cx('cat-views__button', view === option.value && 'cat-views__button--on')}
            aria-pressed={view === option.value}
            onClick={() => ui().setView(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </>
  );
}
