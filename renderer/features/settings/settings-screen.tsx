import { Screen } from '../../components/screen.tsx';
import type { ScreenProps } from '../../lib/router.ts';
import { SETTINGS_SECTIONS } from './settings-sections.ts';
import './settings.css';

/** Settings: one section per concern, in the order of SETTINGS_SECTIONS. */
export function SettingsScreen(_props: ScreenProps) {
  return (
    <Screen title="Settings" subtitle="Kept on this computer, in the data folder.">
      <div className="settings">
        {SETTINGS_SECTIONS.map(({ id, Component }) => (
          <div key={id} id={`settings-${id}`} className="settings__slot">
            <Component />
          </div>
        ))}
      </div>
    </Screen>
  );
}
