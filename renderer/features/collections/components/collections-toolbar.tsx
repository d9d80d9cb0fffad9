import { REQUEST_TYPES } from '../../../../shared/api/collections.ts';
import type { RequestType } from '../../../../shared/api/collections.ts';
import { Button } from '../../../components/button.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Select } from '../../../components/select.tsx';
import { requestTypeLabel } from '../lib/labels.ts';
import { useCollectionsUi } from '../stores/collections-ui-store.ts';

/** Debounce of the server search by name. */
export const SEARCH_DELAY_MS = 250;

const TYPE_OPTIONS = REQUEST_TYPES.map((t) => ({ value: t, label: requestTypeLabel(t) }));

/** Props of CollectionsToolbar. */
export interface CollectionsToolbarProps {
  /** Bumped to reset the (uncontrolled) search box from outside. */
  searchKey: number;
  onClear: () => void;
}

/** Search by name (server-side, `/` focuses it) and the type filter. */
export function CollectionsToolbar({ searchKey, onClear }: CollectionsToolbarProps) {
  const search = useCollectionsUi((s) => s.search);
  const requestType = useCollectionsUi((s) => s.requestType);
  const setSearch = useCollectionsUi((s) => s.setSearch);
  const setRequestType = useCollectionsUi((s) => s.setRequestType);
  return (
    <>
      <SearchBox
        key={searchKey}
        label="Search collections"
        placeholder="Search by name"
        defaultValue={search}
        delayMs={SEARCH_DELAY_MS}
        onSearch={setSearch}
        className="cl-search"
      />
      <Select
        label="Type"
        hideLabel
        placeholder="Any type"
        options={TYPE_OPTIONS}
        value={requestType}
        onChange={(event) => setRequestType(event.currentTarget.value as RequestType | '')}
        fieldClassName="cl-filter"
      />
      {(search !== '' || requestType !== '') && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </>
  );
}
