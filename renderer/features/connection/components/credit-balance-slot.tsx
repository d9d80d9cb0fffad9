import { CreditBalance } from '../../../components/credit-balance.tsx';
import { navigate } from '../../../lib/use-route.ts';
import { useQuery } from '@tanstack/react-query';
import { creditsQuery } from '../../../data/account.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { staleSince } from '../../../components/stale-mark.tsx';

/** The header's "remaining of available credits", greyed "as of …" when its last read failed; opens Account. */
export function CreditBalanceSlot() {
  const credits = useQuery(creditsQuery());
  return (
    <CreditBalance
      remaining={credits.data?.remaining_credits ?? null}
      available={credits.data?.available_credits ?? null}
      loading={credits.isPending && credits.fetchStatus !== 'idle'}
      {...(credits.error ? { reason: asBridgeError(credits.error).message } : {})}
      staleSince={staleSince(credits)}
      onOpen={() => navigate('account')}
    />
  );
}
