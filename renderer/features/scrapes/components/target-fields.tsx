import { useId } from 'react';
import { CollectionTargetField } from '../../../components/collection-target-field.tsx';
import { useQuery } from '@tanstack/react-query';
import { pickerCollectionsQuery } from '../../../data/collections.ts';
import type { AddToCollectionDraft } from '../stores/scrapes-ui-store.ts';

/** Props of TargetFields. */
export interface TargetFieldsProps {
  draft: AddToCollectionDraft;
  onChange: (patch: Partial<AddToCollectionDraft>) => void;
  errors: { collectionId?: string | undefined; newName?: string | undefined };
  namePlaceholder: string;
  disabled: boolean;
}

/** Where the ASINs go: a new marketplace collection (its name) or an existing one (chosen from the newest 200). */
export function TargetFields({ draft, onChange, errors, namePlaceholder, disabled }: TargetFieldsProps) {
  const group = useId();
  const targets = useQuery({ ...pickerCollectionsQuery('marketplace'), enabled: draft.mode === 'existing' });
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
      <CollectionTargetField
        draft={draft}
        onChange={onChange}
        collections={targets.data?.items}
        loading={targets.isPending}
        typeLabel="marketplace"
        newHint="A marketplace collection, run manually, at Normal priority; change these on its page."
        namePlaceholder={namePlaceholder}
        errors={errors}
        disabled={disabled}
      />
    </>
  );
}
