import { ZIPCODE_STATUSES } from '../../../../shared/api/zipcodes.ts';
import type { ZipcodeStatus } from '../../../../shared/api/zipcodes.ts';
import type { Domain } from '../../../../shared/api/settings.ts';
import { Button } from '../../../components/button.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Select } from '../../../components/select.tsx';
import { statusLabel } from '../../../lib/status-tone.ts';
import { domainLabel } from '../lib/postcode-format.ts';
import { usePostcodesUi } from '../stores/postcodes-ui-store.ts';

/** Debounce of the server search. */
export const SEARCH_DELAY_MS = 250;

const STATUS_OPTIONS = ZIPCODE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** Props of PostcodesToolbar. */
export interface PostcodesToolbarProps {
  domains: readonly Domain[];
  /** Bumped to reset the (uncontrolled) search box from outside. */
  searchKey: number;
  onClear: () => void;
}

/** Search (server-side, `/` focuses it), status and domain filters, and a clear button when any is set. */
export function PostcodesToolbar({ domains, searchKey, onClear }: PostcodesToolbarProps) {
  const status = usePostcodesUi((s) => s.status);
  const domainId = usePostcodesUi((s) => s.domainId);
  const search = usePostcodesUi((s) => s.search);
  const setStatus = usePostcodesUi((s) => s.setStatus);
  const setDomainId = usePostcodesUi((s) => s.setDomainId);
  const setSearch = usePostcodesUi((s) => s.setSearch);
  const filtered = status !== '' || domainId !== null || search !== '';
  return (
    <>
      <SearchBox
        key={searchKey}
        label="Search postcodes"
        placeholder="Search postcode or domain"
        defaultValue={search}
        delayMs={SEARCH_DELAY_MS}
        onSearch={setSearch}
        className="pc-search"
      />
      <Select
        label="Status"
        hideLabel
        placeholder="Any status"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as ZipcodeStatus | '')}
        fieldClassName="pc-filter"
      />
      <Select
        label="Domain"
        hideLabel
        placeholder="Any domain"
        options={domains.map((d) => ({ value: String(d.id), label: domainLabel(d) }))}
        value={domainId === null ? '' : String(domainId)}
        onChange={(event) => setDomainId(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
        fieldClassName="pc-filter"
      />
      {filtered && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </>
  );
}
