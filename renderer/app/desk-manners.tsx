import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { desk } from '../lib/desk.ts';
import { applyTheme } from '../lib/theme.ts';
import { toast } from '../lib/toasts.ts';
import { deskSettingsChanged, deskSettingsQuery } from '../data/desk-settings.ts';
import { focusScreenSearch } from './keyboard-shortcuts.tsx';
import { openTargetHref } from './open-target.ts';

/**
 * What main asks of the window as a whole: the theme follows the saved setting (and its changes from
 * any window), `app.open` — a clicked native notification or a menu item — navigates there, and a run in
 * which watch rules matched is told by a notice (the only one in browser mode) that opens it in the inbox.
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
    const offMatched = desk.on('inbox.matched', ({ title, body, target, runId }) => {
      const href = openTargetHref(target);
      toast.info(title, {
        id: `inbox-matched-${runId}`,
        message: body,
        ...(href ? { action: { label: 'Open changes', onClick: () => (window.location.hash = href) } } : {}),
      });
    });
    return () => {
      offSettings();
      offOpen();
      offMatched();
    };
  }, [client]);
}
