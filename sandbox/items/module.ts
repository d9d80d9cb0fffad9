import type { SandboxModule } from '../server/sandbox-module.ts';
import { registerMarketplaceItems } from './marketplace-routes.ts';
import { registerOfficestoreItems } from './officestore-routes.ts';
import { registerPartsstoreItems } from './partsstore-routes.ts';

/** Collection items: marketplace ASINs, partsstore parts, officestore SKUs. */
export const itemsModule: SandboxModule = {
  name: 'items',
  register(kit) {
    registerMarketplaceItems(kit);
    registerPartsstoreItems(kit);
    registerOfficestoreItems(kit);
  },
};
