import { formatSignedPercent } from '../../../../shared/format/numbers.ts';
import { ChartTable } from '../../../components/chart/chart-table.tsx';
import type { PostcodeTotals } from '../lib/compare-by-postcode.ts';

/** A comparison's movements per postcode: how many items went up, down, in and out of stock at each, and the mean change. */
export function ComparePostcodes({ groups }: { groups: readonly PostcodeTotals[] }) {
  return (
    <ChartTable
      caption="Changes by postcode"
      columns={[
        { label: 'Postcode' },
        { label: 'Items', numeric: true },
        { label: 'Price up', numeric: true },
        { label: 'Price down', numeric: true },
        { label: 'Unchanged', numeric: true },
        { label: 'Back in stock', numeric: true },
        { label: 'Out of stock', numeric: true },
        { label: 'New', numeric: true },
        { label: 'Missing', numeric: true },
        { label: 'Mean change', numeric: true },
      ]}
      rows={groups.map((g) => [
        g.postcode ?? 'No longer listed',
        String(g.items),
        String(g.counts.up),
        String(g.counts.down),
        String(g.counts.same),
        String(g.counts['stock-in']),
        String(g.counts['stock-out']),
        String(g.counts.new),
        String(g.counts.missing),
        formatSignedPercent(g.meanPct, 2),
      ])}
    />
  );
}
