import { useQuery } from '@tanstack/react-query';
import { ChartTable } from '../../../components/chart/chart-table.tsx';
import { Drawer } from '../../../components/drawer.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { localHistoryQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { HistoryChart } from './history-chart.tsx';
import { LocalExportButtons } from './local-export-buttons.tsx';
import { formatPrice } from '../../../../shared/format/numbers.ts';
import { availabilityLabel } from '../../../../shared/availability/availability-group.ts';
import type { AvailabilityFacts } from '../../../../shared/availability/availability-group.ts';

/** Availability in a chart's table (text only): the group, and the retailer's words when there are any. */
const availabilityText = (facts: AvailabilityFacts): string =>
  facts.availability === null ? availabilityLabel(facts) : `${availabilityLabel(facts)} (${facts.availability})`;

/** One item's price and availability across every archived run: a chart and the points, with exports. */
export function ItemHistoryDrawer({
  collectionId,
  itemKey,
  code,
  onClose,
}: {
  collectionId: number;
  itemKey: string | null;
  code: string;
  onClose: () => void;
}) {
  const history = useQuery(localHistoryQuery(collectionId, itemKey));
  const points = history.data?.points ?? [];
  const currency = points.find((p) => p.currency !== null)?.currency ?? '';
  return (
    <Drawer open={itemKey !== null} onClose={onClose} size="lg" title={`History of ${code}`} description="Every archived run of this collection, oldest first.">
      {history.isLoading ? (
        <Spinner label="Reading the history" />
      ) : history.error ? (
        <ErrorMessage error={asBridgeError(history.error)} title="The history could not be read" onRetry={() => void history.refetch()} />
      ) : points.length === 0 ? (
        <p className="muted">No archived run has an output for this item yet.</p>
      ) : (
        <div className="stack">
          <HistoryChart points={points} currency={currency} />
          <ChartTable
            caption={`History of ${code}`}
            columns={[{ label: 'Run', numeric: true }, { label: 'Date' }, { label: 'Price', numeric: true }, { label: 'Availability' }]}
            rows={points.map((p) => [
              `#${p.runId}`,
              formatDateTime(p.at),
              formatPrice(p.price, p.currency),
              availabilityText({ availability: p.availability, inStock: p.inStock }),
            ])}
          />
          {itemKey !== null && <LocalExportButtons collectionId={collectionId} view={{ kind: 'history', itemKey }} what={`the history of ${code}`} />}
        </div>
      )}
    </Drawer>
  );
}
