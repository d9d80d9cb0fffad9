import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RuleSet } from '../../shared/bridge/methods/inbox.ts';
import { RULE_VALUE, ruleText, WATCH_RULE_KINDS } from '../../shared/watch/watch-rules.ts';
import type { WatchRuleKind } from '../../shared/watch/watch-rules.ts';
import { setWatchRulesMutation, watchRulesQuery } from '../data/inbox.ts';
import { localItemsQuery } from '../data/local-copy.ts';
import { asBridgeError } from '../lib/bridge-query.ts';
import { toast } from '../lib/toasts.ts';
import { draftOf, draftProblems, rulesOf } from '../lib/watch-rules-draft.ts';
import type { RuleLine, RulesDraft } from '../lib/watch-rules-draft.ts';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { Dialog } from './dialog.tsx';
import { ErrorMessage } from './error-message.tsx';
import { NumberField } from './number-field.tsx';
import { Spinner } from './spinner.tsx';
import './watch-rules-dialog.css';

/** What each rule is called in the form, what its box holds, and a word on what it means. */
const LINES: Record<WatchRuleKind, { label: string; box?: string; unit?: string; hint?: string }> = {
  priceDownPct: { label: 'Price down by a percentage', box: 'at least', unit: '%' },
  priceDownBy: { label: 'Price down by an amount', box: 'at least', hint: 'In the item’s currency.' },
  priceUpPct: { label: 'Price up by a percentage', box: 'at least', unit: '%' },
  priceUpBy: { label: 'Price up by an amount', box: 'at least', hint: 'In the item’s currency.' },
  priceBelow: { label: 'Price goes below', box: 'below', hint: 'Told when it crosses: not again while it stays below.' },
  priceAbove: { label: 'Price goes above', box: 'above', hint: 'Told when it crosses: not again while it stays above.' },
  outOfStock: { label: 'Goes out of stock' },
  backInStock: { label: 'Back in stock' },
  newItem: { label: 'New in a run', hint: 'In this run, not in the run before.' },
  missingItem: { label: 'Missing in a run', hint: 'In the run before, not in this one (it failed, or was removed).' },
  failedRuns: { label: 'Fails runs in a row', box: 'runs in a row', unit: 'runs', hint: 'Told once, in the run the streak reaches this many.' },
  regionalSpread: {
    label: 'Regional spread',
    box: 'at least',
    unit: '%',
    hint: 'Highest − lowest price across a product’s postcodes, as a % of the lowest. Told when it widens past this.',
  },
  regionalSpreadBy: {
    label: 'Regional spread by an amount',
    box: 'at least',
    hint: 'Highest − lowest price across a product’s postcodes, in its currency. Told when it widens past this.',
  },
  regionalStock: { label: 'In stock in one region, out in another', hint: 'Across a product’s postcodes in one run. Told when it starts.' },
};

/** One rule of the form: its switch, and its value box with the message beside it. */
function RuleRow({
  kind,
  line,
  problem,
  currency,
  onChange,
}: {
  kind: WatchRuleKind;
  line: RuleLine;
  problem?: string;
  currency: string | null;
  onChange: (line: RuleLine) => void;
}) {
  const { label, box, hint } = LINES[kind];
  // An amount is in the collection's currency: said beside the box when its items name one.
  const unit = RULE_VALUE[kind] === 'amount' ? (currency ?? undefined) : LINES[kind].unit;
  return (
    <div className="watch-rule">
      <Checkbox
        label={label}
        hint={RULE_VALUE[kind] === null ? hint : undefined}
        checked={line.on}
        onChange={(e) => onChange({ ...line, on: e.target.checked })}
      />
      {RULE_VALUE[kind] !== null && (
        <NumberField
          label={`${label}: ${box}`}
          hideLabel
          value={line.value}
          onValueChange={(value) => onChange({ ...line, value })}
          {...(unit ? { unit } : {})}
          step="any"
          disabled={!line.on}
          hint={hint}
          error={problem}
          fieldClassName="watch-rule__value"
        />
      )}
    </div>
  );
}

