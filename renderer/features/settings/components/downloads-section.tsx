import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseDownloadsFolderMutation } from '../../../data/desk-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import { WithSettings } from './settings-state.tsx';

/** Where result files, invoices and exports are saved: chosen in a save dialog (desktop app), or a fixed folder main writes to (browser mode). */
export function DownloadsSection() {
  const choose = useMutation(chooseDownloadsFolderMutation(useQueryClient()));
  const failed = choose.isError && asBridgeError(choose.error).kind !== 'cancelled';
  return (
    <SettingsSection title="Downloads" description="Where result files, invoices and exports are saved.">
      <WithSettings>
        {(view) =>
          view.desktop ? (
            <>
              <p className="settings__value">
                Each file goes where you choose in the save dialog, which opens in <code className="settings__path">{view.downloadsDir}</code>
                {view.settings.downloadsFolder === null && ' (the system’s Downloads folder)'}. Its notice offers Show in folder.
              </p>
              <div className="settings__actions">
                <Button loading={choose.isPending && !choose.variables.reset} onClick={() => choose.mutate({})}>
                  Choose folder…
                </Button>
                {view.settings.downloadsFolder !== null && (
                  <Button variant="ghost" onClick={() => choose.mutate({ reset: true })}>
                    Use the system’s Downloads folder
                  </Button>
                )}
              </div>
              {failed && <ErrorMessage error={asBridgeError(choose.error)} title="The folder could not be set" />}
            </>
          ) : (
            <p className="settings__value">
              In the browser, the desk saves each file itself, without asking, in <code className="settings__path">{view.downloadsDir}</code> (a number is added
              when a name is taken); your browser’s download settings do not apply. The desktop app lets you choose the folder.
            </p>
          )
        }
      </WithSettings>
    </SettingsSection>
  );
}
