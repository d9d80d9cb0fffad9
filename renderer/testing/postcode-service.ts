import { DOMAINS } from '../../shared/api/settings.ts';
import type { Zipcode } from '../../shared/api/zipcodes.ts';
import { errResult } from '../../shared/bridge/result.ts';
import type { Answers } from './fake-desk.ts';
import { fakeDesk } from './desk-under-test.ts';

/** The postcodes of one test, kept as the service keeps them, with a hand on cookie generation. */
export interface PostcodeService {
  answers: Answers;
  rows: () => Zipcode[];
  /** Deleted elsewhere (another desk, the service's own site): gone from the service, with its cookie file. */
  deleteElsewhere(zipcodeId: number): void;
  /** Cookie generation finished for a postcode: it turns `active` and main's watcher tells the page. */
  finish(zipcodeId: number): void;
}

const at = '2026-11-28T05:00:00.000Z';

/**
 * Postcodes as the sandbox answers them: a new or changed postcode starts `in-progress` (cookies are
 * generated), the same value twice on one domain is the service's 409, filters and search are the server's.
 */
export function postcodeService(seed: { domain: number; zipcode: string; status?: Zipcode['status'] }[] = []): PostcodeService {
  let nextId = 1;
  const rows = new Map<number, Zipcode>();
  const domainOf = (id: number) => {
    const d = DOMAINS.find((x) => x.id === id);
    if (!d) throw new Error(`No domain ${id}`);
    return { id: d.id, domain: d.domain, country_code: d.country_code, status: d.status };
  };
  const add = (domain: number, zipcode: string, status: Zipcode['status']): Zipcode => {
    const row: Zipcode = { id: nextId++, zipcode, domain: domainOf(domain), status, created_at: at, updated_at: at };
    rows.set(row.id, row);
    return row;
  };
  for (const s of seed) add(s.domain, s.zipcode, s.status ?? 'active');
  const taken = (domain: number, zipcode: string, except?: number) =>
    [...rows.values()].some((r) => r.domain.id === domain && r.zipcode === zipcode && r.id !== except);
  const duplicate = () => errResult('service', 'Zipcode already exists for this domain.', 409);

  return {
    rows: () => [...rows.values()],
    deleteElsewhere: (zipcodeId) => void rows.delete(zipcodeId),
    finish(zipcodeId) {
      const row = rows.get(zipcodeId);
      if (!row) throw new Error(`No postcode ${zipcodeId}`);
      row.status = 'active';
      fakeDesk.emit('postcode.status', { zipcodeId, status: 'active', zipcode: row.zipcode, domain: row.domain.domain });
    },
    answers: {
      'zipcodes.list': ({ status, domain }) =>
        [...rows.values()].filter((r) => (status === undefined || r.status === status) && (domain === undefined || r.domain.id === domain)),
      'zipcodes.search': ({ search }) => [...rows.values()].filter((r) => !search || r.zipcode.includes(search) || r.domain.domain.includes(search)),
      'zipcodes.create': ({ domain, zipcode }) => (taken(domain, zipcode) ? duplicate() : add(domain, zipcode, 'in-progress')),
      'zipcodes.update': ({ zipcode_id, domain, zipcode }) => {
        const row = rows.get(zipcode_id);
        if (!row) return errResult('service', 'Zipcode not found.', 404);
        if (taken(domain ?? row.domain.id, zipcode ?? row.zipcode, zipcode_id)) return duplicate();
        Object.assign(row, { zipcode: zipcode ?? row.zipcode, domain: domainOf(domain ?? row.domain.id), status: 'in-progress' });
        return row;
      },
      'zipcodes.delete': ({ zipcode_id }) => (rows.delete(zipcode_id) ? 'Zipcode deleted successfully.' : errResult('service', 'Zipcode not found.', 404)),
    },
  };
}
