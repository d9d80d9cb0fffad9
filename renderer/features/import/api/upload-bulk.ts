import type { QueryClient } from '@tanstack/react-query';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import type { Result } from '../../../../shared/bridge/result.ts';
import { desk } from '../../../lib/desk.ts';
import type { BulkAnswer } from '../lib/import-rows.ts';
import { itemsChanged } from '../../../data/changes.ts';

/** What one bulk upload sends: the item type, the collection, the CSV text and a file name for the form. */
export interface UploadBulkInput {
  readonly type: ItemType;
  readonly collectionId: number;
  readonly csv: string;
  readonly fileName: string;
}

/**
 * Sends one bulk CSV through `items.uploadBulk` (main posts the multipart form once, never retried).
 * Answers the Result as is: the caller decides what a failure means for the rows in flight.
 */
export function uploadBulk(input: UploadBulkInput): Promise<Result<BulkAnswer>> {
  return desk.items.uploadBulk({ ...input });
}

/** After an upload: every view of the collection (its page, its items, the lists' counts) re-reads. */
export function invalidateAfterUpload(client: QueryClient, collectionId: number): Promise<void> {
  return itemsChanged(client, collectionId);
}
