import type { SandboxModule } from '../server/sandbox-module.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerAuthRoutes } from './auth-routes.ts';

/** Accounts: login, registration, password reset, profile, credits, payments, API key (completions 2). */
export const accountsModule: SandboxModule = {
  name: 'accounts',
  register(kit) {
    registerAuthRoutes(kit);
    registerAccountRoutes(kit);
  },
};
