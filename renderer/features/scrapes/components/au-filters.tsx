import type { DeliveryDayFilter } from '../../../../shared/api/category-scrape.ts';
import { AU_DOMAIN } from '../../../../shared/api/settings.ts';
import { Checkbox } from '../../../components/checkbox.tsx';
import { Select } from '../../../components/select.tsx';

const DELIVERY_OPTIONS = [
  { value: '', label: 'Any delivery day' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'within_2_days', label: 'Within 2 days' },
];

/** Props of AuFilters. */
export interface AuFiltersProps {
  prime: boolean;
  deliveryDay: DeliveryDayFilter | '';
  onChange: (patch: { primeShipsFromAu?: boolean; deliveryDay?: DeliveryDayFilter | '' }) => void;
  error?: string | undefined;
}

/** The filters the service supports on the Australian domain only: ships from AU / premium delivery, delivery day. */
export function AuFilters({ prime, deliveryDay, onChange, error }: AuFiltersProps) {
  return (
    <fieldset className="panel sc-fieldset">
      <legend className="sc-fieldset__legend">Filters · {AU_DOMAIN} only</legend>
      <Checkbox
        label="Ships from AU, premium delivery eligible"
        checked={prime}
        onChange={(event) => onChange({ primeShipsFromAu: event.currentTarget.checked })}
      />
      <Select
        label="Delivery day"
        options={DELIVERY_OPTIONS}
        value={deliveryDay}
        onChange={(event) => onChange({ deliveryDay: event.currentTarget.value as DeliveryDayFilter | '' })}
        error={error}
      />
    </fieldset>
  );
}
