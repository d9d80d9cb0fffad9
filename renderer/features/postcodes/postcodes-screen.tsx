import { useMemo, useState } from 'react';
import type { Domain } from '../../../shared/api/settings.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Screen } from '../../components/screen.tsx';
import { asBridgeError } from '../../lib/bridge-query.ts';
import { pluralize } from '../../lib/format.ts';
import type { ScreenProps } from '../../lib/router.ts';
import { useQuery } from '@tanstack/react-query';
import type { ZipcodeFilters } from '../../data/keys.ts';
import { domainsQuery } from '../../data/settings.ts';
import { zipcodeSearchQuery, zipcodesQuery } from '../../data/zipcodes.ts';
import { CreatePostcodeDialog } from './components/create-postcode-dialog.tsx';
import { DeletePostcodeDialog } from './components/delete-postcode-dialog.tsx';
import { EditPostcodeDialog } from './components/edit-postcode-dialog.tsx';
import { PostcodesTable } from './components/postcodes-table.tsx';
import { OpenedPostcode } from './components/opened-postcode.tsx';
import { PostcodesToolbar } from './components/postcodes-toolbar.tsx';
import { countByStatus, listRows, searchRows } from './lib/postcode-rows.ts';
import { usePostcodesUi } from './stores/postcodes-ui-store.ts';
import './postcodes.css';

const NO_DOMAINS: readonly Domain[] = [];

/** The Postcodes screen: the user's zipcodes with filters, server search, create, edit, delete and live cookie status. */
export function PostcodesScreen({ route }: ScreenProps) {
  const status = usePostcodesUi((s) => s.status);
  const domainId = usePostcodesUi((s) => s.domainId);
  const search = usePostcodesUi((s) => s.search);
  const editingId = usePostcodesUi((s) => s.editingId);
  const deletingId = usePostcodesUi((s) => s.deletingId);
  const [searchKey, setSearchKey] = useState(0);

  const filters = useMemo<ZipcodeFilters>(
    () => ({ ...(status !== '' ? { status } : {}), ...(domainId !== null ? { domain: domainId } : {}) }),
    [status, domainId],
  );
  const domainsRead = useQuery(domainsQuery());
  const domains = domainsRead.data ?? NO_DOMAINS;
  const domainMap = useMemo(() => new Map(domains.map((d) => [d.id, d])), [domains]);
  const list = useQuery(zipcodesQuery(filters));
  const found = useQuery(zipcodeSearchQuery(search));
  const searching = search !== '';

  const rows = useMemo(
    () => (searching ? searchRows(found.data ?? [], list.data, filters, domainMap) : listRows(list.data ?? [], domainMap)),
    [searching, found.data, list.data, filters, domainMap],
  );
  const counts = useMemo(() => countByStatus(rows), [rows]);
  const active = searching ? found : list;
  const filtered = searching || status !== '' || domainId !== null;
  const editing = editingId === null ? null : (rows.find((r) => r.id === editingId) ?? null);
  const deleting = deletingId === null ? null : (rows.find((r) => r.id === deletingId) ?? null);
  // A clicked notification opens the screen on one postcode (`?postcode=<id>`): that row is marked.
  const targetId = Number(route.query.postcode ?? '') || null;
  const target = targetId === null ? null : (rows.find((r) => r.id === targetId) ?? null);

  const clearFilters = () => {
    const ui = usePostcodesUi.getState();
    ui.setStatus('');
    ui.setDomainId(null);
    ui.setSearch('');
    setSearchKey((k) => k + 1);
  };
  const openCreate = () => usePostcodesUi.getState().setCreateOpen(true);

  const waiting = counts['in-progress'] ?? 0;
  const failed = active.isError && !active.data;
  const subtitle = failed ? (
    'Postcodes could not be read'
  ) : active.isPending && active.fetchStatus !== 'idle' ? (
    'Loading postcodes…'
  ) : (
    <span aria-live="polite">
      {pluralize(rows.length, filtered ? 'matching postcode' : 'postcode')}
      {waiting > 0 && ` · ${pluralize(waiting, 'waiting for cookies', 'waiting for cookies')}`}
      {(counts.failed ?? 0) > 0 && ` · ${counts.failed} failed`}
    </span>
  );

  const empty = filtered ? (
    <EmptyState title="No postcodes match" description="Try another search, status or domain." action={<Button onClick={clearFilters}>Clear filters</Button>} />
  ) : (
    <EmptyState
      title="No postcodes yet"
      description="Register a postcode per retail domain. Scraping domains generate session cookies before the postcode can be used in items."
      action={
        <Button variant="primary" onClick={openCreate}>
          Add postcode
        </Button>
      }
    />
  );

  return (
    <Screen
      title="Postcodes"
      subtitle={subtitle}
      actions={
        <Button variant="primary" onClick={openCreate}>
          Add postcode
        </Button>
      }
      toolbar={<PostcodesToolbar domains={domains} searchKey={searchKey} onClear={clearFilters} />}
    >
      {domainsRead.isError && (
        <ErrorMessage
          variant="inline"
          title="Domains could not be read"
          error={asBridgeError(domainsRead.error)}
          onRetry={() => void domainsRead.refetch()}
          retrying={domainsRead.isFetching}
        />
      )}
      {failed ? (
        <ErrorMessage error={asBridgeError(active.error)} onRetry={() => void active.refetch()} retrying={active.isFetching} />
      ) : (
        <>
          {target && <OpenedPostcode row={target} />}
          <PostcodesTable rows={rows} targetId={targetId} loading={active.isPending && active.fetchStatus !== 'idle'} empty={empty} />
        </>
      )}
      <CreatePostcodeDialog domains={domains} />
      <EditPostcodeDialog key={editingId ?? 'none'} row={editing} domains={domains} />
      <DeletePostcodeDialog row={deleting} />
    </Screen>
  );
}
