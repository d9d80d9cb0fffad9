import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocalCopyProfile } from '../../../../shared/bridge/methods/local-copy.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { profilesQuery } from '../../../data/connection.ts';
import { localStatusQuery, purgeLocalCopyMutation, setRetentionMutation } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatBytes, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { SettingsSection } from './settings-section.tsx';
import { TeamCopy } from './team-copy.tsx';

/** One profile's copy: size, counts, how long results are kept, and a purge behind a confirmation. */
function ProfileCopy({ copy, name, builtIn }: { copy: LocalCopyProfile; name: string; builtIn: boolean }) {
  const team = copy.store.kind === 'postgres';
  const client = useQueryClient();
  const retention = useMutation(setRetentionMutation(client));
  const purge = useMutation(purgeLocalCopyMutation(client));
  const [days, setDays] = useState<number | null>(copy.retentionDays);
  const [confirming, setConfirming] = useState(false);
  const invalid = days !== null && (!Number.isInteger(days) || days < 1 || days > 36_500);
  const save = (next: number | null) =>
    retention.mutate(
      { profileId: copy.profileId, days: next },
      { onSuccess: () => toast.success(next === null ? `${name}: results are kept for good` : `${name}: results are kept for ${next} days`) },
    );
  return (
    <article className="local-copy-profile stack" aria-label={`Local copy of ${name}`}>
      <h3>{name}</h3>
      <p>
        <strong>{formatBytes(copy.bytes)}</strong> {team ? 'in the team copy (its whole database on the server)' : 'on this machine'} ·{' '}
        {formatNumber(copy.collections)} collections · {formatNumber(copy.runs)} runs · {formatNumber(copy.outputs)} outputs ·{' '}
        {copy.asOf === null ? 'never refreshed' : `as of ${formatDateTime(copy.asOf)}`}
        {!copy.online && ' · service unreachable at the last call'}
      </p>
      <div className="form-row">
        <NumberField
          label="Keep results for (days)"
          hint={
            team
              ? 'Empty keeps them for good. The team’s setting: older runs are removed from the team copy for every desk.'
              : 'Empty keeps them for good. Older runs are removed from this machine only.'
          }
          value={days}
          min={1}
          max={36500}
          onValueChange={setDays}
          error={invalid ? 'Enter a whole number of days from 1 to 36500, or leave it empty.' : undefined}
        />
        <Button onClick={() => save(days)} disabled={invalid || days === copy.retentionDays} loading={retention.isPending}>
          Save
        </Button>
        {!team && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Purge…
          </Button>
        )}
      </div>
      {retention.error && <ErrorMessage variant="inline" error={asBridgeError(retention.error)} title="The retention was not changed" />}
      <TeamCopy copy={copy} name={name} builtIn={builtIn} />
      <ConfirmDialog
        open={confirming}
        title={`Purge the local copy of ${name}?`}
        message="Items, runs and archived outputs are deleted from this machine. Nothing is deleted at the service; the copy is rebuilt by the next refresh, but runs removed from the service cannot be archived again."
        confirmLabel="Purge"
        tone="danger"
        busy={purge.isPending}
        error={purge.error ? asBridgeError(purge.error).message : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          purge.mutate(
            { profileId: copy.profileId },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(`The local copy of ${name} was purged`);
              },
            },
          )
        }
      />
    </article>
  );
}

/** The local copy of every profile: its room on this machine and how long results are kept. */
export function LocalCopySection() {
  const status = useQuery(localStatusQuery());
  const profiles = useQuery(profilesQuery());
  const profileOf = (id: string) => profiles.data?.profiles.find((p) => p.id === id);
  return (
    <SettingsSection
      title="Local copy"
      description="Items and run results kept for search, history, comparisons and offline reading: on this machine, or in a team copy on a PostgreSQL server that the desks of a team share."
    >
      {status.error ? (
        <ErrorMessage error={asBridgeError(status.error)} title="The local copy could not be read" onRetry={() => void status.refetch()} />
      ) : (
        <div className="stack">
          {(status.data?.profiles ?? []).map((copy) => (
            <ProfileCopy
              key={copy.profileId}
              copy={copy}
              name={profileOf(copy.profileId)?.name ?? copy.profileId}
              builtIn={profileOf(copy.profileId)?.builtIn ?? true}
            />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
