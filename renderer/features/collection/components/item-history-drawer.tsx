import { useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LocalItem } from '../../../../shared/bridge/methods/local-copy.ts';
import { Button } from '../../../components/button.tsx';
import { ChartTable } from '../../../components/chart/chart-table.tsx';
import { Drawer } from '../../../components/drawer.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { localHistoryQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatDateTime, pluralize } from '../../../lib/format.ts';
import { useCatalogueProduct } from '../api/catalogue-product.ts';
import { HISTORY_RANGES, itemFigures, pointsInRange } from '../lib/item-figures.ts';
import type { HistoryRange } from '../lib/item-figures.ts';
import { HistoryChart } from './history-chart.tsx';
import { ItemSummary } from './item-summary.tsx';
import { LocalExportButtons } from './local-export-buttons.tsx';
import { formatPrice, formatSignedPercent } from '../../../../shared/format/numbers.ts';
import { availabilityLabel } from '../../../../shared/availability/availability-group.ts';
import type { AvailabilityFacts } from '../../../../shared/availability/availability-group.ts';

/** Availability in a chart's table (text only): the group, and the retailer's words when there are any. */
const availabilityText = (facts: AvailabilityFacts): string =>
  facts.availability === null ? availabilityLabel(facts) : `${availabilityLabel(facts)} (${facts.availability})`;

const RANGE_LABELS: Record<HistoryRange, { short: string; long: string }> = {
  all: { short: 'All', long: 'all runs' },
  '90d': { short: '90 d', long: 'the last 90 days' },
  '30d': { short: '30 d', long: 'the last 30 days' },
};

const subscribeResize = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

/**
 * The chart's height: what the drawer has left under the item's head and the range buttons (about 430 px of
 * a window), so the chart fills the drawer at any window height, never shorter than a readable 260 px.
 */
function useChartHeight(): number {
  const windowHeight = useSyncExternalStore(subscribeResize, () => window.innerHeight);
  return Math.round(Math.min(720, Math.max(260, windowHeight - 430)));
}

/**
 * One item's page: its picture (officestore items, from the catalogue), title, brand, price now, lowest,
 * average and highest, and change since the first and the last run; its price and availability over every
 * archived run (or the last 90 or 30 days) as a chart filling the drawer, the points as a table, and exports.
 */
export function ItemHistoryDrawer({
  collectionId,
  itemKey,
  code,
  item,
  onClose,
}: {
  collectionId: number;
  itemKey: string | null;
  code: string;
  /** The item's row in the local copy, when it is loaded (its kind says whether the catalogue has its picture). */
  item: LocalItem | null;
  onClose: () => void;
}) {
  const history = useQuery(localHistoryQuery(collectionId, itemKey));
  const [range, setRange] = useState<HistoryRange>('all');
  const chartHeight = useChartHeight();
  const product = useCatalogueProduct(item?.type === 'officestore' ? item.code : null);
  const all = useMemo(() => history.data?.points ?? [], [history.data]);
  const points = useMemo(() => pointsInRange(all, range), [all, range]);
  const figures = useMemo(() => itemFigures(points), [points]);
  const currency = figures.currency ?? '';
  const first = points.find((p) => p.price !== null)?.price ?? null;
  const span =
    range !== 'all'
      ? `${RANGE_LABELS[range].long} (${pluralize(points.length, 'run')})`
      : points.length === 1
        ? 'the one run'
        : `all ${pluralize(points.length, 'run')}`;
  const named = { ...figures, title: figures.title ?? item?.title ?? null };
  return (
    <Drawer open={itemKey !== null} onClose={onClose} size="lg" title={`History of ${code}`} description="Every archived run of this collection, oldest first.">
      {history.isLoading ? (
        <Spinner label="Reading the history" />
      ) : history.error ? (
        <ErrorMessage error={asBridgeError(history.error)} title="The history could not be read" onRetry={() => void history.refetch()} />
      ) : all.length === 0 ? (
        <p className="muted">No archived run has an output for this item yet.</p>
      ) : (
        <div className="stack item-history">
          <ItemSummary code={code} figures={named} image={product.data?.image ?? null} span={span} />
          <div className="item-history__ranges" role="group" aria-label="Range shown">
            {HISTORY_RANGES.map((r) => {
              const same = r !== 'all' && pointsInRange(all, r).length === all.length;
              return (
                <Button
                  key={r}
                  size="sm"
                  variant={r === range ? 'primary' : 'ghost'}
                  aria-pressed={r === range}
                  disabled={same}
                  title={same ? `Every run is within ${RANGE_LABELS[r].long}` : `Show ${RANGE_LABELS[r].long}`}
                  onClick={() => setRange(r)}
                >
                  {RANGE_LABELS[r].short}
                </Button>
              );
            })}
          </div>
          {/* A new range is a new chart: its scales start from the range's own runs. */}
          <HistoryChart key={range} points={points} currency={currency} height={chartHeight} />
          <ChartTable
            caption={`History of ${code}`}
            columns={[
              { label: 'Run', numeric: true },
              { label: 'Date' },
              { label: 'Price', numeric: true },
              { label: 'Change from first', numeric: true },
              { label: 'Availability' },
            ]}
            rows={points.map((p) => [
              `#${p.runId}`,
              formatDateTime(p.at),
              formatPrice(p.price, p.currency),
              p.price === null || first === null || first === 0 ? '—' : formatSignedPercent(((p.price - first) / first) * 100),
              availabilityText({ availability: p.availability, inStock: p.inStock }),
            ])}
          />
          {itemKey !== null && <LocalExportButtons collectionId={collectionId} view={{ kind: 'history', itemKey }} what={`the history of ${code}`} />}
        </div>
      )}
    </Drawer>
  );
}
