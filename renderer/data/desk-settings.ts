import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { DeskSettings, SettingsPatch, SettingsView } from '../../shared/bridge/methods/settings.ts';
import type { OPENABLE_FOLDERS } from '../../shared/bridge/methods/settings.ts';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { deskKeys } from './keys.ts';
import { LOCAL_STALE_MS } from './lifetimes.ts';

/** The desk's settings and folders; main says when they change (`settings.changed`). */
export function deskSettingsQuery() {
  return queryOptions({ queryKey: deskKeys.settings(), queryFn: () => unwrap(desk.settings.get({})), staleTime: LOCAL_STALE_MS });
}

/** The app's version and mode, fixed for the run. */
export function appInfoQuery() {
  return queryOptions({ queryKey: deskKeys.info(), queryFn: () => unwrap(desk.app.info({})), staleTime: Infinity });
}

/** `settings.changed` (from any window): the new settings at once, the folders read again. */
export function deskSettingsChanged(client: QueryClient, settings: DeskSettings): void {
  client.setQueryData<SettingsView>(deskKeys.settings(), (view) => (view ? { ...view, settings } : view));
  void client.invalidateQueries({ queryKey: deskKeys.settings() });
}

/** Changes some settings; the answer replaces the cached view at once. */
export function updateSettingsMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (patch: SettingsPatch) => unwrap(desk.settings.update(patch)),
    onSuccess: (view: SettingsView) => client.setQueryData(deskKeys.settings(), view),
  });
}

/** Picks the downloads folder (desktop app), or goes back to the system's with `reset`. */
export function chooseDownloadsFolderMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { reset?: boolean }) => unwrap(desk.settings.chooseDownloadsFolder(input)),
    onSuccess: (view: SettingsView) => client.setQueryData(deskKeys.settings(), view),
  });
}

/** Opens one of the app's folders in the file manager (browser mode: answers its path only). */
export function openFolderMutation() {
  return mutationOptions({
    mutationFn: (folder: (typeof OPENABLE_FOLDERS)[number]) => unwrap(desk.shell.openFolder({ folder })),
  });
}
