import { useCallback, useMemo, useState } from 'react';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Screen } from '../../components/screen.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { FreshnessLine } from '../../components/freshness-line.tsx';
import { WatchRulesDialog } from '../../components/watch-rules-dialog.tsx';
import { asBridgeError } from '../../lib/bridge-query.ts';
import { routeHref } from '../../lib/router.ts';
import type { ScreenProps } from '../../lib/router.ts';
import { navigate } from '../../lib/use-route.ts';
import { useQuery } from '@tanstack/react-query';
import { localCollectionQuery, localItemsQuery, localRunsQuery, syncStatusQuery } from '../../data/local-copy.ts';
import { runProgressQuery, runsWithProgress } from '../../data/run-cache.ts';
import { ArrowLeftIcon, PlayIcon } from '../../components/icons.tsx';
import { CollectionFacts } from './components/collection-facts.tsx';
import { CompareRuns } from './components/compare-runs.tsx';
import { CsvDropTarget } from './components/csv-import.tsx';
import { ItemsPanel } from './components/items-panel.tsx';
import { LiveRun } from './components/live-run.tsx';
import { LocalCopyPanel } from './components/local-copy-panel.tsx';
import { RegionalPanel } from './components/regional-panel.tsx';
import { regionalProducts } from './lib/regional-presence.ts';
import { ResultsPanel } from './components/results-panel.tsx';
import { RunDialog } from './components/run-dialog.tsx';
import { useFinishToasts } from './components/use-finish-toasts.ts';
import { itemTypeOf } from './lib/item-rows.ts';
import type { ItemType } from './lib/item-rows.ts';
import { useCollectionUi } from './stores/collection-ui-store.ts';
import './collection.css';
import './local-copy.css';

const TYPE_LABELS: Record<ItemType | 'category', string> = {
  marketplace: 'Marketplace ASINs',
  partsstore: 'Partsstore parts',
  officestore: 'Officestore SKUs',
  category: 'Category scrape',
};

/** The tabs besides Items (the default, which the address leaves out). */
const OTHER_TABS: ReadonlySet<string> = new Set(['results', 'history', 'compare', 'regional']);

/** The collection id of the route, or 0 when it is not a positive integer. */
function routeCollectionId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

const backLink = (
  <a href={routeHref('collections')} className="back-link">
    <ArrowLeftIcon size={14} /> Collections
  </a>
);

/**
 * The collection page (`#/collections/:id`): header, items per type (a CSV dropped anywhere opens the Import
 * screen), runs with live progress, results and prices (`?tab=history&item=<key>` opens an item's history),
 * and its watch rules. Everything is read from the local copy, which main's
 * sync engine keeps current (this collection freshest while it is open), online and offline alike, under one
 * freshness line; a run under way moves on with main's run events (main follows every run of the open
 * collection, whoever started it).
 */
