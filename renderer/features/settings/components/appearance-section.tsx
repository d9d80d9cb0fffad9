import { Select } from '../../../components/select.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { THEMES } from '../../../../shared/bridge/methods/settings.ts';
import type { Theme } from '../../../../shared/bridge/methods/settings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsMutation } from '../../../data/desk-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import { WithSettings } from './settings-state.tsx';

const THEME_LABELS: Record<Theme, string> = { system: 'Same as the system', light: 'Light', dark: 'Dark' };
const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

/** The colour theme, applied as soon as it is chosen (app/theme-sync follows the saved setting). */
export function AppearanceSection() {
  const update = useMutation(updateSettingsMutation(useQueryClient()));
  return (
    <SettingsSection title="Appearance" description="The colours of the window. “Same as the system” follows your light or dark mode.">
      <WithSettings>
        {(view) => (
          <>
            <Select
              label="Theme"
              value={update.isPending && update.variables.theme ? update.variables.theme : view.settings.theme}
              options={THEMES.map((theme) => ({ value: theme, label: THEME_LABELS[theme] }))}
              onChange={(event) => {
                if (isTheme(event.target.value)) update.mutate({ theme: event.target.value });
              }}
            />
            {update.isError && <ErrorMessage error={asBridgeError(update.error)} title="The theme could not be saved" />}
          </>
        )}
      </WithSettings>
    </SettingsSection>
  );
}
