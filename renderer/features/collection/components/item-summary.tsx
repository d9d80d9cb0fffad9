import { useState } from 'react';
import type { ReactNode } from 'react';
import { Change, directionOf } from '../../../components/change.tsx';
import { useImageUrl } from '../../../lib/image-url.ts';
import type { ItemFigures, PriceMove } from '../lib/item-figures.ts';
import { formatPrice, formatSignedPercent, formatSignedPrice } from '../../../../shared/format/numbers.ts';

/** A move as the item page writes it: "+$2.00 (+10.0%)", with its direction; "—" when there is none. */
function MoveFigure({ move, currency }: { move: PriceMove | null; currency: string | null }) {
  if (move === null) return <span className="muted">—</span>;
  const money = formatSignedPrice(move.delta, currency);
  return <Change direction={directionOf(move.delta)} text={move.pct === null ? money : `${money} (${formatSignedPercent(move.pct)})`} />;
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="item-figures__cell">
      <dt>{term}</dt>
      <dd className="num">{children}</dd>
    </div>
  );
}

/** The catalogue's picture of the item through the desk's image proxy; nothing when it cannot be loaded. */
function ItemImage({ src, alt }: { src: string; alt: string }) {
  const url = useImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (url === undefined || failed === url) return null;
  return <img className="item-summary__image" src={url} alt={alt} width={96} height={96} decoding="async" draggable={false} onError={() => setFailed(url)} />;
}

/** Props of ItemSummary. */
export interface ItemSummaryProps {
  code: string;
  figures: ItemFigures;
  /** The catalogue's image of the item (officestore items), else null. */
  image: string | null;
  /** What the figures cover: "all 12 runs", "the last 30 days (4 runs)". */
  span: string;
}

/** The head of an item page: picture, title, brand and code, then its price now, its spread and its moves. */
export function ItemSummary({ code, figures, image, span }: ItemSummaryProps) {
  const { currency } = figures;
  const name = figures.title ?? code;
  return (
    <div className="item-summary">
      <div className="item-summary__head">
        {image !== null && <ItemImage src={image} alt={`Image of ${name}`} />}
        <div className="item-summary__names">
          <p className="item-summary__title">{name}</p>
          <p className="muted">
            {figures.brand !== null && <span className="item-summary__brand">{figures.brand} · </span>}
            <span className="mono">{code}</span>
          </p>
        </div>
      </div>
      <dl className="item-figures" aria-label={`Prices over ${span}`}>
        <Figure term="Current price">{formatPrice(figures.current, currency)}</Figure>
        <Figure term="Lowest">{formatPrice(figures.min, currency)}</Figure>
        <Figure term="Average">{formatPrice(figures.avg, currency)}</Figure>
        <Figure term="Highest">{formatPrice(figures.max, currency)}</Figure>
        <Figure term="Since the first run">
          <MoveFigure move={figures.sinceFirst} currency={currency} />
        </Figure>
        <Figure term="Since the last run">
          <MoveFigure move={figures.sinceLast} currency={currency} />
        </Figure>
      </dl>
      <p className="muted item-summary__span">Lowest, average, highest and change over {span}.</p>
    </div>
  );
}
