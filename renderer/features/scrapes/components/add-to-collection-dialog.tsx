import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { Select } from '../../../components/select.tsx';
import { existingTarget } from '../../../lib/add-in-batches.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountProfileQuery } from '../../../data/account.ts';
import { pickerCollectionsQuery } from '../../../data/collections.ts';
import { domainsQuery } from '../../../data/settings.ts';
import { zipcodesQuery } from '../../../data/zipcodes.ts';
import { addAsinsMutation, ASIN_BATCH_SIZE } from '../api/add-asins-to-collection.ts';
import type { TargetCollection } from '../api/add-asins-to-collection.ts';
import { marketplaceDomains } from '../lib/scrape-form.ts';
import { useScrapesUi } from '../stores/scrapes-ui-store.ts';
import { AddOutcome } from './add-outcome.tsx';
import { PostcodeChoice } from './postcode-choice.tsx';
import { TargetFields } from './target-fields.tsx';

/** Props of AddToCollectionDialog. */
export interface AddToCollectionDialogProps {
  scrapeId: number;
  scrapeName: string;
  /** Every ASIN found, in listing order. */
  allAsins: readonly string[];
  /** The selected rows' ASINs. */
  selectedAsins: readonly string[];
}

/**
 * "Add to a collection": a new or existing marketplace collection, the domain's active postcode, all or
 * the selected ASINs; sent in batches of 500 one after another with a progress bar, then the outcome.
 */
export function AddToCollectionDialog({ scrapeId, scrapeName, allAsins, selectedAsins }: AddToCollectionDialogProps) {
  const formId = useId();
  const draft = useScrapesUi((s) => s.addDrafts[scrapeId]);
  const ui = useScrapesUi.getState;
  const domains = marketplaceDomains(useQuery(domainsQuery()).data ?? []);
  const domain = domains.find((d) => d.domain === draft?.domain);
  const postcodes = useQuery({ ...zipcodesQuery({ status: 'active', domain: domain?.id ?? 0 }), enabled: domain !== undefined });
  const accountEmail = useQuery(accountProfileQuery()).data?.email ?? null;
  const mutation = useMutation(addAsinsMutation(useQueryClient()));
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const targets = useQuery({ ...pickerCollectionsQuery('marketplace'), enabled: draft?.mode === 'existing' });
  // One active postcode for the domain: take it.
  const only = postcodes.data?.length === 1 ? postcodes.data[0]?.zipcode : undefined;
  const needsPostcode = draft?.postcode === '';
  useEffect(() => {
    if (only && needsPostcode) useScrapesUi.getState().patchAddDraft(scrapeId, { postcode: only });
  }, [only, needsPostcode, scrapeId]);
  if (!draft) return null;

  const asins = draft.scope === 'selected' ? selectedAsins : allAsins;
  const defaultName = `${scrapeName}_asins`;
  const errors: Partial<Record<'collectionId' | 'domain' | 'postcode' | 'scope' | 'email', string>> = {
    collectionId: draft.mode === 'existing' && draft.collectionId === '' ? 'Choose a collection.' : undefined,
    domain: draft.domain === '' ? 'Choose the domain the ASINs belong to.' : undefined,
    postcode: draft.postcode === '' ? 'Choose an active postcode of this domain.' : undefined,
    scope: asins.length === 0 ? 'There are no ASINs to add.' : undefined,
    email: draft.mode === 'new' && !accountEmail ? 'The account e-mail is not known yet; try again in a moment.' : undefined,
  };
  const shown: typeof errors = submitted ? errors : {};
  const running = mutation.isPending;
  const outcome = mutation.data;
  const change = (patch: Parameters<ReturnType<typeof ui>['patchAddDraft']>[1]) => {
    ui().patchAddDraft(scrapeId, patch);
    if (mutation.isError) mutation.reset();
  };
  const close = () => {
    if (running) return;
    if (outcome) {
      ui().dropAddDraft(scrapeId);
      mutation.reset();
    }
    ui().closeAdd();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    const target: TargetCollection =
      draft.mode === 'new'
        ? { kind: 'new', name: draft.newName.trim() || defaultName, notificationEmail: accountEmail ?? '', priority: 'Normal' }
        : existingTarget(draft.collectionId, targets.data?.items);
    mutation.mutate(
      { target, domain: draft.domain, postcode: draft.postcode, asins, onProgress: (sent, total) => setProgress({ sent, total }) },
      {
        onSuccess: (done) => {
          if (done.stoppedBy) return;
          const title = `${pluralize(done.added, 'ASIN')} added to ${done.collectionName}`;
          if (done.refused.length === 0) toast.success(title);
          else toast.warning(title, { message: `${pluralize(done.refused.length, 'row')} not added; the dialog lists why.` });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={close}
      size="md"
      closeOnBackdrop={false}
      title="Add to a collection"
      description={`Adds the ASINs this scrape found as marketplace items, ${ASIN_BATCH_SIZE} per call.`}
      footer={
        outcome ? (
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={running}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} loading={running}>
              Add {pluralize(asins.length, 'ASIN')}
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <AddOutcome outcome={outcome} />
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="stack">
          <TargetFields draft={draft} onChange={change} errors={{ collectionId: shown.collectionId }} namePlaceholder={defaultName} disabled={running} />
          <Select
            label="Domain"
            required
            placeholder="Choose a domain"
            options={domains.map((d) => ({ value: d.domain, label: d.domain }))}
            value={draft.domain}
            onChange={(event) => change({ domain: event.currentTarget.value, postcode: '' })}
            hint="The marketplace the scrape ran on; items are scraped there."
            error={shown.domain}
            disabled={running}
          />
          <PostcodeChoice
            domain={draft.domain}
            postcodes={postcodes.data}
            loading={postcodes.isPending && postcodes.fetchStatus !== 'idle'}
            value={draft.postcode}
            onChange={(postcode) => change({ postcode })}
            error={shown.postcode}
          />
          <fieldset className="sc-fieldset sc-choice" disabled={running}>
            <legend className="sc-fieldset__legend">ASINs</legend>
            <label className="sc-choice__option">
              <input type="radio" name={`${formId}-scope`} checked={draft.scope === 'all'} onChange={() => change({ scope: 'all' })} />
              All {pluralize(allAsins.length, 'ASIN')} found
            </label>
            <label className="sc-choice__option">
              <input
                type="radio"
                name={`${formId}-scope`}
                checked={draft.scope === 'selected'}
                disabled={selectedAsins.length === 0}
                onChange={() => change({ scope: 'selected' })}
              />
              The {pluralize(selectedAsins.length, 'selected row')}
            </label>
            {shown.scope && <p className="field__error">{shown.scope}</p>}
          </fieldset>
          {running && progress && <ProgressBar value={progress.sent} max={progress.total} label="ASINs sent" detail={`${ASIN_BATCH_SIZE} per call`} />}
          {shown.email && <p className="field__error">{shown.email}</p>}
          {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
        </form>
      )}
    </Dialog>
  );
}
