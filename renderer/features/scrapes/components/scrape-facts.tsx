import type { CategoryScrapeResult, CategoryStage } from '../../../../shared/api/category-scrape.ts';
import type { Collection } from '../../../../shared/api/collections.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { ScrapeMemo } from '../stores/scrape-memo-store.ts';
import { StageBadge } from './stage-badge.tsx';

/** Props of ScrapeFacts. */
export interface ScrapeFactsProps {
  stage: CategoryStage | undefined;
  collection: Collection | undefined;
  runner: CategoryScrapeResult | undefined;
  memo: ScrapeMemo | null;
}

/** The line under a scrape's title: live stage, products found, category, postcode, created. */
export function ScrapeFacts({ stage, collection, runner, memo }: ScrapeFactsProps) {
  return (
    <span className="sc-facts">
      {stage && <StageBadge stage={stage} message={collection?.schedule_message} />}
      <span className="sc-facts__item" aria-live="polite">
        <strong className="num" data-testid="asin-count">
          {runner ? formatNumber(runner.asin_count) : '—'}
        </strong>{' '}
        ASINs{stage === 'scraping' ? ' so far' : ''}
      </span>
      {memo && (
        <span className="sc-facts__item">
          Node <span className="mono">{memo.nodeId}</span> · {memo.domain} · postcode {memo.postcode}
        </span>
      )}
      {collection && (
        <span className="sc-facts__item">
          Created <RelativeTime value={collection.created_at} />
        </span>
      )}
    </span>
  );
}
