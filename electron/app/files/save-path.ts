import { DeskError } from '../connection/desk-error.ts';
import { safeFileName } from './file-links.ts';

/** Asks where to save a file; null when the user cancelled. */
export type ChooseSavePath = (suggestedName: string) => Promise<string | null>;

/** Picks a save path for `suggestedName` (made safe), or fails as `cancelled`. */
export async function pickSavePath(choose: ChooseSavePath | undefined, suggestedName: string): Promise<string> {
  if (!choose) throw new DeskError('internal', 'Saving files is not available in this mode.');
  const path = await choose(safeFileName(suggestedName));
  if (path === null || path === '') throw new DeskError('cancelled', 'Saving was cancelled.');
  return path;
}
