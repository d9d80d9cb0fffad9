import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useQuery } from '@tanstack/react-query';
import { domainsQuery, officestoreStoresQuery } from '../../../data/settings.ts';
import { useRunPlayground } from '../api/run-playground.ts';
import { checkPlayground, codeLabel, domainsFor, playgroundOutcome, toPlaygroundInput } from '../lib/playground-form.ts';
import type { PlaygroundType } from '../lib/playground-form.ts';
import { useAccountUi } from '../stores/account-ui-store.ts';
import { Panel } from './panel.tsx';
import { PlaygroundResult } from './playground-result.tsx';
import '../playground.css';

const TYPES = [
  { value: 'marketplace', label: 'Marketplace (ASIN)' },
  { value: 'partsstore', label: 'Partsstore (SKU)' },
  { value: 'officestore', label: 'Officestore (SKU)' },
] as const;

/** One live scrape of one item: request type, domain, postcode, ASIN or SKU (+ store) → the record. */
export function PlaygroundPanel() {
  const draft = useAccountUi((s) => s.playgroundDraft);
  const patch = useAccountUi((s) => s.patchPlaygroundDraft);
  const domains = useQuery(domainsQuery());
  const stores = useQuery({ ...officestoreStoresQuery(), enabled: draft.requestType === 'officestore' });
  const run = useRunPlayground();
  const [submitted, setSubmitted] = useState(false);
  const [asked, setAsked] = useState('');
  const choices = domainsFor(draft.requestType, domains.data ?? []);
  const errors = checkPlayground(draft, domains.data ?? []);
  const shown = submitted ? errors : { domain: null, postcode: null, code: null };
  const label = codeLabel(draft.requestType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.domain || errors.postcode || errors.code) return;
    setAsked(`${label} ${draft.code.trim()} on ${draft.domain}, postcode ${draft.postcode.trim()}`);
    run.mutate(toPlaygroundInput(draft));
  };
  const change = (next: Parameters<typeof patch>[0]) => {
    patch(next);
    if (run.isError) run.reset();
  };

  return (
    <Panel title="Playground">
      <p className="muted">Scrape one item live to see what a run returns. Each request costs one credit.</p>
      <form onSubmit={submit} noValidate className="stack">
        <FormRow columns={4}>
          <Select
            label="Request type"
            value={draft.requestType}
            options={TYPES}
            onChange={(e) => {
              const requestType = e.currentTarget.value as PlaygroundType;
              const first = domainsFor(requestType, domains.data ?? [])[0]?.domain ?? '';
              change({ requestType, domain: first, storeId: '' });
            }}
          />
          <Select
            label="Domain"
            value={draft.domain}
            placeholder={domains.isPending ? 'Loading…' : 'Choose a domain'}
            options={choices.map((d) => ({ value: d.domain, label: `${d.domain} (${d.country_code})` }))}
            error={shown.domain ?? undefined}
            onChange={(e) => change({ domain: e.currentTarget.value })}
          />
          <TextField
            label="Postcode"
            value={draft.postcode}
            required
            error={shown.postcode ?? undefined}
            onChange={(e) => change({ postcode: e.currentTarget.value })}
          />
          <TextField
            label={label}
            value={draft.code}
            required
            spellCheck={false}
            className="mono"
            placeholder={label === 'ASIN' ? 'e.g. B000TEST01' : 'e.g. 12345678'}
            error={shown.code ?? undefined}
            onChange={(e) => change({ code: e.currentTarget.value })}
          />
        </FormRow>
        {draft.requestType === 'officestore' && (
          <FormRow columns={2}>
            <Select
              label="Store"
              value={draft.storeId}
              placeholder="Nearest store to the postcode"
              options={(stores.data ?? []).map((s) => ({ value: s.store_id, label: `${s.store_id} · ${s.store_name}, ${s.state} ${s.postcode}` }))}
              hint={stores.isError ? 'The store list could not be read; the nearest store is used.' : undefined}
              onChange={(e) => change({ storeId: e.currentTarget.value })}
            />
          </FormRow>
        )}
        <div className="row">
          <Button variant="primary" type="submit" loading={run.isPending}>
            Scrape item
          </Button>
          {domains.isError && <span className="field__error">The domains could not be read: {asBridgeError(domains.error).message}</span>}
        </div>
      </form>
      {run.isError && <ErrorMessage variant="inline" title="The playground request failed" error={asBridgeError(run.error)} />}
      {run.data && <PlaygroundResult outcome={playgroundOutcome(run.data)} request={asked} />}
    </Panel>
  );
}
