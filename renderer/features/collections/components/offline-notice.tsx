import { ErrorMessage } from '../../../components/error-message.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Says the list is the offline copy, how old it is, and that changes wait for the service. */
export function OfflineNotice({ asOf, retry, retrying }: { asOf: string | null; retry: () => void; retrying: boolean }) {
  return (
    <ErrorMessage
      variant="inline"
      title="The service cannot be reached"
      message={`Showing the offline copy kept on this machine, ${asOf === null ? 'not yet refreshed' : `as of ${formatDateTime(asOf)}`}. Creating, editing, deleting and running are refused until the service answers again.`}
      onRetry={retry}
      retrying={retrying}
    />
  );
}
