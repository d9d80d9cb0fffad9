import { LIMITS } from '../../shared/api/limits.ts';
import { formatNumber } from '../lib/format.ts';
import { Select } from './select.tsx';
import { TextField } from './text-field.tsx';

/** A collection the picker offers: its id, name and how many items it holds. */
export interface TargetChoice {
  id: number;
  name: string;
  item_count: number;
}

/** Props of CollectionTargetField. */
export interface CollectionTargetFieldProps {
  /** The form's choice: a new collection (its name) or an existing one (its id as picked). */
  draft: { mode: 'new' | 'existing'; newName: string; collectionId: string };
  onChange: (patch: { newName?: string; collectionId?: string }) => void;
  /** The collections to choose from (the newest 200 of the type); undefined while loading. */
  collections: readonly TargetChoice[] | undefined;
  loading: boolean;
  /** The collection type, as the messages name it ("marketplace", "officestore"). */
  typeLabel: string;
  /** The hint under the new collection's name. */
  newHint: string;
  namePlaceholder?: string | undefined;
  maxLength?: number | undefined;
  errors: { collectionId?: string | undefined; newName?: string | undefined };
  disabled: boolean;
}

/** The second half of "add to": a new collection's name, or a pick of an existing one (full ones disabled, room shown). */
export function CollectionTargetField(props: CollectionTargetFieldProps) {
  const { onChange, errors, disabled, typeLabel } = props;
  if (props.draft.mode === 'new') {
    return (
      <TextField
        label="Collection name"
        required
        autoComplete="off"
        placeholder={props.namePlaceholder}
        value={props.draft.newName}
        onChange={(event) => onChange({ newName: event.currentTarget.value })}
        hint={props.newHint}
        error={errors.newName}
        disabled={disabled}
        maxLength={props.maxLength}
      />
    );
  }
  const collections = props.collections ?? [];
  const options = collections.map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${formatNumber(c.item_count)} items`,
    disabled: c.item_count >= LIMITS.itemsPerCollection,
  }));
  const chosen = collections.find((c) => String(c.id) === props.draft.collectionId);
  return (
    <Select
      label="Collection"
      required
      placeholder={props.loading ? 'Loading collections…' : options.length === 0 ? `No ${typeLabel} collections yet` : 'Choose a collection'}
      options={options}
      value={props.draft.collectionId}
      onChange={(event) => onChange({ collectionId: event.currentTarget.value })}
      hint={
        chosen
          ? `Room for ${formatNumber(Math.max(0, LIMITS.itemsPerCollection - chosen.item_count))} more items (5,000 at most).`
          : `The newest 200 ${typeLabel} collections; full ones cannot be chosen.`
      }
      error={errors.collectionId}
      disabled={disabled}
    />
  );
}
