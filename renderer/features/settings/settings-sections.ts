import type { ComponentType } from 'react';
import { AboutSection } from './components/about-section.tsx';
import { AppearanceSection } from './components/appearance-section.tsx';
import { DownloadsSection } from './components/downloads-section.tsx';
import { FoldersSection } from './components/folders-section.tsx';
import { KeychainSection } from './components/keychain-section.tsx';
import { LocalCopySection } from './components/local-copy-section.tsx';
import { NotificationsSection } from './components/notifications-section.tsx';
import { TourSection } from './components/tour-section.tsx';
import { UpdatesSection } from './components/updates-section.tsx';

/** One section of the Settings screen; `id` is its anchor (`#/settings?section=<id>`). */
export interface SettingsSectionEntry {
  id: string;
  Component: ComponentType;
}

/**
 * The Settings screen, in order. Add a section with one line here: a component under `components/` that
 * renders a SettingsSection and reads what it needs itself (e.g. `settings.get` through useSettings).
 */
export const SETTINGS_SECTIONS: readonly SettingsSectionEntry[] = [
  { id: 'appearance', Component: AppearanceSection },
  { id: 'notifications', Component: NotificationsSection },
  { id: 'downloads', Component: DownloadsSection },
  { id: 'tour', Component: TourSection },
  { id: 'local-copy', Component: LocalCopySection },
  { id: 'keychain', Component: KeychainSection },
  { id: 'folders', Component: FoldersSection },
  { id: 'updates', Component: UpdatesSection },
  { id: 'about', Component: AboutSection },
];
