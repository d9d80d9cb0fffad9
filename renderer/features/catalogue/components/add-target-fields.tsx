import { useId } from 'react';
import { CollectionTargetField } from '../../../components/collection-target-field.tsx';
import { useQuery } from '@tanstack/react-query';
import { pickerCollectionsQuery } from '../../../data/collections.ts';
import type { AddDraft } from '../stores/add-draft-store.ts';

/** Props of AddTargetFields. */
export interface AddTargetFieldsProps {
  draft: AddDraft;
  onChange: (patch: Partial<AddDraft>) => void;
  errors: { collectionId?: string | undefined; newName?: string | undefined };
  disabled: boolean;
}

/** Where the SKUs go: a new officestore collection (its name) or an existing one (the newest 200). */
export function AddTargetFields({ draft, onChange, errors, disabled }: AddTargetFieldsProps) {
  const group = useId();
  const targets = useQuery(pickerCollectionsQuery('officestore'));
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
      <CollectionTargetField
        draft={draft}
        onChange={onChange}
        collections={targets.data?.items}
        loading={targets.isPending}
        typeLabel="officestore"
        newHint="Run manually at Normal priority; change that on the collection's page."
        maxLength={255}
        errors={errors}
        disabled={disabled}
      />
    </>
  );
}
