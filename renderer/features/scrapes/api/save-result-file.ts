import { mutationOptions, useMutation } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';

/** What saving a result file takes: the service's link and the name offered in the save dialog. */
export interface SaveResultInput {
  url: string;
  suggestedName: string;
}

/** Streams a result file (JSON or CSV) to a path the user picks; fails as `cancelled` when none was picked. */
export function saveResultMutation() {
  return mutationOptions({ mutationFn: (input: SaveResultInput) => unwrap(desk.files.saveResult(input)) });
}

/** The save mutation. */
export function useSaveResultFile() {
  return useMutation(saveResultMutation());
}
