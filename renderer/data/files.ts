import { mutationOptions } from '@tanstack/react-query';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';

/** What `files.saveResult` takes: the service's link and the name offered in the save dialog. */
export interface SaveResultInput {
  url: string;
  suggestedName: string;
}

/** Streams a result file to a path the user picks (fails as `cancelled` when none was picked); answers `{path, bytes}`. */
export function saveResultMutation() {
  return mutationOptions({ mutationFn: (input: SaveResultInput) => unwrap(desk.files.saveResult(input)) });
}

/** Shows a file the desk saved selected in the system file manager (desktop app); `shown` is false in browser mode. */
export function showSavedFile(path: string): Promise<{ shown: boolean }> {
  return unwrap(desk.shell.showSavedFile({ path }));
}
