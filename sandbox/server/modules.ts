import type { RouteKit } from './route-kit.ts';
import type { SandboxContext } from './context.ts';

/** One area of the service: its routes, and the background work it resumes at start. */
export interface SandboxModule {
  readonly name: string;
  register(kit: RouteKit): void;
  /** Resumes or ends jobs cut off by a restart; called once the server listens. */
  start?(ctx: SandboxContext): void;
}

/**
 * Every area of the sandbox, in registration order. Area modules live in sandbox/<area>/module.ts;
 * add one import and one entry here.
 */
export const MODULES: SandboxModule[] = [];
