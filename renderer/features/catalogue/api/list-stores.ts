import { useQuery } from '@tanstack/react-query';
import type { OfficestoreStore } from '../../../../shared/api/settings.ts';
import { officestoreStoresQuery } from '../../../data/settings.ts';

/** Stores by state, then name. */
export function sortStores(stores: readonly OfficestoreStore[]): OfficestoreStore[] {
  return [...stores].sort((a, b) => a.state.localeCompare(b.state) || a.store_name.localeCompare(b.store_name));
}

/** The officestore stores, by state then name. */
export function useStores() {
  return useQuery({ ...officestoreStoresQuery(), select: sortStores });
}
