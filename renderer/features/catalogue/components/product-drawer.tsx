import type { ReactNode } from 'react';
import type { Product } from '../../../../shared/api/catalogue.ts';
import { StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Drawer } from '../../../components/drawer.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useOpenProduct } from '../api/open-product.ts';
import type { TreeEntry } from '../lib/category-tree.ts';
import { breadcrumb } from '../lib/category-tree.ts';
import { hasReviews, productPrice, productRating } from '../lib/product-format.ts';
import { ProductImage } from './product-image.tsx';

/** Props of ProductDrawer. */
export interface ProductDrawerProps {
  product: Product | null;
  onClose: () => void;
  selected: boolean;
  onToggleSelected: (sku: string) => void;
  /** The category index, for readable category names. */
  categories: ReadonlyMap<string, TreeEntry>;
}

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="cat-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every field of a catalogue product, with "Open product page" (system browser, allow-listed hosts only) and select. */
export function ProductDrawer({ product, onClose, selected, onToggleSelected, categories }: ProductDrawerProps) {
  const open = useOpenProduct();
  if (!product) return null;
  const categoryName = (path: string) => breadcrumb(categories, path).join(' › ') || path;
  const url = product.product_url;
  const openPage = () => {
    if (url === null) return;
    open.mutate(url, { onSuccess: (by) => toast.info(by === 'desk' ? 'Opened in your browser' : 'Opened in a new tab', { message: url }) });
  };
  return (
    <Drawer
      open
      onClose={onClose}
      size="lg"
      title={product.title}
      description={`${product.brand ?? 'No brand'} · SKU ${product.sku}`}
      footer={
        <>
          <Button onClick={() => onToggleSelected(product.sku)}>{selected ? 'Deselect' : 'Select'}</Button>
          <Button variant="primary" onClick={openPage} loading={open.isPending} disabled={url === null} data-autofocus="">
            Open product page
          </Button>
        </>
      }
    >
      <div className="cat-drawer">
        <div className="cat-drawer__hero">
          <ProductImage src={product.image} size={200} lazy={false} alt={`Image of ${product.title}`} />
          <div className="cat-drawer__headline">
            <p className="cat-drawer__price num">
              {productPrice(product)} <span className="muted">{product.price_currency}</span>
            </p>
            <p className="num">
              {!hasReviews(product) ? 'No reviews yet' : `★ ${productRating(product.rating)} of 5 · ${formatNumber(product.review_count)} reviews`}
            </p>
            <p>
              <StatusBadge status={product.status} /> {product.published === null ? '' : product.published ? 'Published' : 'Not published'}
            </p>
          </div>
        </div>
        {open.isError && <ErrorMessage variant="inline" error={asBridgeError(open.error)} />}
        <dl className="cat-facts">
          <Fact term="SKU">
            <span className="mono">{product.sku}</span>
          </Fact>
          <Fact term="Title">{product.title}</Fact>
          <Fact term="Brand">{product.brand ?? '—'}</Fact>
          <Fact term="GTIN">
            <span className="mono">{product.gtin ?? '—'}</span>
          </Fact>
          <Fact term="Price">{product.price_value === null ? '—' : `${productPrice(product)} (${product.price_currency})`}</Fact>
          <Fact term="Rating">{product.rating === null ? '—' : `${productRating(product.rating)} of 5`}</Fact>
          <Fact term="Reviews">{formatNumber(product.review_count)}</Fact>
          <Fact term="Category">{categoryName(product.category)}</Fact>
          <Fact term="Categories">
            {product.categories.length === 0 ? (
              '—'
            ) : (
              <ul className="cat-facts__list">
                {product.categories.map((path) => (
                  <li key={path}>
                    {categoryName(path)} <span className="muted mono">{path}</span>
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact term="Ranged online">{yesNo(product.ranged_online)}</Fact>
          <Fact term="Ranged in store">{yesNo(product.ranged_retail)}</Fact>
          <Fact term="Status">
            <StatusBadge status={product.status} />
          </Fact>
          <Fact term="Published">{yesNo(product.published)}</Fact>
          <Fact term="URL keyword">
            <span className="mono">{product.url_keyword}</span>
          </Fact>
          <Fact term="Product page">
            <span className="mono cat-facts__url">{url ?? '—'}</span>
          </Fact>
          <Fact term="Image">
            <span className="mono cat-facts__url">{product.image ?? '—'}</span>
          </Fact>
        </dl>
      </div>
    </Drawer>
  );
}
