import type { QueryClient } from '@tanstack/react-query';
import { handOffFile } from '../../../lib/file-handoff.ts';
import { navigate } from '../../../lib/use-route.ts';
import { collectionKeys } from './keys.ts';

/**
 * Sends a file to the Import screen with this collection chosen there. The collection's record and items are
 * marked stale (not re-read now): the import changes them behind this feature's back, so coming back re-reads them.
 */
export function handOffImport(client: QueryClient, file: File, collectionId: number): void {
  void client.invalidateQueries({ queryKey: collectionKeys.detail(collectionId), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: collectionKeys.items(collectionId), refetchType: 'none' });
  handOffFile(file, { collectionId });
  navigate('import', {}, { collection: collectionId });
}
