import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { settle, useHeldChoices } from '../../../lib/use-held-choices.ts';
import type { UpdateStatus } from '../../../../shared/bridge/methods/updates.ts';
import { formatPercent } from '../../../../shared/format/numbers.ts';
import { updateSettingsMutation } from '../../../data/desk-settings.ts';
import { checkForUpdatesMutation, openUpdateDownloadMutation, restartToUpdateMutation, updateStatusQuery } from '../../../data/updates.ts';
import { SettingsSection } from './settings-section.tsx';
import { WithSettings } from './settings-state.tsx';

/** The updater's state in words. */
function describe(status: UpdateStatus): string {
  switch (status.state) {
    case 'unsupported':
      return status.message ?? 'Updates are checked by the installed desktop app only.';
    case 'idle':
      return 'Not checked yet in this session.';
    case 'checking':
      return 'Checking for an update…';
    case 'up-to-date':
      return 'Collection Desk is up to date.';
    case 'available':
      return `Version ${status.version ?? ''} is available. Download it and install it as you installed this one${status.link ? '' : ' (from where you got Collection Desk)'}: the desk does not install it by itself.`;
    case 'downloading':
      return `Downloading version ${status.version ?? ''}${status.percent === undefined ? '' : ` (${formatPercent(status.percent, 0)})`}…`;
    case 'ready':
      return `Version ${status.version ?? ''} is ready: restart to use it (or it is installed when you next quit).`;
    case 'error':
      return status.message ?? 'The last check failed.';
  }
}

/** Update checks: the state, "Check now", "Restart now" when an update is ready, and automatic checks on or off. */
export function UpdatesSection() {
  const client = useQueryClient();
  const status = useQuery(updateStatusQuery());
  const check = useMutation(checkForUpdatesMutation(client));
  const restart = useMutation(restartToUpdateMutation());
  const download = useMutation(openUpdateDownloadMutation());
  const save = useMutation(updateSettingsMutation(client));
  const { held, hold, release } = useHeldChoices<'autoCheckUpdates'>();
  const choose = (on: boolean) => {
    hold('autoCheckUpdates', on);
    void settle(save.mutateAsync({ autoCheckUpdates: on }), () => release('autoCheckUpdates'));
  };
  const current = status.data;
  const supported = current !== undefined && current.state !== 'unsupported';
  return (
    <SettingsSection
      title="Updates"
      description="New versions of the desktop app are downloaded in the background and installed on restart (on Linux they are offered with a link to download)."
    >
      <WithSettings>
        {(view) => (
          <>
            <p className="settings__value" role="status" data-state={current?.state}>
              {current ? describe(current) : 'Reading the updater’s state…'}
              {current?.checkedAt && current.state !== 'checking' && (
                <span className="muted">
                  {' '}
                  Last checked <RelativeTime value={current.checkedAt} />.
                </span>
              )}
            </p>
            <div className="settings__actions">
              <Button onClick={() => check.mutate()} loading={check.isPending || current?.state === 'checking'} disabled={!supported}>
                Check for updates
              </Button>
              {current?.state === 'ready' && (
                <Button variant="primary" onClick={() => restart.mutate()} loading={restart.isPending}>
                  Restart now
                </Button>
              )}
              {current?.state === 'available' && current.link && (
                <Button variant="primary" onClick={() => download.mutate()} loading={download.isPending}>
                  Open download
                </Button>
              )}
            </div>
            <Checkbox
              label="Check for updates automatically"
              hint="At start and every six hours, in the installed desktop app."
              checked={held.autoCheckUpdates ?? view.settings.autoCheckUpdates}
              onChange={(event) => choose(event.target.checked)}
            />
            {status.isError && <ErrorMessage error={asBridgeError(status.error)} title="The updater’s state could not be read" />}
            {check.isError && <ErrorMessage error={asBridgeError(check.error)} title="The check could not start" />}
            {download.isError && <ErrorMessage error={asBridgeError(download.error)} title="The download could not be opened" />}
            {save.isError && <ErrorMessage error={asBridgeError(save.error)} title="The change could not be saved" />}
          </>
        )}
      </WithSettings>
    </SettingsSection>
  );
}
