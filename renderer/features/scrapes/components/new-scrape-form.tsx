import { useEffect, useId } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRIORITIES } from '../../../../shared/api/collections.ts';
import type { Priority } from '../../../../shared/api/collections.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { navigate } from '../../../lib/use-route.ts';
import { toast } from '../../../lib/toasts.ts';
import { accountProfileQuery } from '../../../data/account.ts';
import { zipcodesChanged } from '../../../data/changes.ts';
import { domainsQuery } from '../../../data/settings.ts';
import { zipcodesQuery } from '../../../data/zipcodes.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { addScrapeWithNotice } from '../api/add-scrape.ts';
import { currencyOfDomain } from '../lib/money.ts';
import { describeScrapeError } from '../lib/scrape-errors.ts';
import {
  contractErrors,
  defaultScrapeName,
  domainFromCategoryUrl,
  EMPTY_SCRAPE_DRAFT,
  hasAuFilters,
  marketplaceDomains,
  nodeIdNotice,
  scrapeFormErrors,
  scrapeInput,
  withCategoryUrl,
} from '../lib/scrape-form.ts';
import type { ScrapeDraft, ScrapeField, ScrapeFieldErrors } from '../lib/scrape-form.ts';
import { useScrapeDraft } from '../stores/scrape-draft-store.ts';
import { useScrapeMemos } from '../stores/scrape-memo-store.ts';
import { AuFilters } from './au-filters.tsx';
import { PostcodeChoice } from './postcode-choice.tsx';
import { ScrapeCost } from './scrape-cost.tsx';

const FIELD_ORDER: readonly ScrapeField[] = ['categoryUrl', 'nodeId', 'domain', 'postcode', 'filters', 'priceMin', 'priceMax', 'notificationEmail', 'name'];
const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: p }));

