import { mutationOptions } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';

/** What `files.saveResult` takes: the service's link and the name offered in the save dialog. */
export interface SaveResultInput {
  url: string;
  suggestedName: string;
}

/** Streams a result file to a path the user picks (fails as `cancelled` when none was picked); answers `{path, bytes}`. */
export function saveResultFile(input: SaveResultInput) {
  return unwrap(desk.files.saveResult(input));
}

/** Saves a result file. */
export function saveResultMutation() {
  return mutationOptions({ mutationFn: saveResultFile });
}

