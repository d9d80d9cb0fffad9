import type { Domain } from '../../shared/api/settings.ts';
import { settingsEndpoints as ep } from '../../shared/api/settings.ts';
import { OFFICESTORE_STORES } from '../data/stores.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';

/** Public settings: the domains table and the officestore stores (completions 3). */
export const settingsModule: SandboxModule = {
  name: 'settings',
  register(kit) {
    kit.handlePublic(
      ep.domains,
      () => kit.ctx.db.prepare('SELECT id, domain, country_code, supplier_type, status, postcode_regex FROM domains ORDER BY id').all() as unknown as Domain[],
    );
    kit.handlePublic(ep.officestoreStores, () => OFFICESTORE_STORES.map((store) => ({ ...store })));
  },
};
