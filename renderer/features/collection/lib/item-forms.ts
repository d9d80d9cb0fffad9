import { MAX_NAME, MAX_SKU } from '../../../../shared/api/common.ts';
import { ASIN_PATTERN } from '../../../../shared/api/marketplace-items.ts';
import type { UpdateItemInput } from '../../../data/items.ts';
import type { AddItemDraft, EditItemDraft } from '../stores/collection-ui-store.ts';
import { codeWord } from './item-rows.ts';
import type { ItemRow, ItemType } from './item-rows.ts';

/** The in-place error of an item code, or undefined when it can be sent. */
export function codeError(type: ItemType, raw: string): string | undefined {
  const code = raw.trim();
  if (code === '') return `Enter the ${codeWord(type)}.`;
  if (type === 'marketplace' && !ASIN_PATTERN.test(code)) return 'Enter a valid ASIN (10 uppercase letters or digits).';
  if (code.length > MAX_SKU) return `Use at most ${MAX_SKU} characters.`;
  return undefined;
}

/** The in-place errors of an add form, empty when it can be sent. */
export function addItemErrors(type: ItemType, draft: AddItemDraft): { domain?: string; postcode?: string; code?: string; customId?: string } {
  const errors: { domain?: string; postcode?: string; code?: string; customId?: string } = {};
  if (type === 'marketplace' && draft.domainId === null) errors.domain = 'Choose the marketplace domain.';
  if (draft.postcodeId === null) errors.postcode = 'Choose an active postcode.';
  const code = codeError(type, draft.code);
  if (code) errors.code = code;
  if (draft.customId.length > MAX_NAME) errors.customId = `Use at most ${MAX_NAME} characters.`;
  return errors;
}

/** The edit form's starting values for an item. */
export function editDraftOf(row: ItemRow): EditItemDraft {
  return {
    code: row.code,
    customId: row.customId ?? '',
    includeRawHtml: row.includeRawHtml ?? false,
    output: row.output ?? 'JSON',
    postcodeId: null,
    storeId: row.store ?? '',
  };
}

/** The changed fields of an edit, in the type's update input; null when nothing changed. */
export function editChanges(type: ItemType, collectionId: number, row: ItemRow, draft: EditItemDraft): UpdateItemInput | null {
  const code = draft.code.trim();
  if (type === 'marketplace') {
    const input: UpdateItemInput = { type, collectionId, asin_id: row.id };
    if (code !== row.code) input.asin = code;
    if (draft.customId !== (row.customId ?? '')) input.custom_id = draft.customId;
    if (draft.includeRawHtml !== (row.includeRawHtml ?? false)) input.include_raw_html = draft.includeRawHtml;
    if (draft.output !== (row.output ?? 'JSON')) input.output = draft.output;
    return Object.keys(input).length > 3 ? input : null;
  }
  const changes: { sku?: string; customer_postcode?: number; store_id?: string } = {};
  if (code !== row.code) changes.sku = code;
  if (draft.postcodeId !== null) changes.customer_postcode = draft.postcodeId;
  if (type === 'officestore' && draft.storeId !== '' && draft.storeId !== (row.store ?? '')) changes.store_id = draft.storeId;
  if (Object.keys(changes).length === 0) return null;
  if (type === 'partsstore') {
    const { store_id: _store, ...partChanges } = changes;
    return { type, collectionId, sku_id: row.id, ...partChanges };
  }
  return { type, collectionId, sku_id: row.id, ...changes };
}
