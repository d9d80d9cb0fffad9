import type { Zipcode } from '../../../../shared/api/zipcodes.ts';
import { FormRow } from '../../../components/form-row.tsx';
import { Select } from '../../../components/select.tsx';
import { routeHref } from '../../../lib/router.ts';
import { useQuery } from '@tanstack/react-query';
import { domainsQuery, officestoreStoresQuery } from '../../../data/settings.ts';
import { zipcodesQuery } from '../../../data/zipcodes.ts';
import { fixedDomainOf } from '../lib/item-rows.ts';
import type { ItemType } from '../lib/item-rows.ts';

/** The location choices of an item form: domain and postcode ids, and the officestore store ('' = nearest). */
export interface LocationValue {
  domainId: number | null;
  postcodeId: number | null;
  storeId: string;
}

/** Props of LocationFields. */
export interface LocationFieldsProps {
  type: ItemType;
  value: LocationValue;
  onChange: (patch: Partial<LocationValue>) => void;
  /** In-place errors, shown after a submit attempt. */
  errors?: { domain?: string | undefined; postcode?: string | undefined };
  disabled?: boolean;
}

/** The id of the domain whose postcodes an item of `type` uses: the chosen one (marketplace) or the type's own. */
export function useItemDomainId(type: ItemType, chosen: number | null): number | null {
  const domains = useQuery(domainsQuery());
  const fixed = fixedDomainOf(type);
  if (fixed === null) return chosen;
  return domains.data?.find((d) => d.domain === fixed)?.id ?? null;
}

/** The active postcodes usable by an item of `type` with the chosen domain. */
export function useItemPostcodes(type: ItemType, chosenDomainId: number | null): { postcodes: readonly Zipcode[]; loading: boolean } {
  const domainId = useItemDomainId(type, chosenDomainId);
  const query = useQuery({ ...zipcodesQuery({ status: 'active', ...(domainId !== null ? { domain: domainId } : {}) }), enabled: domainId !== null });
  // The service already filters by status and domain; filtering again guards a stale cache entry.
  const postcodes = (query.data ?? []).filter((z) => z.status === 'active' && (domainId === null || z.domain.id === domainId));
  return { postcodes, loading: query.isLoading };
}

/** Domain (marketplace only), active postcode, and store (officestore only) pickers of an item form. */
export function LocationFields({ type, value, onChange, errors = {}, disabled = false }: LocationFieldsProps) {
  const domains = useQuery(domainsQuery());
  const stores = useQuery({ ...officestoreStoresQuery(), enabled: type === 'officestore' });
  const domainId = useItemDomainId(type, value.domainId);
  const { postcodes, loading } = useItemPostcodes(type, value.domainId);
  const domainName = domains.data?.find((d) => d.id === domainId)?.domain ?? fixedDomainOf(type) ?? '';
  const marketplaceDomains = (domains.data ?? []).filter((d) => d.domain.startsWith('marketplace.'));
  const noPostcodes = domainId !== null && !loading && postcodes.length === 0;

  return (
    <FormRow columns={2}>
      {type === 'marketplace' && (
        <Select
          label="Domain"
          required
          value={value.domainId === null ? '' : String(value.domainId)}
          placeholder={domains.isLoading ? 'Loading domains…' : 'Choose a domain'}
          options={marketplaceDomains.map((d) => ({ value: String(d.id), label: `${d.domain} (${d.country_code})` }))}
          onChange={(event) => onChange({ domainId: event.currentTarget.value ? Number(event.currentTarget.value) : null, postcodeId: null })}
          error={errors.domain}
          disabled={disabled}
        />
      )}
      <Select
        label="Postcode"
        required
        value={value.postcodeId === null ? '' : String(value.postcodeId)}
        placeholder={
          domainId === null ? 'Choose a domain first' : loading ? 'Loading postcodes…' : noPostcodes ? 'No active postcodes' : 'Choose an active postcode'
        }
        options={postcodes.map((z) => ({ value: String(z.id), label: z.zipcode }))}
        onChange={(event) => onChange({ postcodeId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
        error={errors.postcode}
        hint={
          noPostcodes ? (
            <>
              No active postcode for {domainName}. <a href={routeHref('postcodes')}>Add one on Postcodes</a> and wait until it is active.
            </>
          ) : (
            `Only active postcodes of ${domainName || 'the domain'} are offered.`
          )
        }
        disabled={disabled || domainId === null}
      />
      {type === 'officestore' && (
        <Select
          label="Store"
          value={value.storeId}
          placeholder="Nearest store to the postcode"
          options={(stores.data ?? []).map((s) => ({ value: s.store_id, label: `${s.store_name} (${s.store_id}, ${s.state})` }))}
          onChange={(event) => onChange({ storeId: event.currentTarget.value })}
          disabled={disabled}
        />
      )}
    </FormRow>
  );
}
