import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail, MESSAGES } from '../shared/api/envelope.ts';
import { LIMITS } from '../shared/api/limits.ts';
import type { SandboxContext } from './server/context.ts';
import { MODULES } from './sandbox-modules.ts';
import { loopbackHostOnly } from './server/request-guard.ts';
import { createRouteKit } from './server/route-kit.ts';

/** Builds the sandbox's HTTP app: loopback Host only, body limit, every area's routes, envelope 404s. */
export function createApp(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.use('*', loopbackHostOnly(ctx.baseUrl));
  app.use('/api/*', bodyLimit({ maxSize: LIMITS.maxBodyBytes, onError: (c) => c.json(fail(400, MESSAGES.bodyTooLarge)) }));
  const kit = createRouteKit(app, ctx);
  for (const module of MODULES) module.register(kit);
  app.notFound((c) => c.json(fail(404, MESSAGES.notFound)));
  app.onError((error, c) => {
    ctx.log(`unhandled: ${error.stack ?? error.message}`);
    return c.json(fail(500, MESSAGES.unexpected));
  });
  return app;
}