export function CollectionScreen({ route }: ScreenProps) {
  const collectionId = routeCollectionId(route.params.id);
  const asked = route.query.tab !== undefined && OTHER_TABS.has(route.query.tab) ? route.query.tab : 'items';
  const copy = useQuery(localCollectionQuery(collectionId));
  const sync = useQuery(syncStatusQuery()).data;
  const record = copy.data?.collection ?? undefined;
  const localRuns = useQuery(localRunsQuery(collectionId));
  // The copy's runs, moved on by main's run events in between syncs: nothing here polls the service.
  const progress = useQuery(runProgressQuery(collectionId)).data;
  const runners = useMemo(() => runsWithProgress(localRuns.data?.runs ?? [], progress), [localRuns.data, progress]);
  // The Regional tab is there only while the collection's products sit at two or more postcodes.
  const items = useQuery({ ...localItemsQuery(collectionId), enabled: collectionId > 0 && record !== undefined });
  const regionalCount = useMemo(() => (items.data ? regionalProducts(items.data.items) : null), [items.data]);
  const setRunOpen = useCollectionUi((s) => s.setRunOpen);
  const [rulesOpen, setRulesOpen] = useState(false);
  const openTab = useCallback(
    (next: string) => navigate('collection', { id: collectionId }, { tab: OTHER_TABS.has(next) ? next : undefined }, { replace: true }),
    [collectionId],
  );
  const openResults = useCallback(() => openTab('results'), [openTab]);
  useFinishToasts(collectionId, runners, openResults);

  if (collectionId === 0) {
    return (
      <Screen title="Collection" back={backLink}>
        <ErrorMessage
          title="This is not a collection address"
          message={`“${route.params.id ?? ''}” is not a collection id.`}
          next="Open the collection from the Collections list."
        />
      </Screen>
    );
  }
  if (!record) {
    const error = copy.error ? asBridgeError(copy.error) : null;
    const body = copy.data?.notFound ? (
      <ErrorMessage
        error={{ kind: 'service', code: 404, message: `Collection ${collectionId} was not found: it may have been deleted.` }}
        title="Collection not found"
      />
    ) : error ? (
      <ErrorMessage error={error} title="The local copy could not be read" onRetry={() => void copy.refetch()} />
    ) : sync?.state === 'offline' ? (
      <EmptyState
        title="Not on this machine yet"
        description="This collection has not been read into the local copy yet, and the service cannot be reached. It shows as soon as the service answers."
      />
    ) : (
      <div className="screen-loading">
        <Spinner size="lg" label="Reading the collection from the service" />
      </div>
    );
    return (
      <Screen title={`Collection ${collectionId}`} back={backLink} subtitle={<FreshnessLine />}>
        {body}
      </Screen>
    );
  }

  const data = record;
  // A link to the Regional tab of a collection now at one postcode opens its items (while it is read, it waits).
  const tab = asked === 'regional' && items.data && regionalCount === null ? 'items' : asked;
  const type = itemTypeOf(data.request_type);
  const runTotal = localRuns.data?.runs.length;
  return (
    <Screen
      className="collection-screen"
      back={backLink}
      title={data.name}
      subtitle={
        <span className="collection-subtitle">
          <Badge tone="accent">{TYPE_LABELS[type ?? 'category']}</Badge>
          <span className="num">#{data.id}</span>
          {data.fetch_mode === 'availability_only' && <Badge>Availability only</Badge>}
          {data.notification_email && <span>Notifies {data.notification_email}</span>}
          <FreshnessLine />
        </span>
      }
      actions={
        type && (
          <>
            <Button onClick={() => setRulesOpen(true)}>Watch rules…</Button>
            <Button
              variant="primary"
              icon={<PlayIcon />}
              onClick={() => setRunOpen(true)}
              disabled={data.item_count === 0}
              title={data.item_count === 0 ? 'Add items before running' : undefined}
            >
              Run now
            </Button>
          </>
        )
      }
    >
      <CollectionFacts collection={data} />
      {type && <CsvDropTarget collectionId={collectionId} name={data.name} />}
      <LiveRun runners={runners} openResults={openResults} />
      {type === null ? (
        <EmptyState
          title="Category scrapes have their own page"
          description="This collection was made by a category scrape; its progress and products are on the scrape page."
          action={<a href={routeHref('scrape', { id: data.id })}>Open the category scrape</a>}
        />
      ) : (
        <Tabs
          label="Collection sections"
          value={tab}
          onChange={openTab}
          items={[
            { id: 'items', label: 'Items', count: data.item_count },
            { id: 'results', label: 'Results', ...(runTotal !== undefined ? { count: runTotal } : {}) },
            { id: 'history', label: 'Prices & history' },
            { id: 'compare', label: 'Compare runs' },
            ...(regionalCount === null ? [] : [{ id: 'regional', label: 'Regional', count: regionalCount }]),
          ]}
          className="collection-tabs"
        >
          {tab === 'regional' ? (
            <RegionalPanel collectionId={collectionId} />
          ) : tab === 'compare' ? (
            <CompareRuns collectionId={collectionId} />
          ) : tab === 'history' ? (
            <LocalCopyPanel collectionId={collectionId} openItem={route.query.item ?? null} />
          ) : tab === 'items' ? (
            <ItemsPanel collectionId={collectionId} name={data.name} type={type} />
          ) : (
            <ResultsPanel collectionId={collectionId} />
          )}
        </Tabs>
      )}
      {type && <RunDialog collectionId={collectionId} name={data.name} type={type} />}
      {type && <WatchRulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} collectionId={collectionId} name={data.name} />}
    </Screen>
  );
}
