import { accountsModule } from './accounts/module.ts';
import { catalogueModule } from './catalogue/module.ts';
import { outboxModule } from './outbox/module.ts';
import { playgroundModule } from './playground/module.ts';
import { settingsModule } from './settings/module.ts';
import { zipcodesModule } from './zipcodes/module.ts';
import { collectionsModule } from './collections/module.ts';
import { itemsModule } from './items/module.ts';
import { runsModule } from './runs/module.ts';
import { categoryModule } from './category/module.ts';
import type { SandboxModule } from './server/sandbox-module.ts';

/**
 * Every area of the sandbox, in registration order. Area modules live in sandbox/<area>/module.ts;
 * add one import and one entry here.
 */
export const MODULES: SandboxModule[] = [
  collectionsModule,
  itemsModule,
  settingsModule,
  accountsModule,
  zipcodesModule,
  catalogueModule,
  playgroundModule,
  outboxModule,
  runsModule,
  categoryModule,
];
