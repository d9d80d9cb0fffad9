import { useCallback } from 'react';
import type { Product } from '../../../../shared/api/catalogue.ts';
import { StatusBadge } from '../../../components/badge.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { formatNumber } from '../../../lib/format.ts';
import { hasReviews, productPrice, productRating, rangedShort } from '../lib/product-format.ts';
import { ProductImage } from './product-image.tsx';

// No sortValue: the page is already in the service's sort order, and sorting one page alone would mislead.
const COLUMNS: readonly ColumnDef<Product>[] = [
  { id: 'image', header: 'Image', width: 64, cell: (p) => <ProductImage src={p.image} size={36} /> },
  { id: 'sku', header: 'SKU', width: 96, cell: (p) => <span className="mono">{p.sku}</span> },
  { id: 'title', header: 'Title', width: 'minmax(200px, 3fr)', cell: (p) => <span className="cat-cell-title">{p.title}</span> },
  { id: 'brand', header: 'Brand', width: 'minmax(90px, 1fr)', cell: (p) => p.brand ?? '—' },
  { id: 'price', header: 'Price', width: 84, align: 'end', cell: (p) => <span className="num">{productPrice(p)}</span> },
  {
    id: 'rating',
    header: 'Rating',
    width: 104,
    align: 'end',
    cell: (p) =>
      !hasReviews(p) ? (
        <span className="muted">No reviews</span>
      ) : (
        <span className="num">
          {productRating(p.rating)} <span className="muted">({formatNumber(p.review_count)})</span>
        </span>
      ),
  },
  { id: 'ranged', header: 'Ranged', width: 124, cell: (p) => rangedShort(p) },
  { id: 'status', header: 'Status', width: 92, cell: (p) => <StatusBadge status={p.status} /> },
];

const rowId = (product: Product) => product.sku;

/** Props of ProductTable. */
export interface ProductTableProps {
  products: readonly Product[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onOpen: (sku: string) => void;
  loading: boolean;
}

/** The list view: one dense, virtualised row per product (DataTable: click, Shift-click and Ctrl-click select; Enter opens). */
export function ProductTable({ products, selected, onSelectedChange, onOpen, loading }: ProductTableProps) {
  const activate = useCallback((product: Product) => onOpen(product.sku), [onOpen]);
  return (
    <DataTable
      rows={products}
      columns={COLUMNS}
      getRowId={rowId}
      label="Products"
      selected={selected}
      onSelectedChange={onSelectedChange}
      onRowActivate={activate}
      rowHeight={44}
      loading={loading}
      className="cat-table"
      empty="No products on this page."
    />
  );
}
