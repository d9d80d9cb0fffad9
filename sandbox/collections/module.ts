import { collectionsEndpoints as ep } from '../../shared/api/collections.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';
import { addCollection, deleteCollection, deleteCollections, getCollection, listCollections, updateCollection } from './collection-handlers.ts';

/** Collection management (completions 4). */
export const collectionsModule: SandboxModule = {
  name: 'collections',
  register(kit) {
    const { db } = kit.ctx;
    kit.handle(ep.add, ({ input, user }) => addCollection(db, user.id, input));
    kit.handle(ep.list, ({ input, user }) => listCollections(db, user.id, input));
    kit.handle(ep.get, ({ input, user }) => getCollection(db, user.id, input));
    kit.handle(ep.update, ({ input, user }) => updateCollection(db, user.id, input));
    kit.handle(ep.delete, ({ input, user }) => deleteCollection(db, user.id, input));
    kit.handle(ep.deleteMultiple, ({ input, user }) => deleteCollections(db, user.id, input));
  },
};
