import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useMutation } from '@tanstack/react-query';
import { openFolderMutation } from '../../../data/desk-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import { WithSettings } from './settings-state.tsx';

/** The data and log folders, each with a button to open it in the file manager (desktop app). */
export function FoldersSection() {
  const open = useMutation(openFolderMutation());
  return (
    <SettingsSection
      title="Folders"
      description="Profiles, watched jobs, import journals, the Sandbox’s data and these settings live in the data folder; the log folder holds the app’s log."
    >
      <WithSettings>
        {(view) => (
          <>
            <dl className="settings__list">
              <dt>Data folder</dt>
              <dd>
                <code className="settings__path">{view.dataDir}</code>
                {view.desktop && (
                  <Button size="sm" onClick={() => open.mutate('data')}>
                    Open
                  </Button>
                )}
              </dd>
              <dt>Log folder</dt>
              <dd>
                <code className="settings__path">{view.logDir}</code>
                {view.desktop && (
                  <Button size="sm" onClick={() => open.mutate('logs')}>
                    Open
                  </Button>
                )}
              </dd>
            </dl>
            {open.isError && <ErrorMessage error={asBridgeError(open.error)} title="The folder could not be opened" />}
          </>
        )}
      </WithSettings>
    </SettingsSection>
  );
}
