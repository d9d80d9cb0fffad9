import { Checkbox } from '../../../components/checkbox.tsx';
import { settle, useHeldChoices } from '../../../lib/use-held-choices.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { NOTIFICATION_KINDS } from '../../../../shared/bridge/methods/settings.ts';
import type { NotificationKind } from '../../../../shared/bridge/methods/settings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsMutation } from '../../../data/desk-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import { WithSettings } from './settings-state.tsx';

const KIND_LABELS: Record<NotificationKind, string> = {
  runFinished: 'A run finished or failed',
  scrapeFinished: 'A category scrape finished or failed',
  postcodeActive: 'A postcode became active (or failed)',
  importDone: 'An import finished sending',
  watchMatched: 'Watch rules matched in a run',
};

/** Native notifications on or off, per kind. */
export function NotificationsSection() {
  const update = useMutation(updateSettingsMutation(useQueryClient()));
  const { held, hold, release } = useHeldChoices<NotificationKind>();
  const choose = (kind: NotificationKind, on: boolean) => {
    hold(kind, on);
    void settle(update.mutateAsync({ notifications: { [kind]: on } }), () => release(kind));
  };
  return (
    <SettingsSection
      title="Notifications"
      description="System notifications while the app works in the background; clicking one opens what it is about. Notices inside the window are always shown."
    >
      <WithSettings>
        {(view) => (
          <fieldset className="settings__fieldset">
            <legend className="settings__legend">Notify me when</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                label={KIND_LABELS[kind]}
                checked={held[kind] ?? view.settings.notifications[kind]}
                onChange={(event) => choose(kind, event.target.checked)}
              />
            ))}
            {view.desktop ? null : <p className="settings__note">In the browser, these notices go to the desk’s log instead of the system.</p>}
            {update.isError && <ErrorMessage error={asBridgeError(update.error)} title="The change could not be saved" />}
          </fieldset>
        )}
      </WithSettings>
    </SettingsSection>
  );
}
