import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { looseMethod, useCapability } from './bridge-capability.ts';

/** Bridge method this adapter calls (added by main's files area). */
export const SAVE_RESULT_METHOD = 'files.saveResult';

/** What `files.saveResult` takes: the service's link and the name offered in the save dialog. */
export interface SaveResultInput {
  url: string;
  suggestedName: string;
}

/** Where main saved the file. */
export interface SavedFile {
  path: string;
  bytes: number;
}

/**
 * Adapter for `files.saveResult({url, suggestedName})` → `{path, bytes}`: main streams the file with the
 * profile's credential to a path the user picks (fails as `cancelled` when none was picked).
 */
export async function saveResultFile(input: SaveResultInput): Promise<SavedFile> {
  const method = looseMethod(SAVE_RESULT_METHOD);
  if (!method) throw new Error('This version of Collection Desk cannot save result files yet.');
  return (await unwrap(method(input))) as SavedFile;
}

/** Saves a result file. */
export function saveResultMutation() {
  return mutationOptions({ mutationFn: saveResultFile });
}

/** The save mutation and whether the desk can save files at all. */
export function useSaveResult() {
  return { available: useCapability(SAVE_RESULT_METHOD), mutation: useMutation(saveResultMutation()) };
}