/** The form of one rule set: own rules or the default (for a collection), then every kind of rule. */
function RulesForm({ set, name, currency, onDone }: { set: RuleSet; name: string | null; currency: string | null; onDone: () => void }) {
  const client = useQueryClient();
  const save = useMutation(setWatchRulesMutation(client));
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(set));
  const group = useId();
  const problems = draftProblems(draft);
  const invalid = Object.keys(problems).length > 0;
  const defaults = set.defaults.length === 0 ? 'none set' : set.defaults.map((r) => ruleText(r.kind, r.value, currency)).join(', ');
  const submit = () =>
    save.mutate(
      { collectionId: set.collectionId, rules: rulesOf(draft) },
      {
        onSuccess: () => {
          toast.success(name === null ? 'Default watch rules saved' : `Watch rules of ${name} saved`, { message: 'They apply from the next run archived.' });
          onDone();
        },
      },
    );
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) submit();
      }}
    >
      {set.collectionId !== null && (
        <fieldset className="watch-rules__fieldset">
          <legend className="watch-rules__legend">This collection</legend>
          <label className="watch-rules__choice">
            <input type="radio" name={group} checked={!draft.own} onChange={() => setDraft({ ...draft, own: false })} />
            Follows the default rules ({defaults})
          </label>
          <label className="watch-rules__choice">
            <input type="radio" name={group} checked={draft.own} onChange={() => setDraft({ ...draft, own: true })} />
            Has rules of its own
          </label>
        </fieldset>
      )}
      <fieldset className="watch-rules__fieldset" disabled={!draft.own}>
        <legend className="watch-rules__legend">Rules</legend>
        {WATCH_RULE_KINDS.map((kind) => (
          <RuleRow
            key={kind}
            kind={kind}
            line={draft.lines[kind]}
            {...(problems[kind] ? { problem: problems[kind] } : {})}
            currency={currency}
            onChange={(line) => setDraft({ ...draft, lines: { ...draft.lines, [kind]: line } })}
          />
        ))}
      </fieldset>
      {save.error && <ErrorMessage variant="inline" error={asBridgeError(save.error)} title="The rules were not saved" />}
      <div className="watch-rules__actions">
        <Button onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending} disabled={invalid}>
          Save rules
        </Button>
      </div>
    </form>
  );
}

/** Props of WatchRulesDialog. */
export interface WatchRulesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The collection whose rules to set; null: the default rules, for every collection without its own. */
  collectionId: number | null;
  /** The collection's name (null for the default rules). */
  name: string | null;
}

/**
 * Watch rules: what main looks for in every run it archives, compared with the run before; what they find
 * goes to the Changes inbox. A collection follows the default rules or has its own. Works offline (the
 * rules are kept on this machine).
 */
export function WatchRulesDialog({ open, onClose, collectionId, name }: WatchRulesDialogProps) {
  const rules = useQuery({ ...watchRulesQuery(collectionId), enabled: open });
  // The collection's currency, as its items in the local copy name it (the default rules have none).
  const currency = useQuery({
    ...localItemsQuery(collectionId ?? 0),
    enabled: open && collectionId !== null,
    select: (data) => data.items.find((item) => item.currency !== null)?.currency ?? null,
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnBackdrop={false}
      title={name === null ? 'Default watch rules' : `Watch rules of ${name}`}
      description={
        name === null
          ? 'Every collection without rules of its own follows these. Each run archived is compared with the run before; what they find is listed under Changes.'
          : 'Each run archived is compared with the run before; what the rules find is listed under Changes.'
      }
    >
      {rules.error ? (
        <ErrorMessage error={asBridgeError(rules.error)} title="The rules could not be read" onRetry={() => void rules.refetch()} />
      ) : rules.data ? (
        <RulesForm key={rules.dataUpdatedAt} set={rules.data} name={name} currency={currency.data ?? null} onDone={onClose} />
      ) : (
        <Spinner label="Reading the rules" />
      )}
    </Dialog>
  );
}
