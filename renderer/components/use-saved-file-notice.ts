import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appInfoQuery } from '../data/desk-settings.ts';
import { showSavedFile } from '../data/files.ts';
import { asBridgeError } from '../lib/bridge-query.ts';
import { toast } from '../lib/toasts.ts';

/**
 * The "Saved …" or "Exported …" success notice, naming where the file went; in the desktop app it offers
 * "Show in folder" (the file selected in the file manager). Browser mode has no file manager to open, so
 * its notice only names the path.
 */
export function useSavedFileNotice(): (title: string, path: string, detail?: string) => void {
  const desktop = useQuery(appInfoQuery()).data?.mode === 'electron';
  return useCallback(
    (title, path, detail) => {
      const message = detail ? `${path} (${detail})` : path;
      const show = () =>
        void showSavedFile(path).catch((error: unknown) => toast.error('The file could not be shown in its folder', { message: asBridgeError(error).message }));
      toast.success(title, desktop ? { message, action: { label: 'Show in folder', onClick: show } } : { message });
    },
    [desktop],
  );
}
