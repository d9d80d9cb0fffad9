import { memo } from 'react';
import type { Product } from '../../../../shared/api/catalogue.ts';
import { cx } from '../../../lib/class-names.ts';
import { hasReviews, productPrice, ratingSummary } from '../lib/product-format.ts';
import { ProductImage } from './product-image.tsx';

/** Props of ProductCard. */
export interface ProductCardProps {
  product: Product;
  /** 1-based position on the page, for assistive tech. */
  position: number;
  pageSize: number;
  selected: boolean;
  /** A click on the checkbox or the card's free area; `range` when Shift was held. */
  onSelect: (sku: string, range: boolean) => void;
  onOpen: (sku: string) => void;
}

/** Image box edge on cards, in pixels. */
export const CARD_IMAGE_SIZE = 148;

/**
 * One product as a fixed-size card: image and title open the details, the checkbox (or a click on the
 * card's free area) selects it, Shift-click selects the range from the last one clicked.
 */
export const ProductCard = memo(function ProductCard({ product, position, pageSize, selected, onSelect, onOpen }: ProductCardProps) {
  const summary = ratingSummary(product);
  // "reviews" is left unsaid in a narrow card (catalogue-products.css) beside a four-figure price: the count stays whole.
  const noun = /^(.*?)( reviews?)$/.exec(summary);
  return (
    <div
      role="listitem"
      aria-posinset={position}
      aria-setsize={pageSize}
      aria-label={product.title}
      data-sku={product.sku}
      className={cx('cat-card', selected && 'cat-card--selected')}
      onMouseDown={(event) => {
        // Shift-click selects a range of cards, not a range of text.
        if (event.shiftKey) event.preventDefault();
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button, input, a, label')) return;
        onSelect(product.sku, event.shiftKey);
      }}
    >
      <label className="cat-card__select">
        <input
          type="checkbox"
          checked={selected}
          aria-label={`Select ${product.title}`}
          onChange={(event) => onSelect(product.sku, (event.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </label>
      {/* The title button is the card's keyboard stop for details; the picture is a second, mouse-only target. */}
      <button type="button" className="cat-card__open" tabIndex={-1} onClick={() => onOpen(product.sku)} aria-label={`Details of ${product.title}`}>
        <ProductImage src={product.image} size={CARD_IMAGE_SIZE} className="cat-card__image" />
      </button>
      <div className="cat-card__body">
        <button type="button" className="cat-card__title" onClick={() => onOpen(product.sku)} title={product.title}>
          {product.title}
        </button>
        <p className="cat-card__meta">
          <span className="cat-card__brand">{product.brand ?? '—'}</span>
          <span className="mono">{product.sku}</span>
        </p>
        <p className="cat-card__line">
          <span className="cat-card__price num">{productPrice(product)}</span>
          <span className="cat-card__rating num" title={summary}>
            {product.rating !== null && hasReviews(product) && (
              <span className="cat-card__star" aria-hidden="true">
                ★{' '}
              </span>
            )}
            {noun ? (
              <>
                {noun[1]}
                <span className="cat-card__noun">{noun[2]}</span>
              </>
            ) : (
              summary
            )}
          </span>
        </p>
      </div>
    </div>
  );
});
