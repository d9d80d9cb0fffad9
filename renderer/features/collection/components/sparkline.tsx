/** Props of Sparkline. */
export interface SparklineProps {
  values: readonly (number | null)[];
  label: string;
  width?: number;
  height?: number;
}

/** A small price trend: one line through the known values (gaps skipped), the last point marked. */
export function Sparkline({ values, label, width = 72, height = 20 }: SparklineProps) {
  const known = values.map((v, i) => (v === null ? null : { i, v })).filter((p): p is { i: number; v: number } => p !== null);
  if (known.length < 2) return <span className="muted">—</span>;
  const min = Math.min(...known.map((p) => p.v));
  const max = Math.max(...known.map((p) => p.v));
  const x = (i: number) => (values.length === 1 ? width / 2 : (i / (values.length - 1)) * (width - 4) + 2);
  const y = (v: number) => (max === min ? height / 2 : height - 2 - ((v - min) / (max - min)) * (height - 4));
  const path = known.map((p, n) => `${n === 0 ? 'M' : 'L'}${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ');
  const last = known[known.length - 1] ?? known[0];
  return (
    <svg className="sparkline" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <path d={path} fill="none" />
      {last && <circle cx={x(last.i)} cy={y(last.v)} r={2} />}
    </svg>
  );
}
