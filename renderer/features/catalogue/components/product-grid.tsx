import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Product } from '../../../../shared/api/catalogue.ts';
import { cx } from '../../../lib/class-names.ts';
import { CARD_GAP, gridColumns, gridRowCount, ROW_HEIGHT } from '../lib/grid-layout.ts';
import { ProductCard } from './product-card.tsx';

/** Props of ProductGrid. */
export interface ProductGridProps {
  products: readonly Product[];
  selected: ReadonlySet<string>;
  onSelect: (sku: string, range: boolean) => void;
  onOpen: (sku: string) => void;
  /** The page shown is an older one while the next loads. */
  stale: boolean;
  /** Changes when a new page arrives: the grid scrolls back to its top. */
  pageKey: string;
}

const INITIAL_RECT = typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };

/**
 * Product cards in virtualised rows (@tanstack/react-virtual): only the rows in view (plus a couple)
 * are in the DOM, so a 1000-product page mounts as fast as a 24-product one. Cards have one fixed size;
 * columns follow the pane's width.
 */
export function ProductGrid({ products, selected, onSelect, onOpen, stale, pageKey }: ProductGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const columns = gridColumns(width || (INITIAL_RECT?.width ?? 1200) * 0.7);
  const rowCount = gridRowCount(products.length, columns);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [pageKey]);

  const estimateSize = useCallback(() => ROW_HEIGHT, []);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 2,
    paddingStart: CARD_GAP,
    paddingEnd: CARD_GAP,
    // The first screenful renders in the first pass, not after a measuring pass.
    initialRect: INITIAL_RECT,
  });

  return (
    <div
      ref={scrollRef}
      className={cx('cat-grid', stale && 'cat-grid--stale')}
      data-product-grid=""
      data-count={products.length}
      aria-busy={stale || undefined}
    >
      <div role="list" aria-label="Products" className="cat-grid__inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const start = item.index * columns;
          return (
            <div
              key={item.key}
              className="cat-grid__row"
              role="presentation"
              style={{ transform: `translateY(${item.start}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
            >
              {products.slice(start, start + columns).map((product, i) => (
                <ProductCard
                  key={product.sku}
                  product={product}
                  position={start + i + 1}
                  pageSize={products.length}
                  selected={selected.has(product.sku)}
                  onSelect={onSelect}
                  onOpen={onOpen}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
