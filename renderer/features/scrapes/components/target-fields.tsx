import { useId } from 'react';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { LIMITS } from '../../../../shared/api/limits.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTargetCollections } from '../api/list-target-collections.ts';
import type { AddToCollectionDraft } from '../stores/scrapes-ui-store.ts';

/** Props of TargetFields. */
export interface TargetFieldsProps {
  draft: AddToCollectionDraft;
  onChange: (patch: Partial<AddToCollectionDraft>) => void;
  errors: { collectionId?: string | undefined; newName?: string | undefined };
  namePlaceholder: string;
  disabled: boolean;
}

/** Where the ASINs go: a new marketplace collection (its name) or an existing one (chosen from the newest 100). */
export function TargetFields({ draft, onChange, errors, namePlaceholder, disabled }: TargetFieldsProps) {
  const group = useId();
  const targets = useTargetCollections('', draft.mode === 'existing');
  const options = (targets.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${formatNumber(c.item_count)} items`,
    disabled: c.item_count >= LIMITS.itemsPerCollection,
  }));
  const chosen = targets.data?.items.find((c) => String(c.id) === draft.collectionId);
  return (
    <>
      <fieldset className="sc-fieldset sc-choice" disabled={disabled}>
        <legend className="sc-fieldset__legend">Add to</legend>
        {(['new', 'existing'] as const).map((mode) => (
          <label key={mode} className="sc-choice__option">
            <input type="radio" name={group} value={mode} checked={draft.mode === mode} onChange={() => onChange({ mode })} />
            {mode === 'new' ? 'A new collection' : 'An existing marketplace collection'}
          </label>
        ))}
      </fieldset>
      {draft.mode === 'new' ? (
        <TextField
          label="Collection name"
          required
          autoComplete="off"
          placeholder={namePlaceholder}
          value={draft.newName}
          onChange={(event) => onChange({ newName: event.currentTarget.value })}
          hint="A marketplace collection, run manually, at Normal priority; change these on its page."
          error={errors.newName}
          disabled={disabled}
        />
      ) : (
        <Select
          label="Collection"
          required
          placeholder={targets.isPending ? 'Loading collections…' : options.length === 0 ? 'No marketplace collections yet' : 'Choose a collection'}
          options={options}
          value={draft.collectionId}
          onChange={(event) => onChange({ collectionId: event.currentTarget.value })}
          hint={
            chosen
              ? `Room for ${formatNumber(Math.max(0, LIMITS.itemsPerCollection - chosen.item_count))} more items (5,000 at most).`
              : 'The newest 100 marketplace collections; full ones cannot be chosen.'
          }
          error={errors.collectionId}
          disabled={disabled}
        />
      )}
    </>
  );
}
