import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsPatch, SettingsView } from '../../../../shared/bridge/methods/settings.ts';
import type { OPENABLE_FOLDERS } from '../../../../shared/bridge/methods/settings.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';

/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** settings.get: the settings and their folders. */
  view: () => [...settingsKeys.all, 'view'] as const,
  /** app.info: the version and mode. */
  info: () => [...settingsKeys.all, 'info'] as const,
};

/** The settings view; main's `settings.changed` event refreshes it (see app/theme-sync). */
export function settingsQuery() {
  return queryOptions({
    queryKey: settingsKeys.view(),
    queryFn: () => unwrap(desk.settings.get({})),
    staleTime: Infinity,
  });
}

/** Reads the settings view. */
export function useSettings() {
  return useQuery(settingsQuery());
}

/** The app's version and mode. */
export function useAppInfo() {
  return useQuery({ queryKey: settingsKeys.info(), queryFn: () => unwrap(desk.app.info({})), staleTime: Infinity });
}

/** Changes some settings; the answer replaces the cached view at once. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => unwrap(desk.settings.update(patch)),
    onSuccess: (view: SettingsView) => client.setQueryData(settingsKeys.view(), view),
  });
}

/** Picks the downloads folder (desktop app), or goes back to the system's with `reset`. */
export function useChooseDownloadsFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reset?: boolean }) => unwrap(desk.settings.chooseDownloadsFolder(input)),
    onSuccess: (view: SettingsView) => client.setQueryData(settingsKeys.view(), view),
  });
}

/** Opens one of the app's folders in the file manager (browser mode: answers its path only). */
export function useOpenFolder() {
  return useMutation({
    mutationFn: (folder: (typeof OPENABLE_FOLDERS)[number]) => unwrap(desk.shell.openFolder({ folder })),
  });
}
