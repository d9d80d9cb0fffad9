import { Checkbox } from '../../../components/checkbox.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StaleNote, staleSince } from '../../../components/stale-mark.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { settle, useHeldChoices } from '../../../lib/use-held-choices.ts';
import { formatDate } from '../../../lib/format.ts';
import { useAccountDetails } from '../api/account-details.ts';
import { useUpdateEmailFlag } from '../api/update-email-flags.ts';
import type { EmailFlag } from '../api/update-email-flags.ts';
import { useQuery } from '@tanstack/react-query';
import { accountProfileQuery } from '../../../data/account.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { Panel } from './panel.tsx';

const FLAGS: ReadonlyArray<{ flag: EmailFlag; label: string; hint: string }> = [
  { flag: 'system_emails', label: 'System e-mails', hint: 'Security notices and changes to your account.' },
  { flag: 'update_emails', label: 'Update e-mails', hint: 'News about the service and new features.' },
  { flag: 'notification_emails', label: 'Notification e-mails', hint: 'When a category scrape or a run finishes.' },
];

/**
 * Name, e-mail and timezone, and the three e-mail flags, each saved as it is toggled. Details read once stay
 * when a re-read fails, marked with when they were read; only a first read that failed shows its error.
 */
export function AccountDetailsPanel() {
  const profile = useQuery(accountProfileQuery());
  const details = useAccountDetails();
  const update = useUpdateEmailFlag();
  const { held, hold, release } = useHeldChoices<EmailFlag>();
  const gate = useWriteGate(true);
  const failure = (profile.data ? null : profile.error) ?? (details.data ? null : details.error);
  const retry = () => {
    void profile.refetch();
    void details.refetch();
  };
  const stale = [staleSince(profile), staleSince(details)].filter((d) => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
  const staleReason = profile.error ?? details.error;
  return (
    <Panel title="Account">
      {stale && staleReason && (
        <StaleNote since={stale} reason={asBridgeError(staleReason).message} onRetry={retry} retrying={profile.isFetching || details.isFetching} />
      )}
      {failure ? (
        <ErrorMessage variant="inline" error={asBridgeError(failure)} onRetry={retry} />
      ) : (
        <dl className="ac-facts">
          <div>
            <dt>Name</dt>
            <dd>{profile.data?.name ?? '…'}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{profile.data?.email ?? '…'}</dd>
          </div>
          <div>
            <dt>Timezone</dt>
            <dd>{details.data?.timezone ?? '…'}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{profile.data ? formatDate(profile.data.created_at) : '…'}</dd>
          </div>
        </dl>
      )}
      <hr className="ac-separator" />
      <fieldset className="ac-flags" disabled={!details.data || !gate.allowed}>
        <legend className="ac-subtitle">E-mail from the service {update.isPending && <Spinner size="sm" label="Saving" />}</legend>
        {FLAGS.map(({ flag, label, hint }) => (
          <Checkbox
            key={flag}
            label={label}
            hint={hint}
            checked={held[flag] ?? details.data?.[flag] ?? false}
            onChange={(event) => {
              const value = event.currentTarget.checked;
              hold(flag, value);
              void settle(update.mutateAsync({ flag, value }), () => release(flag));
            }}
          />
        ))}
      </fieldset>
      <WriteRefusal reason={gate.reason} />
      {update.isError && <ErrorMessage variant="inline" title="The setting was not saved" error={asBridgeError(update.error)} />}
    </Panel>
  );
}
