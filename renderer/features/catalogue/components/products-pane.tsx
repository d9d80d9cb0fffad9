import { useCallback, useMemo } from 'react';
import type { ProductPage } from '../../../../shared/api/catalogue.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { pageState } from '../lib/selection.ts';
import { isPageSize, PAGE_SIZES } from '../lib/sorts.ts';
import { useCatalogueUi } from '../stores/catalogue-ui-store.ts';
import { useCatalogueSelection } from '../stores/selection-store.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductTable } from './product-table.tsx';

/** Props of ProductsPane. */
export interface ProductsPaneProps {
  /** The chosen category's names from the top, e.g. ["Paper", "Copy Paper"]. */
  trail: readonly string[];
  data: ProductPage | undefined;
  /** The page shown is an older one while the next loads. */
  stale: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The right-hand pane: what is shown and its count, "Select page", the grid or list, and page controls. */
export function ProductsPane({ trail, data, stale, loading, error, onRetry, retrying }: ProductsPaneProps) {
  const view = useCatalogueUi((s) => s.view);
  const page = useCatalogueUi((s) => s.page);
  const pageSize = useCatalogueUi((s) => s.pageSize);
  const search = useCatalogueUi((s) => s.search);
  const recursive = useCatalogueUi((s) => s.recursive);
  const selected = useCatalogueSelection((s) => s.selected);
  const products = useMemo(() => data?.products ?? [], [data]);
  const skus = useMemo(() => products.map((p) => p.sku), [products]);
  const state = pageState(selected, skus);
  const ui = useCatalogueUi.getState;

  const onSelect = useCallback(
    (sku: string, range: boolean) => {
      const selection = useCatalogueSelection.getState();
      if (range) selection.extendTo(skus, sku);
      else selection.toggle(sku);
    },
    [skus],
  );
  const onOpen = useCallback((sku: string) => useCatalogueUi.getState().openDrawer(sku), []);
  const onTableSelection = useCallback((next: Set<string>) => useCatalogueSelection.getState().replace(next), []);

  const where = trail.join(' › ');
  let body;
  if (error && !data) {
    body = <ErrorMessage error={asBridgeError(error)} onRetry={onRetry} retrying={retrying} />;
  } else if (loading && !data) {
    body = (
      <div className="cat-pane__loading">
        <Spinner label="Loading products" />
      </div>
    );
  } else if (data && data.total === 0) {
    body = search ? (
      <EmptyState
        title={`No products match “${search}”`}
        description={`Nothing in ${where}${recursive ? ' or its sub-categories' : ''} has that in its title, brand or SKU.`}
      />
    ) : !recursive ? (
      <EmptyState
        title="No products directly in this category"
        description={`${where} lists its products in its sub-categories.`}
        action={
          <Button variant="primary" onClick={() => ui().setRecursive(true)}>
            Include sub-categories
          </Button>
        }
      />
    ) : (
      <EmptyState title="No products in this category" description="The live catalogue lists nothing here right now." />
    );
  } else if (view === 'grid') {
    body = (
      <ProductGrid
        products={products}
        selected={selected}
        onSelect={onSelect}
        onOpen={onOpen}
        stale={stale}
        pageKey={`${data?.seo_path}|${page}|${pageSize}`}
      />
    );
  } else {
    body = <ProductTable products={products} selected={selected} onSelectedChange={onTableSelection} onOpen={onOpen} loading={stale} />;
  }

  return (
    <section className="cat-pane" aria-labelledby="cat-pane-title">
      <header className="cat-pane__header">
        <div className="cat-pane__titles">
          <h2 id="cat-pane-title" className="cat-pane__title">
            {trail.at(-1)}
          </h2>
          <p className="cat-pane__trail muted">
            {trail.slice(0, -1).join(' › ')}
            {trail.length > 1 && ' · '}
            <span aria-live="polite">
              {data && !stale
                ? `${pluralize(data.total, 'product')}${recursive ? ' incl. sub-categories' : ''}${search ? ` matching “${search}”` : ''}`
                : 'Loading…'}
            </span>
          </p>
        </div>
        <div className="cat-pane__tools">
          {stale && <Spinner size="sm" label="Loading the next page" />}
          <Button size="sm" disabled={skus.length === 0 || state === 'all'} onClick={() => useCatalogueSelection.getState().selectPage(skus)}>
            {state === 'all' ? 'Page selected' : `Select page (${formatNumber(skus.length)})`}
          </Button>
        </div>
      </header>
      <div className="cat-pane__body">{body}</div>
      {data && data.total > 0 && (
        <footer className="cat-pane__footer">
          <Pagination
            page={page + 1}
            pageSize={pageSize}
            total={data.total}
            onPageChange={(next) => ui().setPage(next - 1)}
            pageSizes={PAGE_SIZES}
            onPageSizeChange={(size) => {
              if (isPageSize(size)) ui().setPageSize(size);
            }}
            noun="products"
          />
        </footer>
      )}
    </section>
  );
}
