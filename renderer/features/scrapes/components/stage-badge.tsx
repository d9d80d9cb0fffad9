import type { CategoryStage } from '../../../../shared/api/category-scrape.ts';
import { StatusBadge } from '../../../components/badge.tsx';
import { stageLabel } from '../lib/scrape-stage.ts';

const STAGE_TITLES: Readonly<Record<CategoryStage, string>> = {
  queued: 'Waiting on the category queue.',
  scraping: 'Walking the category’s listing pages; the product count grows page by page.',
  done: 'Finished: the results can be opened and downloaded.',
  failed: 'Did not finish.',
};

/** Props of StageBadge. */
export interface StageBadgeProps {
  stage: CategoryStage;
  /** The collection's `schedule_message`, e.g. "Cancelled by user". */
  message?: string | null | undefined;
}

/** A scrape's stage as a coloured badge (live dot while under way), with the service's message beside a failure. */
export function StageBadge({ stage, message }: StageBadgeProps) {
  return (
    <span className="sc-stage">
      <StatusBadge status={stage} label={stageLabel(stage)} title={message ?? STAGE_TITLES[stage]} />
      {stage === 'failed' && message && <span className="sc-stage__message">{message}</span>}
    </span>
  );
}
