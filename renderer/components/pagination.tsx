import { useId } from 'react';
import { formatNumber } from '../lib/format.ts';
import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/** Props of Pagination: 1-based `page`; `total` when the service reports it, else `hasNextPage`. */
export interface PaginationProps {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  total?: number | null;
  /** For lists without a total: whether another page exists. */
  hasNextPage?: boolean;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** The noun of the rows, e.g. "postcodes". */
  noun?: string;
  disabled?: boolean;
}

/** The service's skip for a 1-based page. */
export function pageToSkip(page: number, pageSize: number): number {
  return Math.max(0, (page - 1) * pageSize);
}

/** Page controls: range text, previous/next and page size. */
export function Pagination({
  page,
  pageSize,
  onPageChange,
  total,
  hasNextPage,
  onPageSizeChange,
  pageSizes = [20, 50, 100, 500],
  noun = 'rows',
  disabled = false,
}: PaginationProps) {
  const sizeId = useId();
  const hasTotal = total !== undefined && total !== null;
  const pageCount = hasTotal ? Math.max(1, Math.ceil(total / pageSize)) : null;
  const first = hasTotal && total === 0 ? 0 : pageToSkip(page, pageSize) + 1;
  const last = hasTotal ? Math.min(total, page * pageSize) : page * pageSize;
  const canNext = pageCount !== null ? page < pageCount : Boolean(hasNextPage);
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination__range num" aria-live="polite">
        {hasTotal ? `${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${noun}` : `Page ${formatNumber(page)}`}
      </span>
      {onPageSizeChange && (
        <span className="pagination__size">
          <label htmlFor={sizeId}>Per page</label>
          <select
            id={sizeId}
            className="input select select--compact"
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
      <Button
        size="sm"
        variant="ghost"
        icon={<ChevronLeftIcon />}
        aria-label="Previous page"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      {pageCount !== null && (
        <span className="pagination__pages num">
          {formatNumber(page)} / {formatNumber(pageCount)}
        </span>
      )}
      <Button
        size="sm"
        variant="ghost"
        icon={<ChevronRightIcon />}
        aria-label="Next page"
        disabled={disabled || !canNext}
        onClick={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
