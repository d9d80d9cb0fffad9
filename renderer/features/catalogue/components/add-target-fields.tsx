import { useId } from 'react';
import { LIMITS } from '../../../../shared/api/limits.ts';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTargetCollections } from '../api/list-target-collections.ts';
import type { AddDraft } from '../stores/add-draft-store.ts';

/** Props of AddTargetFields. */
export interface AddTargetFieldsProps {
  draft: AddDraft;
  onChange: (patch: Partial<AddDraft>) => void;
  errors: { collectionId?: string | undefined; newName?: string | undefined };
  disabled: boolean;
}

/** Where the SKUs go: a new officestore collection (its name) or an existing one (the newest 100). */
export function AddTargetFields({ draft, onChange, errors, disabled }: AddTargetFieldsProps) {
  const group = useId();
  const targets = useTargetCollections(true);
  const collections = targets.data?.items ?? [];
  const options = collections.map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${formatNumber(c.item_count)} items`,
    disabled: c.item_count >= LIMITS.itemsPerCollection,
  }));
  const chosen = collections.find((c) => String(c.id) === draft.collectionId);
  return (
    <>
      <fieldset className="cat-fieldset" disabled={disabled}>
        <legend className="cat-fieldset__legend">Add to</legend>
        <div className="cat-choice">
          <label className="cat-choice__option">
            <input type="radio" name={group} checked={draft.mode === 'new'} onChange={() => onChange({ mode: 'new' })} />A new officestore collection
          </label>
          <label className="cat-choice__option">
            <input type="radio" name={group} checked={draft.mode === 'existing'} onChange={() => onChange({ mode: 'existing' })} />
            An existing officestore collection
          </label>
        </div>
      </fieldset>
      {draft.mode === 'new' ? (
        <TextField
          label="Collection name"
          required
          autoComplete="off"
          value={draft.newName}
          onChange={(event) => onChange({ newName: event.currentTarget.value })}
          hint="Run manually at Normal priority; change that on the collection's page."
          error={errors.newName}
          disabled={disabled}
          maxLength={255}
        />
      ) : (
        <Select
          label="Collection"
          required
          placeholder={targets.isPending ? 'Loading collections…' : options.length === 0 ? 'No officestore collections yet' : 'Choose a collection'}
          options={options}
          value={draft.collectionId}
          onChange={(event) => onChange({ collectionId: event.currentTarget.value })}
          hint={
            chosen
              ? `Room for ${formatNumber(Math.max(0, LIMITS.itemsPerCollection - chosen.item_count))} more items (5,000 at most).`
              : 'The newest 100 officestore collections; full ones cannot be chosen.'
          }
          error={errors.collectionId}
          disabled={disabled}
        />
      )}
    </>
  );
}
