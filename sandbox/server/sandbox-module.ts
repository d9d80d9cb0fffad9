import type { RouteKit } from './route-kit.ts';
import type { SandboxContext } from './context.ts';

/**
 * One area of the service: its routes, and the background work it resumes at start. Declared apart from
 * the list of areas (modules.ts), so an area module depends on this shape and not on the list holding it.
 */
export interface SandboxModule {
  readonly name: string;
  register(kit: RouteKit): void;
  /** Resumes or ends jobs cut off by a restart; called once the server listens. */
  start?(ctx: SandboxContext): void;
}
