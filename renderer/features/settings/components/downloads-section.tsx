import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseDownloadsFolderMutation } from '../../../data/desk-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import { WithSettings } from './settings-state.tsx';

/** Where result files, invoices and exports are saved. */
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
                The save dialog opens in <code className="settings__path">{view.downloadsDir}</code>
                {view.settings.downloadsFolder === null && ' (the system’s Downloads folder)'}.
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
              In the browser, files are saved where your browser puts downloads; change that folder in your browser’s own settings.
            </p>
          )
        }
      </WithSettings>
    </SettingsSection>
  );
}
