import type { ProductSort } from '../../../../shared/api/catalogue.ts';

/** The seven product sorts of the catalogue, in menu order, with readable labels. */
export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'bestmatch', label: 'Best match' },
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating_asc', label: 'Rating: low to high' },
  { value: 'rating_desc', label: 'Rating: high to low' },
];

/** Page sizes offered (the service allows up to 1000). */
export const PAGE_SIZES = [24, 48, 100, 500, 1000] as const;

/** One offered page size. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** The readable label of a sort value. */
export function sortLabel(sort: ProductSort): string {
  return SORT_OPTIONS.find((option) => option.value === sort)?.label ?? sort;
}

/** Whether a string is one of the seven sorts. */
export function isProductSort(value: string): value is ProductSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** Whether a number is one of the offered page sizes. */
export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}
