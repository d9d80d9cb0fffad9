import { useId } from 'react';
import type { OfficestoreStore } from '../../../../shared/api/settings.ts';
import { OFFICESTORE_DOMAIN } from '../../../../shared/api/settings.ts';
import type { Zipcode } from '../../../../shared/api/zipcodes.ts';
import { Select } from '../../../components/select.tsx';
import { routeHref } from '../../../lib/router.ts';
import type { AddDraft } from '../stores/add-draft-store.ts';

/** Props of PostcodeStoreFields. */
export interface PostcodeStoreFieldsProps {
  draft: AddDraft;
  onChange: (patch: Partial<AddDraft>) => void;
  /** Active officestore.com.au postcodes; undefined while loading. */
  postcodes: readonly Zipcode[] | undefined;
  stores: readonly OfficestoreStore[] | undefined;
  errors: { postcode?: string | undefined; storeId?: string | undefined };
  disabled: boolean;
}

/** A store's line in the picker: id, name, state and postcode. */
export function storeLabel(store: OfficestoreStore): string {
  return `${store.store_id} · ${store.store_name}, ${store.state} ${store.postcode}${store.status === 'open' ? '' : ` (${store.status})`}`;
}

/**
 * The postcode (only ACTIVE officestore.com.au ones; with none, a link to Postcodes) and the store: the
 * nearest to the postcode, as the service picks by default, or one from the list.
 */
export function PostcodeStoreFields({ draft, onChange, postcodes, stores, errors, disabled }: PostcodeStoreFieldsProps) {
  const group = useId();
  const loading = postcodes === undefined;
  const none = !loading && postcodes.length === 0;
  const options = (postcodes ?? []).map((z) => ({ value: z.zipcode, label: z.zipcode }));
  if (draft.postcode !== '' && !loading && !options.some((o) => o.value === draft.postcode)) {
    options.unshift({ value: draft.postcode, label: `${draft.postcode} (no longer active)` });
  }
  const storeOptions = (stores ?? []).map((s) => ({ value: s.store_id, label: storeLabel(s) }));
  return (
    <>
      <Select
        label="Postcode"
        required
        placeholder={loading ? 'Loading postcodes…' : none ? 'No active postcode' : 'Choose a postcode'}
        options={options}
        value={draft.postcode}
        disabled={disabled || (none && draft.postcode === '')}
        onChange={(event) => onChange({ postcode: event.currentTarget.value })}
        error={errors.postcode}
        hint={
          none ? (
            <>
              No active postcode for {OFFICESTORE_DOMAIN} yet. <a href={routeHref('postcodes')}>Add one on the Postcodes screen</a> and wait until it is Active;
              this form keeps what you chose.
            </>
          ) : (
            <>
              Active {OFFICESTORE_DOMAIN} postcodes only (they have cookies). <a href={routeHref('postcodes')}>Manage postcodes</a>
            </>
          )
        }
      />
      <fieldset className="choices" disabled={disabled}>
        <legend className="choices__legend">Store</legend>
        <label className="choices__option">
          <input type="radio" name={group} checked={draft.storeMode === 'nearest'} onChange={() => onChange({ storeMode: 'nearest' })} />
          The nearest store to the postcode (default)
        </label>
        <label className="choices__option">
          <input type="radio" name={group} checked={draft.storeMode === 'store'} onChange={() => onChange({ storeMode: 'store' })} />A store from the list
        </label>
      </fieldset>
      {draft.storeMode === 'store' && (
        <Select
          label="Store"
          required
          placeholder={stores === undefined ? 'Loading stores…' : 'Choose a store'}
          options={storeOptions}
          value={draft.storeId}
          onChange={(event) => onChange({ storeId: event.currentTarget.value })}
          error={errors.storeId}
          disabled={disabled}
          hint="Prices and availability are read at this store for every SKU added."
        />
      )}
    </>
  );
}
