import type { FormEvent } from 'react';
import { ITEM_OUTPUTS } from '../../../../shared/api/marketplace-items.ts';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createItemMutation } from '../../../data/items.ts';
import type { CreateItemInput } from '../../../data/items.ts';
import { useItemWriteForm } from '../../../data/item-write-form.ts';
import { addItemErrors } from '../lib/item-forms.ts';
import { codeLabel, itemNoun } from '../lib/item-rows.ts';
import type { ItemType } from '../lib/item-rows.ts';
import { EMPTY_ADD_DRAFT, useCollectionUi } from '../stores/collection-ui-store.ts';
import { LocationFields, useItemDomainId } from './location-fields.tsx';
import { RoomCheck } from '../../../components/room-check.tsx';

/** Props of AddItemDialog. */
export interface AddItemDialogProps {
  collectionId: number;
  type: ItemType;
}

/** Adds one item: location (only active postcodes offered), code, and the marketplace options. */
export function AddItemDialog({ collectionId, type }: AddItemDialogProps) {
  const open = useCollectionUi((s) => s.addOpen);
  const setOpen = useCollectionUi((s) => s.setAddOpen);
  const draft = useCollectionUi((s) => s.addDrafts[collectionId] ?? EMPTY_ADD_DRAFT);
  const patch = useCollectionUi((s) => s.patchAddDraft);
  const reset = useCollectionUi((s) => s.resetAddDraft);
  const create = useMutation(createItemMutation(useQueryClient()));
  const { gate, count, sendable, tried, setTried } = useItemWriteForm({ open, collectionId, type, adding: 1 });
  const domainId = useItemDomainId(type, draft.domainId);
  const errors = tried ? addItemErrors(type, draft) : {};
  const noun = itemNoun(type);

  const close = () => {
    setOpen(false);
    setTried(false);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!sendable || Object.keys(addItemErrors(type, draft)).length > 0 || draft.postcodeId === null || domainId === null) return;
    const code = draft.code.trim();
    const input: CreateItemInput =
      type === 'marketplace'
        ? {
            type,
            collection: collectionId,
            domain: domainId,
            customer_postcode: draft.postcodeId,
            asin: code,
            include_raw_html: draft.includeRawHtml,
            output: draft.output,
            ...(draft.customId.trim() ? { custom_id: draft.customId.trim() } : {}),
          }
        : type === 'partsstore'
          ? { type, collection: collectionId, sku: code, customer_postcode: draft.postcodeId }
          : { type, collection: collectionId, sku: code, customer_postcode: draft.postcodeId, ...(draft.storeId ? { store_id: draft.storeId } : {}) };
    create.mutate(input, {
      onSuccess: () => {
        toast.success(`Added ${noun} ${code}`);
        // Keep where the items go, so the next one is quick to add.
        reset(collectionId, {
          domainId: draft.domainId,
          postcodeId: draft.postcodeId,
          storeId: draft.storeId,
          output: draft.output,
          includeRawHtml: draft.includeRawHtml,
        });
        close();
      },
    });
  };

  const formId = `add-item-${collectionId}`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Add ${noun}`}
      description={type === 'marketplace' ? 'One ASIN for a marketplace domain and one of its active postcodes.' : `One ${noun} with an active postcode.`}
      closeOnBackdrop={false}
      size="md"
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={create.isPending} disabled={!sendable}>
            Add {noun}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <LocationFields type={type} value={draft} onChange={(p) => patch(collectionId, p)} errors={errors} disabled={create.isPending} />
        <FormRow columns={type === 'marketplace' ? 2 : undefined}>
          <TextField
            label={codeLabel(type)}
            required
            value={draft.code}
            onChange={(event) => patch(collectionId, { code: event.currentTarget.value })}
            error={errors.code}
            className="mono"
            autoComplete="off"
            spellCheck={false}
            placeholder={type === 'marketplace' ? 'B0XXXXXXXX' : undefined}
          />
          {type === 'marketplace' && (
            <TextField
              label="Custom id"
              hint="Your own reference (optional)."
              value={draft.customId}
              onChange={(event) => patch(collectionId, { customId: event.currentTarget.value })}
              error={errors.customId}
            />
          )}
        </FormRow>
        {type === 'marketplace' && (
          <FormRow columns={2}>
            <Select
              label="Output"
              value={draft.output}
              options={ITEM_OUTPUTS.map((o) => ({ value: o, label: o }))}
              onChange={(event) => patch(collectionId, { output: event.currentTarget.value === 'HTML' ? 'HTML' : 'JSON' })}
            />
            <Checkbox
              label="Include raw HTML"
              checked={draft.includeRawHtml}
              onChange={(event) => patch(collectionId, { includeRawHtml: event.currentTarget.checked })}
              className="add-item__checkbox"
            />
          </FormRow>
        )}
        {gate.allowed ? <RoomCheck count={count} adding={1} /> : <WriteRefusal reason={gate.reason} />}
        {create.error && <ErrorMessage variant="inline" error={asBridgeError(create.error)} title={`The ${noun} was not added`} />}
      </form>
    </Dialog>
  );
}
