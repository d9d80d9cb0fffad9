import type { Endpoint } from '../../shared/api/endpoint.ts';
import { legacyAsinPath, marketplaceItemsEndpoints as ep } from '../../shared/api/marketplace-items.ts';
import type { RouteKit } from '../server/route-kit.ts';
import { createAsinsBulk, createAsinsMultiple } from './marketplace-batch.ts';
import { createAsin, deleteAsin, getAsin, getOutput, listAsins, listOutputs, updateAsin } from './marketplace-handlers.ts';

/** The deprecated `schedules/asin/<suffix>` alias of an endpoint (interface 9.2). */
function legacy(endpoint: Endpoint): { deprecatedAliases: string[] } {
  const alias = legacyAsinPath(endpoint.path);
  return { deprecatedAliases: alias === null ? [] : [alias] };
}

/** Registers the marketplace ASIN endpoints (interface 4.2) and their legacy aliases. */
export function registerMarketplaceItems(kit: RouteKit): void {
  const { db } = kit.ctx;
  kit.handle(ep.create, ({ input, user }) => createAsin(db, user.id, input), legacy(ep.create));
  kit.handle(ep.createMultiple, ({ input, user }) => createAsinsMultiple(db, user.id, input), legacy(ep.createMultiple));
  kit.handle(ep.createBulk, ({ input, user, file }) => createAsinsBulk(db, user.id, input, file), legacy(ep.createBulk));
  kit.handle(ep.list, ({ input, user }) => listAsins(db, user.id, input), legacy(ep.list));
  kit.handle(ep.get, ({ input, user }) => getAsin(db, user.id, input), legacy(ep.get));
  kit.handle(ep.update, ({ input, user }) => updateAsin(db, user.id, input), legacy(ep.update));
  kit.handle(ep.delete, ({ input, user }) => deleteAsin(db, user.id, input), legacy(ep.delete));
  kit.handle(ep.outputList, ({ input, user }) => listOutputs(db, user.id, input), legacy(ep.outputList));
  kit.handle(ep.output, ({ input, user }) => getOutput(db, user.id, input), legacy(ep.output));
}
