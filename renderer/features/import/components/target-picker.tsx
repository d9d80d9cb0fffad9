import type { Collection } from '../../../../shared/api/collections.ts';
import { ITEM_TYPES } from '../../../../shared/csv/item-columns.ts';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Select } from '../../../components/select.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import { useQuery } from '@tanstack/react-query';
import { pickerCollectionsQuery } from '../../../data/collections.ts';
import { TYPE_LABELS } from '../lib/labels.ts';
import type { ImportTarget } from '../stores/import-session-store.ts';

/** Props of TargetPicker. */
export interface TargetPickerProps {
  type: ItemType;
  target: ImportTarget | null;
  onType: (type: ItemType) => void;
  onTarget: (target: ImportTarget | null) => void;
  /** An in-place error, e.g. "Choose a collection" when checking was asked for without one. */
  error?: string | undefined;
  disabled?: boolean;
}

const TYPE_OPTIONS = ITEM_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

function collectionLabel(c: Collection): string {
  return `${c.name} · ${formatNumber(c.item_count)} of 5,000 items`;
}

/** Chooses the item type and the collection of that type the rows go into. */
export function TargetPicker({ type, target, onType, onTarget, error, disabled = false }: TargetPickerProps) {
  const collections = useQuery(pickerCollectionsQuery(type));
  const list = collections.data?.items ?? [];
  const known = target === null || list.some((c) => c.id === target.id);
  const options = [
    ...list.map((c) => ({ value: String(c.id), label: collectionLabel(c), disabled: c.item_count >= 5000 })),
    ...(!known && target ? [{ value: String(target.id), label: target.name }] : []),
  ];
  const none = collections.isSuccess && list.length === 0;
  return (
    <div className="panel panel--subtle panel--large imp-target">
      <Select
        label="Item type"
        options={TYPE_OPTIONS}
        value={type}
        disabled={disabled}
        fieldClassName="imp-target__type"
        onChange={(event) => onType(event.currentTarget.value as ItemType)}
      />
      <Select
        label="Collection"
        options={options}
        placeholder={collections.isPending ? 'Loading collections…' : none ? 'No collections of this type yet' : 'Choose a collection…'}
        value={target ? String(target.id) : ''}
        disabled={disabled || collections.isPending}
        error={error}
        hint={
          <>
            Rows are added to this collection.{' '}
            <a href={routeHref('collections')} className="imp-link">
              Create a collection
            </a>
          </>
        }
        fieldClassName="imp-target__collection"
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          const found = list.find((c) => c.id === id);
          onTarget(found ? { id: found.id, name: found.name } : null);
        }}
      />
      {collections.isError && (
        <ErrorMessage
          variant="inline"
          title="Collections could not be read"
          error={asBridgeError(collections.error)}
          onRetry={() => void collections.refetch()}
          retrying={collections.isFetching}
        />
      )}
    </div>
  );
}
