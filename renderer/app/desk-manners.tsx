import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsView } from '../../shared/bridge/methods/settings.ts';
import { desk } from '../lib/desk.ts';
import { applyTheme } from '../lib/theme.ts';
import { settingsKeys, settingsQuery } from '../features/settings/api/settings-query.ts';
import { focusScreenSearch } from './keyboard-shortcuts.tsx';
import { openTargetHref } from './open-target.ts';

/**
 * What main asks of the window as a whole: the theme follows the saved setting (and its changes from
 * any window), and `app.open` — a clicked native notification or a menu item — navigates there.
 */
export function useDeskManners(): void {
  const client = useQueryClient();
  const theme = useQuery({ ...settingsQuery(), select: (view) => view.settings.theme }).data;

  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    const offSettings = desk.on('settings.changed', ({ settings }) => {
      client.setQueryData<SettingsView>(settingsKeys.view(), (view) => (view ? { ...view, settings } : view));
      void client.invalidateQueries({ queryKey: settingsKeys.view() });
    });
    const offOpen = desk.on('app.open', ({ target }) => {
      const href = openTargetHref(target);
      if (href) window.location.hash = href;
      else focusScreenSearch();
    });
    return () => {
      offSettings();
      offOpen();
    };
  }, [client]);
}
