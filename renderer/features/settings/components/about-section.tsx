import { useQuery } from '@tanstack/react-query';
import { appInfoQuery } from '../../../data/desk-settings.ts';
import { SettingsSection } from './settings-section.tsx';

/** The app's version and how it runs. */
export function AboutSection() {
  const info = useQuery(appInfoQuery());
  return (
    <SettingsSection title="About">
      <dl className="settings__list">
        <dt>Version</dt>
        <dd>{info.data?.version ?? '…'}</dd>
        <dt>Running as</dt>
        <dd>{info.data ? (info.data.mode === 'electron' ? 'Desktop app' : 'Browser mode (npm run web)') : '…'}</dd>
      </dl>
    </SettingsSection>
  );
}
