import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FETCH_MODES, ITEM_REQUEST_TYPES, PRIORITIES } from '../../../../shared/api/collections.ts';
import type { Collection, FetchMode, Priority } from '../../../../shared/api/collections.ts';
import { MAX_NAME } from '../../../../shared/api/common.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { navigate } from '../../../lib/use-route.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCollectionMutation, updateCollectionMutation } from '../../../data/collections.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import {
  changesAnything,
  draftFromCollection,
  emptyCollectionDraft,
  hasErrors,
  toAddInput,
  toUpdateInput,
  validateCollectionDraft,
} from '../lib/collection-draft.ts';
import type { CollectionDraft, ItemRequestType } from '../lib/collection-draft.ts';
import { requestTypeLabel } from '../lib/labels.ts';
import { useCollectionsUi } from '../stores/collections-ui-store.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const TYPE_OPTIONS = ITEM_REQUEST_TYPES.map((t) => ({ value: t, label: requestTypeLabel(t) }));
const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: p }));
const FETCH_LABELS: Readonly<Record<FetchMode, string>> = { full: 'Full record', availability_only: 'Availability only' };
const FETCH_OPTIONS = FETCH_MODES.map((m) => ({ value: m, label: FETCH_LABELS[m] }));

/** Props of CollectionFormDialog. */
export interface CollectionFormDialogProps {
  /** The account's e-mail, the default notification address of a new collection. */
  defaultEmail: string;
}

/** The create or edit dialog, whichever the store says is open. */
export function CollectionFormDialog({ defaultEmail }: CollectionFormDialogProps) {
  const dialog = useCollectionsUi((s) => s.dialog);
  if (!dialog) return null;
  return dialog.mode === 'create' ? (
    <CollectionForm key="create" collection={null} defaultEmail={defaultEmail} />
  ) : (
    <CollectionForm key={dialog.collection.id} collection={dialog.collection} defaultEmail={defaultEmail} />
  );
}

interface CollectionFormProps {
  /** The collection being edited; null when creating. */
  collection: Collection | null;
  defaultEmail: string;
}

function CollectionForm({ collection, defaultEmail }: CollectionFormProps) {
  const editing = collection !== null;
  const stored = useCollectionsUi((s) => (collection ? s.editDrafts[collection.id] : s.createDraft));
  const draft = stored ?? (collection ? draftFromCollection(collection) : emptyCollectionDraft(defaultEmail));
  const closeDialog = useCollectionsUi((s) => s.closeDialog);
  const client = useQueryClient();
  const create = useMutation(createCollectionMutation(client));
  const update = useMutation(updateCollectionMutation(client));
  const mutation = editing ? update : create;
  const gate = useWriteGate(true);
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const save = (next: CollectionDraft | null) => {
    const ui = useCollectionsUi.getState();
    if (collection) ui.setEditDraft(collection.id, next);
    else ui.setCreateDraft(next);
  };
  const patch = (change: Partial<CollectionDraft>) => {
    save({ ...draft, ...change });
    if (mutation.isError) mutation.reset();
  };

  // A create form opened before the profile arrived gets the account's e-mail once it does.
  useEffect(() => {
    if (!editing && defaultEmail && stored?.email === '' && stored.name === '') useCollectionsUi.getState().setCreateDraft({ ...stored, email: defaultEmail });
  }, [editing, defaultEmail, stored]);

  const errors = validateCollectionDraft(draft);
  const shown = submitted ? errors : {};
  const original = collection ? draftFromCollection(collection) : emptyCollectionDraft(defaultEmail);
  const dirty = JSON.stringify(draft) !== JSON.stringify(original);

  const close = () => {
    closeDialog();
    create.reset();
    update.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!gate.allowed) return;
    setSubmitted(true);
    if (hasErrors(errors)) {
      // Focus waits for the messages to render, so the screen reader reads the field with its error.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus());
      return;
    }
    if (collection) {
      const input = toUpdateInput(draft, collection);
      if (!changesAnything(input)) {
        save(null);
        close();
        return;
      }
      update.mutate(input, {
        onSuccess: (saved) => {
          save(null);
          close();
          toast.success(`Collection “${saved.name}” saved`);
        },
      });
    } else {
      create.mutate(toAddInput(draft), {
        onSuccess: (created) => {
          save(null);
          close();
          toast.success(`Collection “${created.name}” created`, {
            message: 'It is a draft until items are added.',
            action: { label: 'Open', onClick: () => navigate('collection', { id: created.id }) },
          });
        },
      });
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      title={collection ? `Edit collection “${collection.name}”` : 'New collection'}
      description={collection ? `${requestTypeLabel(collection.request_type)} collection · #${collection.id}` : 'A named set of items that runs on a schedule.'}
      footer={
        <>
          {dirty && (
            <Button
              variant="ghost"
              className="cl-footer-start"
              onClick={() => {
                save(null);
                setSubmitted(false);
                mutation.reset();
              }}
            >
              {editing ? 'Undo changes' : 'Clear form'}
            </Button>
          )}
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={mutation.isPending} disabled={!gate.allowed}>
            {editing ? 'Save collection' : 'Create collection'}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="stack cl-form" noValidate onSubmit={submit}>
        <TextField
          label="Name"
          required
          maxLength={MAX_NAME + 50}
          value={draft.name}
          onChange={(event) => patch({ name: event.currentTarget.value })}
          error={shown.name}
        />
        <FormRow columns={3}>
          <Select
            label="Type"
            options={TYPE_OPTIONS}
            value={draft.requestType}
            disabled={editing}
            onChange={(event) => patch({ requestType: event.currentTarget.value as ItemRequestType })}
            hint={editing ? 'The type cannot be changed after creation.' : 'Which retailer’s items it holds; fixed once created.'}
          />
          <Select
            label="Priority"
            options={PRIORITY_OPTIONS}
            value={draft.priority}
            onChange={(event) => patch({ priority: event.currentTarget.value as Priority })}
            hint="Higher priorities are processed first."
          />
          <Select
            label="Fetch mode"
            options={FETCH_OPTIONS}
            value={draft.fetchMode}
            onChange={(event) => patch({ fetchMode: event.currentTarget.value as FetchMode })}
            hint={draft.fetchMode === 'full' ? 'Adds brand, rating, reviews, image and seller.' : 'Title, price and availability only.'}
          />
        </FormRow>
        <ScheduleFields draft={draft} errors={shown} onChange={patch} />
        <TextField
          label="Notification e-mail"
          type="email"
          required
          autoComplete="email"
          value={draft.email}
          onChange={(event) => patch({ email: event.currentTarget.value })}
          hint="Gets an e-mail when a run finishes."
          error={shown.email}
        />
        <WriteRefusal reason={gate.reason} />
        {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
      </form>
    </Dialog>
  );
}
