import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { Button } from '../button.tsx';
import './chart.css';

/** Props of ChartPanel. */
export interface ChartPanelProps {
  title: string;
  /** The chart's data as a table (ChartTable), shown in the chart's place on demand. */
  table: ReactNode;
  /** The chart. */
  children: ReactNode;
  className?: string;
}

/** A titled chart with a "Show as table" toggle that puts its table in its place (same box, same data). */
export function ChartPanel({ title, table, children, className }: ChartPanelProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className={cx('chart-panel', className)} aria-labelledby={id}>
      <div className="chart-panel__head">
        <h3 id={id}>{title}</h3>
        <Button size="sm" variant="ghost" onClick={() => setAsTable((v) => !v)} aria-label={`${asTable ? 'Show as chart' : 'Show as table'}: ${title}`}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      <div className="chart-panel__body">{asTable ? table : children}</div>
    </section>
  );
}
