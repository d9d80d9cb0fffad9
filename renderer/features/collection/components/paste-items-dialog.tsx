import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createItemsMutation } from '../../../data/items.ts';
import type { CreateItemsInput } from '../../../data/items.ts';
import { useItemWriteForm } from '../../../data/item-write-form.ts';
import { domainsQuery } from '../../../data/settings.ts';
import { codesToRetry, summarisePaste, toCodeList, uniqueCodes } from '../lib/code-list.ts';
import { codeWord, itemNoun } from '../lib/item-rows.ts';
import type { ItemType } from '../lib/item-rows.ts';
import { EMPTY_PASTE_DRAFT, useCollectionUi } from '../stores/collection-ui-store.ts';
import { BatchOutcome } from './batch-outcome.tsx';
import { CodeListField } from './code-list-field.tsx';
import { LocationFields, useItemDomainId, useItemPostcodes } from './location-fields.tsx';
import { RoomCheck } from '../../../components/room-check.tsx';

/** Props of PasteItemsDialog. */
export interface PasteItemsDialogProps {
  collectionId: number;
  type: ItemType;
}

/** Adds many items from a pasted list (commas, spaces or new lines) and shows the outcome of every row. */
export function PasteItemsDialog({ collectionId, type }: PasteItemsDialogProps) {
  const open = useCollectionUi((s) => s.pasteOpen);
  const setOpen = useCollectionUi((s) => s.setPasteOpen);
  const draft = useCollectionUi((s) => s.pasteDrafts[collectionId] ?? EMPTY_PASTE_DRAFT);
  const patch = useCollectionUi((s) => s.patchPasteDraft);
  const create = useMutation(createItemsMutation(useQueryClient()));
  const domains = useQuery(domainsQuery());
  const domainId = useItemDomainId(type, draft.domainId);
  const { postcodes } = useItemPostcodes(type, draft.domainId);
  /** Repeats in the list last sent (each code goes once), for the outcome line. */
  const [sentRepeats, setSentRepeats] = useState(0);
  const noun = itemNoun(type);
  const nounPlural = itemNoun(type, true);
  const summary = summarisePaste(draft.text, type === 'marketplace');
  // What is sent: each code once.
  const unique = uniqueCodes(summary.codes);
  // An empty list is told by its own field message; a longer one must fit in the room read as the dialog opened.
  const { gate, count, sendable, tried, setTried } = useItemWriteForm({ open, collectionId, type, adding: unique.length });

  const errors = {
    domain: tried && type === 'marketplace' && draft.domainId === null ? 'Choose the marketplace domain.' : undefined,
    postcode: tried && draft.postcodeId === null ? 'Choose an active postcode.' : undefined,
    text: tried && summary.codes.length === 0 ? `Paste at least one ${codeWord(type)}.` : undefined,
  };

  const close = () => {
    setOpen(false);
    setTried(false);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const domainName = domains.data?.find((d) => d.id === domainId)?.domain;
    const postcode = postcodes.find((z) => z.id === draft.postcodeId)?.zipcode;
    if (!sendable || !domainName || !postcode || summary.codes.length === 0) return;
    const list = toCodeList(unique);
    const input: CreateItemsInput =
      type === 'marketplace'
        ? { type, collection: collectionId, domain: domainName, customer_postcode: postcode, asins: list, including_raw_html: draft.includeRawHtml }
        : type === 'partsstore'
          ? { type, collection: collectionId, skus: list, customer_postcode: postcode }
          : {
              type,
              collection: collectionId,
              skus: list,
              customer_postcode: postcode,
              domain: domainName,
              ...(draft.storeId ? { store_id: draft.storeId } : {}),
            };
    create.mutate(input, {
      onSuccess: (outcome) => {
        // Leave only the refused codes that can succeed in the box, to be corrected and sent again.
        patch(collectionId, { text: codesToRetry(outcome.errors).join('\n') });
        setSentRepeats(summary.repeated);
        setTried(false);
        if (outcome.added > 0) toast.success(`${pluralize(outcome.added, noun, nounPlural)} added`);
      },
    });
  };

  const formId = `paste-items-${collectionId}`;
  const parts = [
    pluralize(summary.codes.length, noun, nounPlural),
    summary.repeated > 0 ? `${summary.repeated} repeated` : null,
    summary.malformed > 0 ? `${summary.malformed} not shaped like an ASIN` : null,
  ].filter(Boolean);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Paste a list of ${nounPlural}`}
      description="Separate them with commas, spaces or new lines. Every row is checked by the service; refused rows are listed with the reason."
      closeOnBackdrop={false}
      size="lg"
      footer={
        <>
          <Button onClick={close}>{create.data ? 'Close' : 'Cancel'}</Button>
          <Button variant="primary" type="submit" form={formId} loading={create.isPending} disabled={!sendable || (summary.codes.length === 0 && tried)}>
            {unique.length > 0 ? `Add ${pluralize(unique.length, noun, nounPlural)}` : `Add ${nounPlural}`}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <LocationFields type={type} value={draft} onChange={(p) => patch(collectionId, p)} errors={errors} disabled={create.isPending} />
        <CodeListField
          label={`${nounPlural.charAt(0).toUpperCase()}${nounPlural.slice(1)}`}
          required
          value={draft.text}
          onChange={(event) => patch(collectionId, { text: event.currentTarget.value })}
          error={errors.text}
          hint={summary.codes.length > 0 ? parts.join(' · ') : undefined}
          placeholder={type === 'marketplace' ? 'B0XXXXXXXX, B0YYYYYYYY\nB0ZZZZZZZZ' : 'one per line, or separated by commas'}
        />
        {type === 'marketplace' && (
          <Checkbox
            label="Include raw HTML"
            checked={draft.includeRawHtml}
            onChange={(event) => patch(collectionId, { includeRawHtml: event.currentTarget.checked })}
          />
        )}
        {gate.allowed ? <RoomCheck count={count} adding={unique.length} /> : <WriteRefusal reason={gate.reason} />}
        {create.error && <ErrorMessage variant="inline" error={asBridgeError(create.error)} title="The list was not sent" />}
        {create.data && <BatchOutcome outcome={create.data} noun={noun} nounPlural={nounPlural} repeated={sentRepeats} />}
      </form>
    </Dialog>
  );
}
