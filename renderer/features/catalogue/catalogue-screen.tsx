import { useEffect, useMemo } from 'react';
import type { Category } from '../../../shared/api/catalogue.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { InfoIcon } from '../../components/icons.tsx';
import { Screen } from '../../components/screen.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
import { asBridgeError } from '../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../lib/format.ts';
import type { ScreenProps } from '../../lib/router.ts';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery, productsQuery } from '../../data/catalogue.ts';
import type { ProductQuery } from '../../data/keys.ts';
import { AddToCollectionDialog } from './components/add-to-collection-dialog.tsx';
import { CatalogueToolbar } from './components/catalogue-toolbar.tsx';
import { CategoryTree } from './components/category-tree.tsx';
import { ProductDrawer } from './components/product-drawer.tsx';
import { ProductsPane } from './components/products-pane.tsx';
import { ancestorPaths, breadcrumb, indexTree } from './lib/category-tree.ts';
import { useCatalogueUi } from './stores/catalogue-ui-store.ts';
import { useCatalogueSelection } from './stores/selection-store.ts';
import './catalogue.css';
import './catalogue-products.css';

const NO_CATEGORIES: readonly Category[] = [];

/** The query of a screen with no category chosen (never sent: the query is disabled). */
const NO_PRODUCTS: ProductQuery = { seo_path: '', recursive: false, page: 0, page_size: 1, sort: 'bestmatch', search: '' };

/**
 * The officestore catalogue browser: the category tree beside a live product grid or list, search, sort,
 * paging, product details, and adding selected SKUs to an officestore collection. Browsing costs no credits.
 */
export function CatalogueScreen(_props: ScreenProps) {
  const categories = useQuery(categoriesQuery());
  const roots = categories.data?.categories ?? NO_CATEGORIES;
  const index = useMemo(() => indexTree(roots), [roots]);
  const seoPath = useCatalogueUi((s) => s.seoPath);
  const recursive = useCatalogueUi((s) => s.recursive);
  const page = useCatalogueUi((s) => s.page);
  const pageSize = useCatalogueUi((s) => s.pageSize);
  const sort = useCatalogueUi((s) => s.sort);
  const search = useCatalogueUi((s) => s.search);
  const treeFilter = useCatalogueUi((s) => s.treeFilter);
  const drawerSku = useCatalogueUi((s) => s.drawerSku);
  const addOpen = useCatalogueUi((s) => s.addOpen);
  const selected = useCatalogueSelection((s) => s.selected);
  const ui = useCatalogueUi.getState;

  const known = seoPath !== null && index.has(seoPath);
  const query = useMemo<ProductQuery | null>(
    () => (known && seoPath !== null ? { seo_path: seoPath, recursive, page, page_size: pageSize, sort, search } : null),
    [known, seoPath, recursive, page, pageSize, sort, search],
  );
  const products = useQuery({ ...productsQuery(query ?? NO_PRODUCTS), enabled: query !== null });

  // The chosen category stays in view when coming back to the screen.
  useEffect(() => {
    if (seoPath !== null && known) ui().expandAll(ancestorPaths(index, seoPath));
  }, [seoPath, known, index, ui]);

  const trail = seoPath !== null ? breadcrumb(index, seoPath) : [];
  const drawerProduct = drawerSku === null ? null : (products.data?.products.find((p) => p.sku === drawerSku) ?? null);

  const actions = (
    <>
      <span className="cat-selection" aria-live="polite">
        {selected.size > 0 ? `${pluralize(selected.size, 'product')} selected` : 'No products selected'}
      </span>
      <Button size="md" variant="ghost" disabled={selected.size === 0} onClick={() => useCatalogueSelection.getState().clear()}>
        Clear selection
      </Button>
      <Button variant="primary" disabled={selected.size === 0} onClick={() => ui().setAddOpen(true)}>
        Add to collection…
      </Button>
    </>
  );

  const subtitle = (
    <span className="cat-subtitle">
      <InfoIcon aria-hidden="true" /> Live officestore.com.au catalogue · browsing costs no credits
    </span>
  );

  let tree;
  if (categories.isError && !categories.data) {
    tree = <ErrorMessage error={asBridgeError(categories.error)} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  } else if (categories.isPending) {
    tree = <Spinner label="Loading categories" />;
  } else {
    tree = <CategoryTree roots={roots} selectedPath={known ? seoPath : null} onSelect={(path) => ui().selectCategory(path)} labelledBy="cat-tree-title" />;
  }

  return (
    <Screen title="Catalogue" subtitle={subtitle} actions={actions} toolbar={<CatalogueToolbar disabled={!known} />}>
      <div className="cat-layout">
        <aside className="cat-side" aria-label="Categories panel">
          <div className="cat-side__header">
            <h2 id="cat-tree-title" className="cat-side__title">
              Categories
            </h2>
            {categories.data && <span className="muted num">{formatNumber(categories.data.total)}</span>}
          </div>
          <TextField
            label="Filter categories"
            hideLabel
            type="search"
            placeholder="Filter categories by name"
            value={treeFilter}
            autoComplete="off"
            onChange={(event) => ui().setTreeFilter(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && treeFilter) {
                event.stopPropagation();
                ui().setTreeFilter('');
              }
            }}
            fieldClassName="cat-side__filter"
          />
          <div className="cat-side__tree">{tree}</div>
        </aside>
        {known ? (
          <ProductsPane
            trail={trail}
            data={products.data}
            stale={products.isPlaceholderData && products.isFetching}
            loading={products.isPending}
            error={products.error}
            onRetry={() => void products.refetch()}
            retrying={products.isFetching}
          />
        ) : (
          <section className="cat-pane cat-pane--empty" aria-label="Products">
            <EmptyState
              title="Choose a category"
              description="Pick a category on the left to see its live products with prices, ratings and images. Browsing the catalogue costs no credits."
            />
          </section>
        )}
      </div>
      {drawerProduct && (
        <ProductDrawer
          product={drawerProduct}
          onClose={() => ui().openDrawer(null)}
          selected={selected.has(drawerProduct.sku)}
          onToggleSelected={(sku) => useCatalogueSelection.getState().toggle(sku)}
          categories={index}
        />
      )}
      {addOpen && <AddToCollectionDialog onClose={() => ui().setAddOpen(false)} />}
    </Screen>
  );
}
