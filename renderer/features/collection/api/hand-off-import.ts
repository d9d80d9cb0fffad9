import { handOffFile } from '../../../lib/file-handoff.ts';
import { navigate } from '../../../lib/use-route.ts';

/**
 * Sends a file to the Import screen with this collection chosen there. The import's uploads invalidate the
 * collection's items and record through the data layer, so coming back shows them.
 */
export function handOffImport(file: File, collectionId: number): void {
  handOffFile(file, { collectionId });
  navigate('import', {}, { collection: collectionId });
}
