import { mutationOptions, useMutation } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';

/**
 * Copies the API key to the clipboard (`credentials.copyApiKey`). Electron copies in main; browser mode
 * hands the key back for the page's own clipboard call, after which it is dropped (never returned).
 */
export async function copyApiKey(clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard): Promise<void> {
  const answer = await unwrap(desk.credentials.copyApiKey({}));
  if (answer.copied) return;
  if (answer.apiKey === undefined || !clipboard) throw new Error('The clipboard is not available here.');
  await clipboard.writeText(answer.apiKey);
}

/** The copy mutation (its data is nothing: the key never lands in the mutation cache). */
export function copyApiKeyMutation() {
  return mutationOptions({ mutationFn: () => copyApiKey() });
}

/** Copies the key. */
export function useCopyApiKey() {
  return useMutation(copyApiKeyMutation());
}
