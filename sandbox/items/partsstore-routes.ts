import { partsstoreItemsEndpoints as ep } from '../../shared/api/partsstore-items.ts';
import type { RouteKit } from '../server/route-kit.ts';
import { createPartsBulk, createPartsMultiple } from './partsstore-batch.ts';
import { createPart, deletePart, getPart, listParts, updatePart } from './partsstore-handlers.ts';

/** Registers the partsstore part endpoints (interface 4.3). */
export function registerPartsstoreItems(kit: RouteKit): void {
  const { db } = kit.ctx;
  kit.handle(ep.create, ({ input, user }) => createPart(db, user.id, input));
  kit.handle(ep.createMultiple, ({ input, user }) => createPartsMultiple(db, user.id, input));
  kit.handle(ep.createBulk, ({ input, user, file }) => createPartsBulk(db, user.id, input, file));
  kit.handle(ep.list, ({ input, user }) => listParts(db, user.id, input));
  kit.handle(ep.get, ({ input, user }) => getPart(db, user.id, input));
  kit.handle(ep.update, ({ input, user }) => updatePart(db, user.id, input));
  kit.handle(ep.delete, ({ input, user }) => deletePart(db, user.id, input));
}
