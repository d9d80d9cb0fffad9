import { useId, useMemo } from 'react';
import { describeHistogram, histogram, median } from '../lib/histogram.ts';
import { formatShelfPrice } from '../lib/money.ts';
import { formatCount, formatPriceTick } from '../../../../shared/format/numbers.ts';

/** Props of PriceHistogram. */
export interface PriceHistogramProps {
  /** Prices in cents. */
  prices: readonly number[];
  /** Currency symbol for labels. */
  symbol: string;
}

const W = 1200;
const H = 150;
const PAD = { top: 14, right: 8, bottom: 26, left: 36 };

/** Short money for axis ticks: "$12", "$12.5", "$1.2k". */
const tick = (cents: number, symbol: string): string => formatPriceTick(cents / 100, symbol);

/** The price distribution of a scrape's products as an inline SVG bar chart (10–20 bins), described for screen readers. */
export function PriceHistogram({ prices, symbol }: PriceHistogramProps) {
  const titleId = useId();
  const descId = useId();
  const bins = useMemo(() => histogram(prices), [prices]);
  const money = (cents: number) => formatShelfPrice(cents, symbol);
  const description = describeHistogram(prices, bins, money);
  const top = Math.max(1, ...bins.map((b) => b.count));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const barW = bins.length > 0 ? plotW / bins.length : 0;
  const labelEvery = bins.length > 14 ? 3 : 2;
  const mid = median(prices);
  return (
    <figure className="sc-histogram">
      <figcaption className="sc-histogram__caption">
        <span className="sc-panel__title">Price distribution</span>
        {prices.length > 0 && (
          <span className="muted num">
            {prices.length} priced · min {money(Math.min(...prices))} · median {mid === null ? '—' : money(mid)} · max {money(Math.max(...prices))}
          </span>
        )}
      </figcaption>
      {prices.length === 0 ? (
        <p className="muted">No prices to chart yet.</p>
      ) : (
        <svg className="sc-histogram__chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
          <title id={titleId}>Price histogram</title>
          <desc id={descId}>{description}</desc>
          <line className="sc-histogram__axis" x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} />
          <text className="sc-histogram__label" x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
            {top}
          </text>
          <text className="sc-histogram__label" x={PAD.left - 6} y={PAD.top + plotH} textAnchor="end">
            0
          </text>
          {bins.map((bin, i) => {
            const h = (bin.count / top) * plotH;
            const x = PAD.left + i * barW;
            return (
              <g key={bin.from}>
                <rect className="sc-histogram__bar" x={x + 1} y={PAD.top + plotH - h} width={Math.max(1, barW - 2)} height={h} rx={2}>
                  <title>{`${money(bin.from)} – ${money(bin.to)}: ${formatCount(bin.count)} ${bin.count === 1 ? 'product' : 'products'}`}</title>
                </rect>
                {bin.count > 0 && (
                  <text className="sc-histogram__count" x={x + barW / 2} y={PAD.top + plotH - h - 3} textAnchor="middle">
                    {bin.count}
                  </text>
                )}
                {i % labelEvery === 0 && i < bins.length - 1 && (
                  <text className="sc-histogram__label" x={x} y={H - 8} textAnchor={i === 0 ? 'start' : 'middle'}>
                    {tick(bin.from, symbol)}
                  </text>
                )}
              </g>
            );
          })}
          {bins.length > 0 && (
            <text className="sc-histogram__label" x={W - PAD.right} y={H - 8} textAnchor="end">
              {tick(bins[bins.length - 1]?.to ?? 0, symbol)}
            </text>
          )}
        </svg>
      )}
    </figure>
  );
}