/** The new category scrape form: URL → node id, domain, active postcode, filters, prices, e-mail, priority, name. */
export function NewScrapeForm() {
  const formId = useId();
  const draft = useScrapeDraft((s) => s.draft);
  const submitted = useScrapeDraft((s) => s.submitted);
  const store = useScrapeDraft.getState;
  const client = useQueryClient();
  const allDomains = useQuery(domainsQuery());
  const domains = marketplaceDomains(allDomains.data ?? []);
  const domain = domains.find((d) => d.domain === draft.domain);
  const postcodes = useQuery({ ...zipcodesQuery({ status: 'active', domain: domain?.id ?? 0 }), enabled: domain !== undefined });
  const accountEmail = useQuery(accountProfileQuery()).data?.email ?? null;
  const mutation = useMutation(addScrapeWithNotice(client));
  const gate = useWriteGate(true);
  const fieldId = (field: ScrapeField) => `${formId}-${field}`;

  // A URL pasted before the domains arrived: take its domain once they have.
  const urlDomain = draft.domainPicked || draft.domain !== '' ? null : domainFromCategoryUrl(draft.categoryUrl, domains);
  useEffect(() => {
    if (urlDomain) store().patch({ domain: urlDomain, postcode: '' });
  }, [urlDomain, store]);

  // One active postcode: take it.
  const only = postcodes.data?.length === 1 ? postcodes.data[0]?.zipcode : undefined;
  useEffect(() => {
    if (only && store().draft.postcode === '') store().patch({ postcode: only });
  }, [only, store]);

  const local = scrapeFormErrors(draft, accountEmail);
  const errors: ScrapeFieldErrors = Object.keys(local).length > 0 ? local : contractErrors(scrapeInput(draft, accountEmail));
  const failure = mutation.isError ? describeScrapeError(asBridgeError(mutation.error)) : null;
  const shown: ScrapeFieldErrors = submitted ? { ...errors } : {};
  const notice = nodeIdNotice(draft);
  if (notice) shown.nodeId = notice;
  if (failure?.field && !shown[failure.field]) shown[failure.field] = failure.message;

  // Bring the failure into view: the form scrolls on short windows and the message sits at its end.
  const failed = failure !== null;
  useEffect(() => {
    if (failed) document.getElementById(formId)?.querySelector('.sc-failure')?.scrollIntoView({ block: 'nearest' });
  }, [failed, formId]);

  const change = (patch: Partial<ScrapeDraft>) => {
    store().patch(patch);
    if (mutation.isError) mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!gate.allowed) return;
    store().setSubmitted(true);
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const input = scrapeInput(draft, accountEmail);
    mutation.mutate(input, {
      onSuccess: (added) => {
        const name = input.name ?? defaultScrapeName(input.marketplace_node_id);
        useScrapeMemos
          .getState()
          .remember(added.id, { name, domain: input.domain, postcode: input.postcode, nodeId: input.marketplace_node_id, categoryUrl: input.category_url });
        store().sent();
        toast.success(`Scrape queued: ${name}`, {
          message: 'It runs on the category queue; you will be told when it finishes.',
          action: { label: 'Open', onClick: () => navigate('scrape', { id: added.id }) },
        });
      },
      onError: (error) => {
        if (describeScrapeError(asBridgeError(error)).field === 'postcode') void zipcodesChanged(client);
      },
    });
  };

  const currency = currencyOfDomain(draft.domain || 'marketplace.com.au');
  const dirty = JSON.stringify(draft) !== JSON.stringify(EMPTY_SCRAPE_DRAFT);
  return (
    <form id={formId} onSubmit={submit} noValidate className="sc-form" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="sc-panel__title">
        New category scrape
      </h2>
      <TextField
        id={fieldId('categoryUrl')}
        label="Category URL"
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="Paste the category page’s address"
        value={draft.categoryUrl}
        onChange={(event) => change(withCategoryUrl(store().draft, event.currentTarget.value, domains))}
        hint={draft.categoryUrl === '' ? 'e.g. https://www.marketplace.com.au/b/?node=4851799051' : undefined}
        error={shown.categoryUrl}
      />
      <FormRow className="sc-row-node">
        <TextField
          id={fieldId('nodeId')}
          label="Browse node ID"
          required
          inputMode="numeric"
          autoComplete="off"
          className="mono"
          value={draft.nodeId}
          onChange={(event) => change({ nodeId: event.currentTarget.value, nodeIdTyped: event.currentTarget.value !== '' })}
          hint={shown.nodeId ? undefined : 'From the URL; editable.'}
          error={shown.nodeId}
        />
        <Select
          id={fieldId('domain')}
          label="Domain"
          required
          placeholder={allDomains.isPending ? 'Loading…' : 'Choose a domain'}
          options={domains.map((d) => ({ value: d.domain, label: d.domain }))}
          value={draft.domain}
          onChange={(event) => change({ domain: event.currentTarget.value, domainPicked: true, postcode: '' })}
          error={shown.domain}
        />
      </FormRow>
      <PostcodeChoice
        domain={draft.domain}
        postcodes={postcodes.data}
        loading={postcodes.isPending && postcodes.fetchStatus !== 'idle'}
        value={draft.postcode}
        onChange={(postcode) => change({ postcode })}
        error={shown.postcode}
        id={fieldId('postcode')}
      />
      {hasAuFilters(draft.domain) && <AuFilters prime={draft.primeShipsFromAu} deliveryDay={draft.deliveryDay} onChange={change} error={shown.filters} />}
      <FormRow columns={2}>
        <TextField
          id={fieldId('priceMin')}
          label={`Min price (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 12.50"
          value={draft.priceMin}
          onChange={(event) => change({ priceMin: event.currentTarget.value })}
          error={shown.priceMin}
        />
        <TextField
          id={fieldId('priceMax')}
          label={`Max price (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="any"
          value={draft.priceMax}
          onChange={(event) => change({ priceMax: event.currentTarget.value })}
          error={shown.priceMax}
        />
      </FormRow>
      <TextField
        id={fieldId('notificationEmail')}
        label="Notification e-mail"
        type="email"
        autoComplete="email"
        value={draft.notificationEmail ?? accountEmail ?? ''}
        onChange={(event) => change({ notificationEmail: event.currentTarget.value })}
        hint={accountEmail && draft.notificationEmail === null ? 'Your account’s; told when the scrape finishes.' : undefined}
        error={shown.notificationEmail}
      />
      {/* The name has a row of its own: half of it cut the default name it suggests ("marketplace_category_<node id>"). */}
      <TextField
        id={fieldId('name')}
        label="Name"
        autoComplete="off"
        placeholder={defaultScrapeName(draft.nodeId)}
        value={draft.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        error={shown.name}
      />
      <FormRow columns={2}>
        <Select
          label="Priority"
          options={PRIORITY_OPTIONS}
          value={draft.priority}
          onChange={(event) => change({ priority: event.currentTarget.value as Priority })}
        />
      </FormRow>
      {failure && (
        <ErrorMessage
          className="sc-failure"
          variant="inline"
          title={failure.title}
          // A message tied to a field is shown on the field; the panel keeps the title and the next step.
          message={failure.field ? undefined : failure.message}
          next={failure.next}
          actions={
            failure.action === 'postcodes' ? (
              <Button size="sm" onClick={() => navigate('postcodes')}>
                Open Postcodes
              </Button>
            ) : failure.action === 'account' ? (
              <Button size="sm" onClick={() => navigate('account')}>
                Open Account
              </Button>
            ) : undefined
          }
        />
      )}
      <WriteRefusal reason={gate.reason} />
      <ScrapeCost id={`${formId}-cost`} />
      <div className="sc-form__actions">
        {dirty && (
          <Button
            variant="ghost"
            onClick={() => {
              store().reset();
              mutation.reset();
            }}
          >
            Clear form
          </Button>
        )}
        <Button variant="primary" type="submit" loading={mutation.isPending} disabled={!gate.allowed} aria-describedby={`${formId}-cost`}>
          Start scrape
        </Button>
      </div>
    </form>
  );
}
