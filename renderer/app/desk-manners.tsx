import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { desk } from '../lib/desk.ts';
import { applyTheme } from '../lib/theme.ts';
import { deskSettingsChanged, deskSettingsQuery } from '../data/desk-settings.ts';
import { focusScreenSearch } from './keyboard-shortcuts.tsx';
import { openTargetHref } from './open-target.ts';

/**
 * What main asks of the window as a whole: the theme follows the saved setting (and its changes from
 * any window), and `app.open` — a clicked native notification or a menu item — navigates there.
 */
export function useDeskManners(): void {
  const client = useQueryClient();
  const theme = useQuery({ ...deskSettingsQuery(), select: (view) => view.settings.theme }).data;

  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    const offSettings = desk.on('settings.changed', ({ settings }) => {
      deskSettingsChanged(client, settings);
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
