import { mutationOptions, useMutation } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { asBridgeError, unwrap } from '../../../lib/bridge-query.ts';
import { formatBytes } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';

/** What `files.saveText` takes: the name offered and the text. */
export interface SaveTextInput {
  suggestedName: string;
  text: string;
}

/**
 * Saves text the page made (templates, error reports) through main, as result files are saved: the
 * save dialog in the desktop app, Downloads/Collection Desk in browser mode; the toast says where.
 */
export function saveTextMutation() {
  return mutationOptions({
    mutationFn: (input: SaveTextInput) => unwrap(desk.files.saveText(input)),
    onSuccess: (saved, input) => toast.success(`Saved ${input.suggestedName}`, { message: `${saved.path} (${formatBytes(saved.bytes)})` }),
    onError: (error, input) => {
      const failure = asBridgeError(error);
      if (failure.kind !== 'cancelled') toast.error(`Could not save ${input.suggestedName}`, { message: failure.message });
    },
  });
}

/** The save-text mutation. */
export function useSaveText() {
  return useMutation(saveTextMutation());
}
