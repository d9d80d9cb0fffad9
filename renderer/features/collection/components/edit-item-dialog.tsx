import type { FormEvent } from 'react';
import { ITEM_OUTPUTS } from '../../../../shared/api/marketplace-items.ts';
import { MAX_NAME } from '../../../../shared/api/common.ts';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateItemMutation } from '../../../data/items.ts';
import { officestoreStoresQuery } from '../../../data/settings.ts';
import { useItemWriteForm } from '../../../data/item-write-form.ts';
import { codeError, editChanges } from '../lib/item-forms.ts';
import { codeLabel, itemNoun } from '../lib/item-rows.ts';
import type { ItemRow, ItemType } from '../lib/item-rows.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import type { EditItemDraft } from '../stores/collection-ui-store.ts';
import { useItemPostcodes } from './location-fields.tsx';

/** Props of EditItemDialog. */
export interface EditItemDialogProps {
  collectionId: number;
  type: ItemType;
  /** The item being edited (null: closed). */
  row: ItemRow | null;
}

/** Changes an item's code and options (marketplace), or its code, postcode and store. */
export function EditItemDialog({ collectionId, type, row }: EditItemDialogProps) {
  const draft = useCollectionUi((s) => (row ? s.editDrafts[row.id] : undefined));
  const patchDraft = useCollectionUi((s) => s.patchEditDraft);
  const close = useCollectionUi((s) => s.closeEdit);
  const dropDraft = useCollectionUi((s) => s.dropEditDraft);
  const update = useMutation(updateItemMutation(useQueryClient()));
  const { postcodes } = useItemPostcodes(type, null);
  const stores = useQuery({ ...officestoreStoresQuery(), enabled: type === 'officestore' && row !== null });
  const { gate, tried, setTried } = useItemWriteForm({ open: row !== null, collectionId, type });
  const noun = itemNoun(type);

  if (!row || !draft) return null;
  const patch = (p: Partial<EditItemDraft>) => patchDraft(row.id, p);
  const code = draft.code.trim();
  const codeProblem = codeError(type, draft.code);
  const customIdError = tried && draft.customId.length > MAX_NAME ? `Use at most ${MAX_NAME} characters.` : undefined;

  const dismiss = () => {
    setTried(false);
    update.reset();
    close();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!gate.allowed || codeProblem || draft.customId.length > MAX_NAME) return;
    const input = editChanges(type, collectionId, row, draft);
    if (!input) {
      dropDraft(row.id);
      dismiss();
      return;
    }
    update.mutate(input, {
      onSuccess: () => {
        toast.success(`Saved ${noun} ${code}`);
        dropDraft(row.id);
        dismiss();
      },
    });
  };

  const formId = `edit-item-${row.id}`;
  return (
    <Dialog
      open
      onClose={dismiss}
      title={`Edit ${noun} ${row.code}`}
      description="Your changes are kept until you save or discard them."
      closeOnBackdrop={false}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              dropDraft(row.id);
              dismiss();
            }}
          >
            Discard changes
          </Button>
          <Button onClick={dismiss}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={update.isPending} disabled={!gate.allowed}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <FormRow columns={2}>
          <TextField
            label={codeLabel(type)}
            required
            value={draft.code}
            onChange={(e) => patch({ code: e.currentTarget.value })}
            error={tried ? codeProblem : undefined}
            className="mono"
            spellCheck={false}
          />
          {type === 'marketplace' ? (
            <TextField label="Custom id" value={draft.customId} onChange={(e) => patch({ customId: e.currentTarget.value })} error={customIdError} />
          ) : (
            <Select
              label="Postcode"
              value={draft.postcodeId === null ? '' : String(draft.postcodeId)}
              placeholder={`Keep ${row.postcode}`}
              options={postcodes.map((z) => ({ value: String(z.id), label: z.zipcode }))}
              onChange={(e) => patch({ postcodeId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
              hint="Only active postcodes are offered."
            />
          )}
        </FormRow>
        {type === 'marketplace' && (
          <FormRow columns={2}>
            <Select
              label="Output"
              value={draft.output}
              options={ITEM_OUTPUTS.map((o) => ({ value: o, label: o }))}
              onChange={(e) => patch({ output: e.currentTarget.value === 'HTML' ? 'HTML' : 'JSON' })}
            />
            <Checkbox
              label="Include raw HTML"
              checked={draft.includeRawHtml}
              onChange={(e) => patch({ includeRawHtml: e.currentTarget.checked })}
              className="add-item__checkbox"
            />
          </FormRow>
        )}
        {type === 'officestore' && (
          <Select
            label="Store"
            value={draft.storeId}
            options={(stores.data ?? []).map((s) => ({ value: s.store_id, label: `${s.store_name} (${s.store_id}, ${s.state})` }))}
            onChange={(e) => patch({ storeId: e.currentTarget.value })}
          />
        )}
        <WriteRefusal reason={gate.reason} />
        {update.error && <ErrorMessage variant="inline" error={asBridgeError(update.error)} title="The changes were not saved" />}
      </form>
    </Dialog>
  );
}
