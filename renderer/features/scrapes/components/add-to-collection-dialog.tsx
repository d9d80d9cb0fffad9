import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AddCodesDialog } from '../../../components/add-codes-dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { domainsQuery } from '../../../data/settings.ts';
import { zipcodesQuery } from '../../../data/zipcodes.ts';
import { ADD_BATCH_SIZE } from '../../../lib/add-in-batches.ts';
import { pluralize } from '../../../lib/format.ts';
import { addAsinsToCollection } from '../api/add-asins-to-collection.ts';
import { marketplaceDomains } from '../lib/scrape-form.ts';
import { useScrapesUi } from '../stores/scrapes-ui-store.ts';
import type { AddToCollectionDraft } from '../stores/scrapes-ui-store.ts';
import { PostcodeChoice } from './postcode-choice.tsx';

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
 * "Add to a collection" for a scrape's results: a new or existing marketplace collection, the domain and
 * one of its active postcodes, all or the selected ASINs.
 */
export function AddToCollectionDialog({ scrapeId, scrapeName, allAsins, selectedAsins }: AddToCollectionDialogProps) {
  const scopeGroup = useId();
  const draft = useScrapesUi((s) => s.addDrafts[scrapeId]);
  const domains = marketplaceDomains(useQuery(domainsQuery()).data ?? []);
  const domain = domains.find((d) => d.domain === draft?.domain);
  const postcodes = useQuery({ ...zipcodesQuery({ status: 'active', domain: domain?.id ?? 0 }), enabled: domain !== undefined });
  // One active postcode for the domain: take it.
  const only = postcodes.data?.length === 1 ? postcodes.data[0]?.zipcode : undefined;
  const needsPostcode = draft?.postcode === '';
  useEffect(() => {
    if (only && needsPostcode) useScrapesUi.getState().patchAddDraft(scrapeId, { postcode: only });
  }, [only, needsPostcode, scrapeId]);
  if (!draft) return null;

  const asins = draft.scope === 'selected' ? selectedAsins : allAsins;
  const change = (patch: Partial<AddToCollectionDraft>) => useScrapesUi.getState().patchAddDraft(scrapeId, patch);
  return (
    <AddCodesDialog
      requestType="marketplace"
      noun="ASIN"
      description={`Adds the ASINs this scrape found as marketplace items, ${ADD_BATCH_SIZE} per call.`}
      codes={asins}
      target={draft}
      onTargetChange={change}
      defaultName={`${scrapeName}_asins`}
      newHint="Run manually, at Normal priority; change these on its page."
      errors={{
        domain: draft.domain === '' ? 'Choose the domain the ASINs belong to.' : undefined,
        postcode: draft.postcode === '' ? 'Choose an active postcode of this domain.' : undefined,
      }}
      add={(target, onProgress) => addAsinsToCollection({ target, domain: draft.domain, postcode: draft.postcode, asins, onProgress })}
      onClose={(outcome) => {
        if (outcome) useScrapesUi.getState().dropAddDraft(scrapeId);
        useScrapesUi.getState().closeAdd();
      }}
    >
      {(shown, running) => (
        <>
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
          <fieldset className="choices" disabled={running}>
            <legend className="choices__legend">ASINs</legend>
            <label className="choices__option">
              <input type="radio" name={scopeGroup} checked={draft.scope === 'all'} onChange={() => change({ scope: 'all' })} />
              All {pluralize(allAsins.length, 'ASIN')} found
            </label>
            <label className="choices__option">
              <input
                type="radio"
                name={scopeGroup}
                checked={draft.scope === 'selected'}
                disabled={selectedAsins.length === 0}
                onChange={() => change({ scope: 'selected' })}
              />
              The {pluralize(selectedAsins.length, 'selected row')}
            </label>
          </fieldset>
        </>
      )}
    </AddCodesDialog>
  );
}
