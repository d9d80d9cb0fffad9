import { useQuery } from '@tanstack/react-query';
import type { Credits } from '../../../../shared/api/accounts.ts';
import { creditsQuery } from '../../../data/account.ts';
import { pluralize } from '../../../lib/format.ts';

const remainingOf = (credits: Credits): number => credits.remaining_credits;

/**
 * What a scrape spends, said before it is started: a category can hold hundreds of products, each a credit.
 * The balance is the header's one credits query, so both show the same number.
 */
export function ScrapeCost({ id }: { id: string }) {
  const remaining = useQuery({ ...creditsQuery(), select: remainingOf });
  const balance =
    remaining.data !== undefined
      ? `You have ${pluralize(remaining.data, 'credit')} left.`
      : remaining.isError
        ? 'The balance could not be read.'
        : 'Reading the balance…';
  return (
    <p id={id} className="sc-cost muted" aria-live="polite">
      A scrape costs one credit per product it finds. {balance}
    </p>
  );
}
