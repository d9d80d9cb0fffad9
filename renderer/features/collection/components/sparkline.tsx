import { formatPercent } from '../../../../shared/format/numbers.ts';
import { directionOf } from '../../../components/change.tsx';
import { sparklineRange } from '../lib/collection-series.ts';

/** Props of Sparkline. */
export interface SparklineProps {
  values: readonly (number | null)[];
  label: string;
  width?: number;
  height?: number;
}

/** A small price trend: one line through the known values (gaps skipped), the last point marked, coloured by its direction. */
export function Sparkline({ values, label, width = 72, height = 20 }: SparklineProps) {
  const known = values.map((v, i) => (v === null ? null : { i, v })).filter((p): p is { i: number; v: number } => p !== null);
  if (known.length < 2) return <span className="muted">—</span>;
  const { low, high } = sparklineRange(known.map((p) => p.v));
  const x = (i: number) => (i / (values.length - 1)) * (width - 4) + 2;
  const y = (v: number) => height - 2 - ((v - low) / (high - low)) * (height - 4);
  const path = known.map((p, n) => `${n === 0 ? 'M' : 'L'}${Math.round(x(p.i) * 10) / 10},${Math.round(y(p.v) * 10) / 10}`).join(' ');
  const first = known[0];
  const last = known[known.length - 1];
  const direction = first && last ? directionOf(last.v - first.v) : null;
  const moved = first && last && first.v !== 0 ? ((last.v - first.v) / first.v) * 100 : null;
  const said = direction === null || direction === 'flat' || moved === null ? 'unchanged' : `${direction} ${formatPercent(Math.abs(moved))}`;
  return (
    <svg
      className={`sparkline sparkline--${direction ?? 'flat'}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${label}: ${said}`}
    >
      <path d={path} fill="none" />
      {last && <circle cx={x(last.i)} cy={y(last.v)} r={2} />}
    </svg>
  );
}
