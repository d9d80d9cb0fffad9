import { hashString } from './seeded-random.ts';

/** An officestore store as `settings/officestore/stores/` lists it. */
export interface OfficestoreStore {
  store_id: string;
  store_name: string;
  address: string;
  state: string;
  postcode: string;
  phone: string;
  lat: number;
  lon: number;
  status: 'active';
}

/** Australian state or territory codes. */
export type AustralianState = 'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';

// id, suburb, state, postcode, lat, lon. Suburbs and coordinates are real places; street addresses and
// phone numbers are invented (phone numbers are in ACMA's ranges reserved for fiction).
const ROWS: readonly (readonly [string, string, AustralianState, string, number, number])[] = [
  ['W402', 'Sydney CBD', 'NSW', '2000', -33.868, 151.207],
  ['W411', 'Parramatta', 'NSW', '2150', -33.815, 151.003],
  ['W415', 'Chatswood', 'NSW', '2067', -33.797, 151.183],
  ['W420', 'Newcastle', 'NSW', '2300', -32.927, 151.776],
  ['W433', 'Wollongong', 'NSW', '2500', -34.425, 150.893],
  ['W447', 'Penrith', 'NSW', '2750', -33.751, 150.694],
  ['W452', 'Dubbo', 'NSW', '2830', -32.248, 148.601],
  ['W460', 'Fyshwick', 'ACT', '2609', -35.333, 149.175],
  ['W301', 'Melbourne', 'VIC', '3000', -37.814, 144.963],
  ['W312', 'Richmond', 'VIC', '3121', -37.823, 145.0],
  ['W318', 'Dandenong', 'VIC', '3175', -37.987, 145.215],
  ['W325', 'Geelong', 'VIC', '3220', -38.149, 144.361],
  ['W331', 'Ballarat', 'VIC', '3350', -37.562, 143.85],
  ['W501', 'Brisbane City', 'QLD', '4000', -27.47, 153.026],
  ['W514', 'Southport', 'QLD', '4215', -27.967, 153.4],
  ['W522', 'Toowoomba', 'QLD', '4350', -27.561, 151.953],
  ['W530', 'Townsville', 'QLD', '4810', -19.259, 146.817],
  ['W536', 'Cairns', 'QLD', '4870', -16.92, 145.771],
  ['W601', 'Adelaide', 'SA', '5000', -34.928, 138.6],
  ['W608', 'Mile End', 'SA', '5031', -34.926, 138.568],
  ['W701', 'Perth', 'WA', '6000', -31.952, 115.861],
  ['W709', 'Osborne Park', 'WA', '6017', -31.901, 115.812],
  ['W716', 'Bunbury', 'WA', '6230', -33.327, 115.641],
  ['W801', 'Hobart', 'TAS', '7000', -42.882, 147.327],
  ['W806', 'Launceston', 'TAS', '7250', -41.436, 147.138],
  ['W901', 'Darwin', 'NT', '0800', -12.463, 130.842],
];

const STREETS = ['Example Street', 'Sandbox Road', 'Sample Avenue', 'Placeholder Parade', 'Demo Drive', 'Mock Lane'];
const AREA: Record<AustralianState, string> = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' };

/** The sandbox's officestore stores: 26 across every state and territory. */
export const OFFICESTORE_STORES: readonly OfficestoreStore[] = ROWS.map(([id, suburb, state, postcode, lat, lon]) => {
  const h = hashString(id);
  const area = AREA[state];
  // Fictional ranges: 03 7010 xxxx for 03, 0X 5550 xxxx for the others.
  const exchange = area === '03' ? '7010' : '5550';
  return {
    store_id: id,
    store_name: `Officestore ${suburb}`,
    address: `${1 + (h % 240)} ${STREETS[h % STREETS.length] ?? 'Example Street'}, ${suburb} ${state} ${postcode}`,
    state,
    postcode,
    phone: `(${area}) ${exchange} ${String(h % 10000).padStart(4, '0')}`,
    lat,
    lon,
    status: 'active',
  };
});

/** The state or territory an Australian postcode belongs to (Australia Post ranges), or undefined. */
export function postcodeState(postcode: string): AustralianState | undefined {
  if (!/^\d{4}$/.test(postcode)) return undefined;
  const n = Number(postcode);
  if ((n >= 200 && n <= 299) || (n >= 2600 && n <= 2618) || (n >= 2900 && n <= 2920)) return 'ACT';
  if (n >= 800 && n <= 999) return 'NT';
  if (n >= 1000 && n <= 2999) return 'NSW';
  if ((n >= 3000 && n <= 3999) || (n >= 8000 && n <= 8999)) return 'VIC';
  if ((n >= 4000 && n <= 4999) || (n >= 9000 && n <= 9999)) return 'QLD';
  if (n >= 5000 && n <= 5999) return 'SA';
  if (n >= 6000 && n <= 6999) return 'WA';
  if (n >= 7000 && n <= 7999) return 'TAS';
  return undefined;
}

/** The store with this id, or undefined. */
export function findStore(storeId: string): OfficestoreStore | undefined {
  return OFFICESTORE_STORES.find((s) => s.store_id === storeId);
}

/**
 * The nearest store to a postcode: within the postcode's state, the store whose postcode is numerically
 * closest (ties go to the lower store id). A postcode outside every state range still gets a stable store.
 */
export function nearestStore(postcode: string): OfficestoreStore {
  const state = postcodeState(postcode);
  const inState = OFFICESTORE_STORES.filter((s) => s.state === state);
  const pool = inState.length > 0 ? inState : OFFICESTORE_STORES;
  const n = /^\d+$/.test(postcode) ? Number(postcode) : hashString(postcode) % 10000;
  let best = pool[0] as OfficestoreStore;
  for (const store of pool) {
    const d = Math.abs(Number(store.postcode) - n);
    const bestD = Math.abs(Number(best.postcode) - n);
    if (d < bestD || (d === bestD && store.store_id < best.store_id)) best = store;
  }
  return best;
}
