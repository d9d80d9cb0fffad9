import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INBOX_PAGE } from '../../../shared/bridge/methods/inbox.ts';
import type { InboxFilter } from '../../../shared/bridge/methods/inbox.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { FreshnessLine } from '../../components/freshness-line.tsx';
import { Screen } from '../../components/screen.tsx';
import { Select } from '../../components/select.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { WatchRulesDialog } from '../../components/watch-rules-dialog.tsx';
import { inboxListQuery, markReadMutation } from '../../data/inbox.ts';
import { asBridgeError } from '../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../lib/format.ts';
import type { ScreenProps } from '../../lib/router.ts';
import { navigate } from '../../lib/use-route.ts';
import { ChangesExport } from './components/changes-export.tsx';
import { ChangeLinesTable } from './components/change-lines-table.tsx';
import { changeLines, DEFAULT_CHANGE_SORT, filterOf, ruleLabel, sortChangeLines } from './lib/match-groups.ts';
import type { ChangeSort } from './lib/match-groups.ts';
import './changes.css';

/** Moves the inbox to another filter (kept in the route, so a notification can open it filtered). */
function refilter(filter: InboxFilter): void {
  navigate('changes', {}, { collection: filter.collectionId, run: filter.runId, rule: filter.rule }, { replace: true });
}

/**
 * The Changes inbox (`#/changes?collection=&run=&rule=`): what the watch rules found in every archived run,
 * one line per item per run listing every rule it matched, newest run first or sorted by any column; filter
 * by collection, run and rule; mark read one line, the run shown or all; each line opens the item's history;
 * export what is shown. The default rules are set here.
 */
export function ChangesScreen({ route }: ScreenProps) {
  const filter = useMemo(() => filterOf(route.query), [route.query]);
  const inbox = useQuery(inboxListQuery(filter));
  const mark = useMutation(markReadMutation(useQueryClient()));
  const [rulesOpen, setRulesOpen] = useState(false);
  const [sort, setSort] = useState<ChangeSort>(DEFAULT_CHANGE_SORT);
  const lines = useMemo(() => changeLines(inbox.data?.matches ?? []), [inbox.data]);
  const sorted = useMemo(() => sortChangeLines(lines, sort), [lines, sort]);
  const data = inbox.data;
  const runName = filter.runId !== undefined ? (lines[0] ? `${lines[0].collectionName} · run #${filter.runId}` : `run #${filter.runId}`) : null;
  const unreadShown = lines.flatMap((l) => l.unreadIds);

  const body = inbox.error ? (
    <ErrorMessage error={asBridgeError(inbox.error)} title="The changes could not be read" onRetry={() => void inbox.refetch()} />
  ) : !data ? (
    <div className="screen-loading">
      <Spinner label="Reading the changes" />
    </div>
  ) : lines.length === 0 ? (
    <EmptyState
      title={filter.collectionId || filter.runId || filter.rule ? 'Nothing matches this filter' : 'No changes yet'}
      description="Watch rules compare every run the desk archives with the run before it: a price down or up, below or above a value, stock out or back, items new, missing or failing. Set them for all collections here, or for one on its page."
      action={<Button onClick={() => setRulesOpen(true)}>Default rules…</Button>}
    />
  ) : (
    <div className="stack">
      {data.total > data.matches.length && (
        <p className="muted">
          Showing the newest {formatNumber(data.matches.length)} of {pluralize(data.total, 'match', 'matches')}: filter by collection or rule to see the others,
          or export them all.
        </p>
      )}
      <ChangeLinesTable lines={sorted} sort={sort} onSort={setSort} onOnlyRun={(runId) => refilter({ ...filter, runId })} />
    </div>
  );

  return (
    <Screen
      title="Changes"
      subtitle={
        <span className="changes-subtitle">
          {data && <span>{data.unread === 0 ? 'All read' : `${formatNumber(data.unread)} unread`}</span>}
          <FreshnessLine />
        </span>
      }
      actions={
        <>
          <Button onClick={() => setRulesOpen(true)}>Default rules…</Button>
          <Button onClick={() => mark.mutate({ all: true })} loading={mark.isPending} disabled={!data || data.unread === 0}>
            Mark all read
          </Button>
        </>
      }
      toolbar={
        <div className="changes-toolbar">
          <Select
            label="Collection"
            value={filter.collectionId === undefined ? '' : String(filter.collectionId)}
            placeholder="All collections"
            options={(data?.collections ?? []).map((c) => ({ value: String(c.collectionId), label: `${c.name} (${formatNumber(c.count)})` }))}
            onChange={(e) => refilter({ ...filter, collectionId: e.target.value === '' ? undefined : Number(e.target.value), runId: undefined })}
          />
          <Select
            label="Rule"
            value={filter.rule ?? ''}
            placeholder="All rules"
            options={(data?.rules ?? []).map((r) => ({ value: r.rule, label: `${ruleLabel(r.rule, r.value)} (${formatNumber(r.count)})` }))}
            onChange={(e) => refilter({ ...filter, rule: data?.rules.find((r) => r.rule === e.target.value)?.rule })}
          />
          {runName && (
            <p className="changes-toolbar__run" role="status">
              Only {runName} ·{' '}
              <a
                href="#/changes"
                onClick={(e) => {
                  e.preventDefault();
                  refilter({ ...filter, runId: undefined });
                }}
              >
                Show every run
              </a>
            </p>
          )}
          {runName && unreadShown.length > 0 && (
            <Button
              size="sm"
              className="changes-toolbar__mark"
              onClick={() => mark.mutate({ matchIds: unreadShown.slice(0, INBOX_PAGE) })}
              loading={mark.isPending}
              aria-label={`Mark read: ${runName}`}
            >
              Mark read
            </Button>
          )}
          <span className="spacer" />
          <ChangesExport filter={filter} disabled={!data || data.total === 0} />
        </div>
      }
    >
      {body}
      <WatchRulesDialog open={rulesOpen} onClose={() => setRulesOpen(false)} collectionId={null} name={null} />
    </Screen>
  );
}
