import { describe, expect, it } from 'vitest';
import { EMPTY_ADD_DRAFT } from '../stores/collection-ui-store.ts';
import { addItemErrors, codeError, editChanges, editDraftOf } from './item-forms.ts';
import type { ItemRow } from './item-rows.ts';

const asinRow: ItemRow = {
  id: 4,
  code: 'B000000001',
  postcode: '2000',
  created: 'x',
  domain: 'marketplace.com.au',
  customId: null,
  includeRawHtml: false,
  output: 'JSON',
};
const storeRow: ItemRow = { id: 8, code: 'S1', postcode: '4000', created: 'x', store: 'W411' };

describe('item forms', () => {
  it('checks codes in place', () => {
    expect(codeError('marketplace', ' B000000001 ')).toBeUndefined();
    expect(codeError('marketplace', 'b000000001')).toMatch(/valid ASIN/);
    expect(codeError('partsstore', '')).toBe('Enter the product code.');
    expect(codeError('officestore', 'x'.repeat(65))).toMatch(/at most 64/);
  });

  it('asks for domain, postcode and code before adding', () => {
    expect(addItemErrors('marketplace', EMPTY_ADD_DRAFT)).toEqual({
      domain: 'Choose the marketplace domain.',
      postcode: 'Choose an active postcode.',
      code: 'Enter the ASIN.',
    });
    expect(addItemErrors('partsstore', { ...EMPTY_ADD_DRAFT, postcodeId: 2, code: 'P1' })).toEqual({});
  });

  it('sends only the fields an edit changed', () => {
    const draft = editDraftOf(asinRow);
    expect(editChanges('marketplace', 1, asinRow, draft)).toBeNull();
    expect(editChanges('marketplace', 1, asinRow, { ...draft, customId: 'ref', includeRawHtml: true })).toEqual({
      type: 'marketplace',
      collectionId: 1,
      asin_id: 4,
      custom_id: 'ref',
      include_raw_html: true,
    });
    const storeDraft = editDraftOf(storeRow);
    expect(storeDraft.storeId).toBe('W411');
    expect(editChanges('officestore', 3, storeRow, { ...storeDraft, storeId: 'W402', postcodeId: 6 })).toEqual({
      type: 'officestore',
      collectionId: 3,
      sku_id: 8,
      customer_postcode: 6,
      store_id: 'W402',
    });
    expect(editChanges('partsstore', 2, storeRow, { ...storeDraft, code: 'S2', storeId: 'W402' })).toEqual({
      type: 'partsstore',
      collectionId: 2,
      sku_id: 8,
      sku: 'S2',
    });
  });
});
