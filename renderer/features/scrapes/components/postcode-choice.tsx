import type { Zipcode } from '../../../../shared/api/zipcodes.ts';
import { Select } from '../../../components/select.tsx';
import { routeHref } from '../../../lib/router.ts';

/** Props of PostcodeChoice. */
export interface PostcodeChoiceProps {
  domain: string;
  /** The domain's active postcodes; undefined while loading or before a domain is chosen. */
  postcodes: readonly Zipcode[] | undefined;
  loading: boolean;
  value: string;
  onChange: (postcode: string) => void;
  error?: string | undefined;
  label?: string;
  id?: string;
}

/**
 * The postcode of a domain, chosen among its ACTIVE postcodes (those with a cookie file). With none, it
 * says so and links to the Postcodes screen; a chosen postcode that stopped being active stays visible, marked.
 */
export function PostcodeChoice({ domain, postcodes, loading, value, onChange, error, label = 'Postcode', id }: PostcodeChoiceProps) {
  const none = domain !== '' && !loading && postcodes !== undefined && postcodes.length === 0;
  const options = (postcodes ?? []).map((z) => ({ value: z.zipcode, label: z.zipcode }));
  if (value !== '' && postcodes !== undefined && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: `${value} (not active)` });
  }
  const hint =
    domain === '' ? (
      'Choose the domain first.'
    ) : none ? (
      <>
        No active postcode for {domain}. <a href={routeHref('postcodes')}>Add one on the Postcodes screen</a> and wait until it is Active.
      </>
    ) : (
      <>
        Active postcodes only (they have a cookie file) · <a href={routeHref('postcodes')}>Manage postcodes</a>
      </>
    );
  return (
    <Select
      id={id}
      label={label}
      required
      placeholder={loading ? 'Loading postcodes…' : none ? 'No active postcode' : 'Choose a postcode'}
      options={options}
      value={value}
      disabled={domain === '' || (none && value === '')}
      onChange={(event) => onChange(event.currentTarget.value)}
      hint={hint}
      error={error}
    />
  );
}
