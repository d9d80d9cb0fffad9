import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../shared/api/limits.ts';
import { accountProfileQuery } from '../data/account.ts';
import { collectionCreated, itemsChanged } from '../data/changes.ts';
import { pickerCollectionsQuery } from '../data/collections.ts';
import { useItemWriteForm } from '../data/item-write-form.ts';
import { ADD_BATCH_SIZE, existingTarget } from '../lib/add-in-batches.ts';
import type { AddCodesOutcome, CollectionTarget } from '../lib/add-in-batches.ts';
import { asBridgeError } from '../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../lib/format.ts';
import { toast } from '../lib/toasts.ts';
import { navigate } from '../lib/use-route.ts';
import { AddCodesOutcomeView } from './add-codes-outcome.tsx';
import { Button } from './button.tsx';
import { CollectionTargetField } from './collection-target-field.tsx';
import { Dialog } from './dialog.tsx';
import { ErrorMessage } from './error-message.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { RoomCheck } from './room-check.tsx';
import { WriteRefusal } from './write-refusal.tsx';

/** The target half of an "add to a collection" draft: a new collection (its name) or an existing one. */
export interface TargetDraft {
  mode: 'new' | 'existing';
  newName: string;
  collectionId: string;
}

/** Field messages by field name; undefined where the field is fine. */
export type FieldErrors = Readonly<Record<string, string | undefined>>;

/** Props of AddCodesDialog: the shared frame, and what each screen adds to it. */
export interface AddCodesDialogProps {
  /** The item type the codes become; the collections offered are of this type. */
  requestType: 'marketplace' | 'officestore';
  /** One code as the messages name it: "ASIN", "SKU". */
  noun: string;
  description: string;
  codes: readonly string[];
  target: TargetDraft;
  onTargetChange: (patch: Partial<TargetDraft>) => void;
  /** The new collection's name when left empty; without one, a name is required. */
  defaultName?: string;
  newHint: string;
  /** The screen's own fields' messages (postcode, store…); shown once the user tried to add. */
  errors: FieldErrors;
  /** The screen's own fields, given their shown messages and whether the codes are being sent. */
  children: (shown: FieldErrors, running: boolean) => ReactNode;
  /** Sends the codes to the target (see addCodesToCollection), reporting progress. */
  add: (target: CollectionTarget, onProgress: (sent: number, total: number) => void) => Promise<AddCodesOutcome>;
  /** Closes the dialog; `outcome` is what adding did, when it ran. */
  onClose: (outcome: AddCodesOutcome | undefined) => void;
  /** Offers "Discard form", which forgets the draft. */
  onDiscard?: () => void;
}

/**
 * "Add to a collection", shared by the catalogue and the category scrapes: a new or existing collection,
 * the screen's own fields, the codes sent in batches one after another with a progress bar, then the
 * outcome in place (each refused row with the service's reason). A notice on closing keeps the record.
 */
