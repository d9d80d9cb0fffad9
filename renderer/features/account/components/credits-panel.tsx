import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StaleNote, staleSince } from '../../../components/stale-mark.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useQuery } from '@tanstack/react-query';
import { creditsQuery } from '../../../data/account.ts';
import { CreditsChart } from './credits-chart.tsx';
import { Panel } from './panel.tsx';

/** The id of the credits panel, for links that scroll to it. */
export const CREDITS_PANEL_ID = 'credits-panel';

/** The credit balance (remaining = available − used − frozen) beside the credits used per day. */
export function CreditsPanel() {
  const credits = useQuery(creditsQuery());
  const stale = staleSince(credits);
  return (
    <Panel
      id={CREDITS_PANEL_ID}
      title="Credits"
      actions={
        <Button size="sm" variant="ghost" loading={credits.isFetching && !credits.isPending} onClick={() => void credits.refetch()}>
          Refresh
        </Button>
      }
    >
      {stale && <StaleNote since={stale} reason={asBridgeError(credits.error).message} />}
      {credits.isError && !credits.data ? (
        <ErrorMessage variant="inline" error={asBridgeError(credits.error)} onRetry={() => void credits.refetch()} retrying={credits.isFetching} />
      ) : credits.data ? (
        <CreditsChart credits={credits.data} />
      ) : (
        <Spinner label="Loading credits" />
      )}
      <p className="ac-footnote muted">
        A run freezes one credit per item and spends it as the item is processed; failed items give their credit back. The credits used per day are read from
        the runs this desk keeps; a playground call costs a credit too but is not among them.
      </p>
    </Panel>
  );
}
