import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { RoomCheck } from '../../../components/room-check.tsx';
import { Select } from '../../../components/select.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { itemsChanged } from '../../../data/changes.ts';
import { roomAllows, useLiveItemCount } from '../../../data/live-limits.ts';
import { domainsQuery } from '../../../data/settings.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { zipcodesQuery } from '../../../data/zipcodes.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { spreadItems } from '../api/spread-items.ts';
import { domainsOf, productsOf, spreadPlans } from '../lib/also-watch.ts';
import { fixedDomainOf, itemNoun } from '../lib/item-rows.ts';
import type { ItemRow, ItemType } from '../lib/item-rows.ts';
import { SpreadOutcomeView } from './spread-outcome.tsx';

/** Props of AlsoWatchDialog. */
export interface AlsoWatchDialogProps {
  open: boolean;
  onClose: () => void;
  collectionId: number;
  name: string;
  type: ItemType;
  /** The items whose products are spread (every item, or those the Items filter shows). */
  scope: readonly ItemRow[];
  /** Says which items `scope` is ("every ASIN", "the 12 ASINs the filter shows"). */
  scopeLabel: string;
  /** Every item of the collection, to skip a product already watched at a postcode. */
  all: readonly ItemRow[];
}

/**
 * "Also watch at…": the same products at other active postcodes of their domain, added through the
 * service's multiple create in batches, after the collection's room is read live; refused up front while
 * the service cannot be reached. The outcome lists every product × postcode not added, with why.
 */
export function AlsoWatchDialog({ open, onClose, collectionId, name, type, scope, scopeLabel, all }: AlsoWatchDialogProps) {
  const client = useQueryClient();
  const domains = useQuery(domainsQuery());
  const scopeDomains = useMemo(() => domainsOf(scope), [scope]);
  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const domain = fixedDomainOf(type) ?? (chosenDomain !== null && scopeDomains.includes(chosenDomain) ? chosenDomain : (scopeDomains[0] ?? null));
  const domainId = domains.data?.find((d) => d.domain === domain)?.id ?? null;
  const active = useQuery({ ...zipcodesQuery({ status: 'active', ...(domainId === null ? {} : { domain: domainId }) }), enabled: open && domainId !== null });
  const postcodes = useMemo(
    () => [...new Set((active.data ?? []).filter((z) => z.status === 'active' && z.domain.id === domainId).map((z) => z.zipcode))],
    [active.data, domainId],
  );
  const products = useMemo(() => productsOf(scope, fixedDomainOf(type) === null ? domain : null), [scope, type, domain]);
  const options = useMemo(() => spreadPlans(products, all, fixedDomainOf(type) === null ? domain : null, postcodes), [products, all, type, domain, postcodes]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const plans = options.filter((p) => chosen.has(p.postcode));
  const adding = plans.reduce((n, p) => n + p.codes.length, 0);
  const gate = useWriteGate(open);
  const count = useLiveItemCount(collectionId, type, open && gate.allowed);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const spread = useMutation({
    mutationFn: () => spreadItems({ collectionId, name, type, domain: domain ?? '', plans, onProgress: (sent, total) => setProgress({ sent, total }) }),
    onSettled: () => itemsChanged(client, collectionId),
  });
  const [tried, setTried] = useState(false);
  const noun = itemNoun(type);
  const nounPlural = itemNoun(type, true);
  const sendable = gate.allowed && adding > 0 && roomAllows(count, adding) && !spread.isPending;

  const close = () => {
    setChosen(new Set());
    setTried(false);
    setProgress(null);
    spread.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (sendable) spread.mutate();
  };
  const toggle = (postcode: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(postcode);
    else next.delete(postcode);
    setChosen(next);
  };
  const formId = `also-watch-${collectionId}`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Also watch at…"
      description={`Adds ${scopeLabel} at other active postcodes of ${domain ?? 'their domain'}, 500 per call; a product already watched at a postcode is skipped there.`}
      closeOnBackdrop={false}
      size="lg"
      footer={
        <>
          <Button onClick={close}>{spread.data ? 'Done' : 'Cancel'}</Button>
          <Button variant="primary" type="submit" form={formId} loading={spread.isPending} disabled={!sendable}>
            {adding > 0 ? `Add ${pluralize(adding, noun, nounPlural)}` : `Add ${nounPlural}`}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <p>
          Products to spread: {products.length} ({scopeLabel}).
        </p>
        {scopeDomains.length > 1 && (
          <Select
            label="Domain"
            value={domain ?? ''}
            options={scopeDomains.map((d) => ({ value: d, label: d }))}
            onChange={(e) => {
              setChosenDomain(e.currentTarget.value);
              setChosen(new Set());
            }}
            disabled={spread.isPending}
          />
        )}
        <fieldset className="also-watch__postcodes" disabled={spread.isPending || spread.data !== undefined}>
          <legend>Postcodes</legend>
          {active.isLoading && <p className="muted">Reading the active postcodes…</p>}
          {!active.isLoading && options.length === 0 && <p className="muted">No active postcode of {domain ?? 'this domain'}. Add one on Postcodes.</p>}
          {options.map((plan) => (
            <Checkbox
              key={plan.postcode}
              label={plan.postcode}
              hint={
                plan.codes.length === 0
                  ? `Every one is watched here already`
                  : `${pluralize(plan.codes.length, noun, nounPlural)} to add${plan.already.length > 0 ? ` · ${plan.already.length} already watched here` : ''}`
              }
              checked={chosen.has(plan.postcode)}
              disabled={plan.codes.length === 0}
              onChange={(e) => toggle(plan.postcode, e.currentTarget.checked)}
            />
          ))}
        </fieldset>
        {tried && adding === 0 && !spread.data && (
          <p className="field__error" role="alert">
            Choose a postcode with products to add.
          </p>
        )}
        {gate.allowed ? <RoomCheck count={count} adding={adding} /> : <WriteRefusal reason={gate.reason} />}
        {spread.isPending && progress && <ProgressBar value={progress.sent} max={progress.total} label={`${nounPlural} sent`} />}
        {active.isError && <ErrorMessage variant="inline" error={asBridgeError(active.error)} onRetry={() => void active.refetch()} />}
        {spread.error && <ErrorMessage variant="inline" error={asBridgeError(spread.error)} title="The products were not sent" />}
        {spread.data && <SpreadOutcomeView outcome={spread.data} noun={noun} nounPlural={nounPlural} />}
      </form>
    </Dialog>
  );
}