export function AddCodesDialog(props: AddCodesDialogProps) {
  const { requestType, noun, codes, target, defaultName } = props;
  const formId = useId();
  const group = useId();
  const client = useQueryClient();
  const targets = useQuery({ ...pickerCollectionsQuery(requestType), enabled: target.mode === 'existing' });
  const email = useQuery(accountProfileQuery()).data?.email ?? null;
  const mutation = useMutation({
    mutationFn: ({ to, onProgress }: { to: CollectionTarget; onProgress: (sent: number, total: number) => void }) => props.add(to, onProgress),
    // Every view of the collection re-reads, even after a partial failure.
    onSettled: (outcome) => (outcome ? itemsChanged(client, outcome.collectionId) : collectionCreated(client)),
  });
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  // Offline, nothing is sent; an existing collection's room is read live when it is chosen.
  const existingId = target.mode === 'existing' ? Number(target.collectionId) || 0 : 0;
  const {
    gate,
    count,
    sendable,
    tried: submitted,
    setTried: setSubmitted,
  } = useItemWriteForm({
    open: true,
    collectionId: existingId,
    type: requestType,
    adding: codes.length,
  });
  const roomOk = existingId === 0 ? codes.length <= LIMITS.itemsPerCollection : sendable;

  const errors: FieldErrors = {
    ...props.errors,
    newName: target.mode === 'new' && defaultName === undefined && target.newName.trim() === '' ? 'Name the new collection.' : undefined,
    collectionId: target.mode === 'existing' && target.collectionId === '' ? 'Choose a collection.' : undefined,
    codes: codes.length === 0 ? `There are no ${noun}s to add.` : undefined,
    email: target.mode === 'new' && !email ? 'The account e-mail (for run notices) is not known yet; try again in a moment.' : undefined,
  };
  const shown: FieldErrors = submitted ? errors : {};
  const running = mutation.isPending;
  const outcome = mutation.data;

  const close = () => {
    if (running) return;
    if (outcome && !outcome.stoppedBy) {
      const title = `${pluralize(outcome.added, noun)} added to ${outcome.collectionName}`;
      const open = { label: 'Open collection', onClick: () => navigate('collection', { id: outcome.collectionId }) };
      if (outcome.refused.length === 0) toast.success(title, { action: open });
      else toast.warning(title, { message: `${pluralize(outcome.refused.length, 'row')} not added.`, action: open });
    }
    props.onClose(outcome);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean) || !gate.allowed || !roomOk) return;
    const to: CollectionTarget =
      target.mode === 'new'
        ? { kind: 'new', name: target.newName.trim() || (defaultName ?? ''), notificationEmail: email ?? '' }
        : existingTarget(target.collectionId, targets.data?.items);
    mutation.mutate({ to, onProgress: (sent, total) => setProgress({ sent, total }) });
  };

  const discard = props.onDiscard;
  return (
    <Dialog
      open
      onClose={close}
      size="md"
      closeOnBackdrop={false}
      title="Add to a collection"
      description={props.description}
      footer={
        outcome ? (
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            {discard && !running && (
              <Button
                variant="ghost"
                className="add-codes__discard"
                onClick={() => {
                  discard();
                  setSubmitted(false);
                  mutation.reset();
                }}
              >
                Discard form
              </Button>
            )}
            <Button onClick={close} disabled={running}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} loading={running} disabled={!gate.allowed || !roomOk}>
              Add {pluralize(codes.length, noun)}
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <AddCodesOutcomeView outcome={outcome} noun={noun} />
      ) : (
        // A change to any field clears the message of a failed attempt.
        <form id={formId} onSubmit={submit} onChange={() => mutation.isError && mutation.reset()} noValidate className="stack">
          <fieldset className="choices" disabled={running}>
            <legend className="choices__legend">Add to</legend>
            {(['new', 'existing'] as const).map((mode) => (
              <label key={mode} className="choices__option">
                <input type="radio" name={group} checked={target.mode === mode} onChange={() => props.onTargetChange({ mode })} />
                {mode === 'new' ? `A new ${requestType} collection` : `An existing ${requestType} collection`}
              </label>
            ))}
          </fieldset>
          <CollectionTargetField
            draft={target}
            onChange={props.onTargetChange}
            collections={targets.data?.items}
            loading={targets.isPending}
            typeLabel={requestType}
            newHint={props.newHint}
            namePlaceholder={defaultName}
            maxLength={255}
            errors={{ newName: shown.newName, collectionId: shown.collectionId }}
            disabled={running}
          />
          {props.children(shown, running)}
          {existingId > 0 && <RoomCheck count={count} adding={codes.length} />}
          {existingId === 0 && codes.length > LIMITS.itemsPerCollection && (
            <p className="field__error">
              A collection holds at most {formatNumber(LIMITS.itemsPerCollection)} items: choose fewer {noun}s.
            </p>
          )}
          <WriteRefusal reason={gate.reason} />
          {running && progress && (
            <ProgressBar value={progress.sent} max={progress.total} label={`${noun}s sent`} detail={`${formatNumber(ADD_BATCH_SIZE)} per call`} />
          )}
          {(shown.codes ?? shown.email) && <p className="field__error">{shown.codes ?? shown.email}</p>}
          {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
        </form>
      )}
    </Dialog>
  );
}
