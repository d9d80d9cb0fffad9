import { officestoreItemsEndpoints as ep } from '../../shared/api/officestore-items.ts';
import type { RouteKit } from '../server/route-kit.ts';
import { createSkusBulk, createSkusMultiple } from './officestore-batch.ts';
import { createSku, deleteSku, getSku, listSkus, updateSku } from './officestore-handlers.ts';

/** Registers the officestore SKU endpoints (completions 7). */
export function registerOfficestoreItems(kit: RouteKit): void {
  const { db } = kit.ctx;
  kit.handle(ep.create, ({ input, user }) => createSku(db, user.id, input));
  kit.handle(ep.createMultiple, ({ input, user }) => createSkusMultiple(db, user.id, input));
  kit.handle(ep.createBulk, ({ input, user, file }) => createSkusBulk(db, user.id, input, file));
  kit.handle(ep.list, ({ input, user }) => listSkus(db, user.id, input));
  kit.handle(ep.get, ({ input, user }) => getSku(db, user.id, input));
  kit.handle(ep.update, ({ input, user }) => updateSku(db, user.id, input));
  kit.handle(ep.delete, ({ input, user }) => deleteSku(db, user.id, input));
}
