import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint.ts';
import { fail, MESSAGES, ok } from '../../shared/api/envelope.ts';
import { validationMessage } from '../../shared/api/validation-message.ts';
import { ApiError } from './api-error.ts';
import { authenticate } from './auth.ts';
import { isJsonContentType, NOT_JSON_MESSAGE } from './request-guard.ts';
import type { AuthUser, SandboxContext } from './context.ts';

/** The `csv` file of a multipart bulk request. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** What an authenticated route handler receives. */
export interface AuthedRequest<I> {
  input: I;
  user: AuthUser;
  /** The uploaded `csv` file (multipart endpoints only). */
  file: UploadedFile | null;
}

/** A raw file answer (result files, invoices, images). */
export interface FileReply {
  contentType: string;
  bytes: Uint8Array | string;
  fileName?: string;
}

/** How area modules add routes to the sandbox. */
export interface RouteKit {
  readonly ctx: SandboxContext;
  /** An authenticated endpoint; `aliases` are extra (deprecated) paths answering the same way. */
  handle<E extends Endpoint>(ep: E, fn: (req: AuthedRequest<z.output<E['input']>>) => unknown, options?: { deprecatedAliases?: string[] }): void;
  /** A public endpoint (no credential). */
  handlePublic<E extends Endpoint>(ep: E, fn: (req: { input: z.output<E['input']> }) => unknown): void;
  /** An authenticated raw-file endpoint answering GET and POST; `pattern` is a Hono path under /api/v1/. */
  handleFile(pattern: string, fn: (req: { user: AuthUser; params: Record<string, string> }) => FileReply): void;
  /** A public GET of the sandbox's own static assets (e.g. synthetic product images). */
  handleAsset(pattern: string, fn: (params: Record<string, string>) => FileReply | null): void;
}

const API = '/api/v1/';

/** Creates the route kit over a Hono app. */
export function createRouteKit(app: Hono, ctx: SandboxContext): RouteKit {
  const requireUser = (c: Context): AuthUser => {
    const user = authenticate(ctx.db, {
      apiKey: c.req.header('x-api-key'),
      authorization: c.req.header('authorization'),
    });
    if (!user) throw new ApiError(401, MESSAGES.authFailed);
    return user;
  };

  const run = async (c: Context, ep: Endpoint, produce: (input: unknown, file: UploadedFile | null) => unknown) => {
    try {
      const { body, file } = ep.body === 'multipart' ? await readMultipart(c) : { body: await readJson(c), file: null };
      const parsed = ep.input.safeParse(body, { reportInput: true });
      if (!parsed.success) throw new ApiError(400, validationMessage(parsed.error, body));
      const data = await produce(parsed.data, file);
      const checked = ep.output.safeParse(data);
      if (!checked.success) {
        ctx.log(`output of ${ep.path} does not match the contract: ${checked.error.message}`);
        return c.json(fail(500, MESSAGES.unexpected));
      }
      return c.json(ok(data));
    } catch (error) {
      return c.json(toEnvelope(error, ctx));
    }
  };

  return {
    ctx,
    handle(ep, fn, options) {
      const handler = (c: Context) => {
        let user: AuthUser;
        try {
          user = requireUser(c);
        } catch (error) {
          return c.json(toEnvelope(error, ctx));
        }
        return run(c, ep, (input, file) => fn({ input: input as never, user, file }));
      };
      app.post(API + ep.path, handler);
      for (const alias of options?.deprecatedAliases ?? []) {
        app.post(API + alias, async (c) => {
          const response = await handler(c);
          response.headers.set('Deprecation', 'true');
          response.headers.set('Link', `<${API}${ep.path}>; rel="successor-version"`);
          return response;
        });
      }
    },
    handlePublic(ep, fn) {
      app.post(API + ep.path, (c) => run(c, ep, (input) => fn({ input: input as never })));
    },
    handleFile(pattern, fn) {
      app.on(['GET', 'POST'], API + pattern, (c) => {
        try {
          const reply = fn({ user: requireUser(c), params: c.req.param() as Record<string, string> });
          return fileResponse(reply);
        } catch (error) {
          return c.json(toEnvelope(error, ctx));
        }
      });
    },
    handleAsset(pattern, fn) {
      app.get(pattern, (c) => {
        const reply = fn(c.req.param() as Record<string, string>);
        return reply ? fileResponse(reply) : c.json(fail(404, MESSAGES.notFound));
      });
    },
  };
}

function fileResponse(reply: FileReply): Response {
  const headers: Record<string, string> = { 'content-type': reply.contentType, 'x-content-type-options': 'nosniff' };
  if (reply.fileName) headers['content-disposition'] = `attachment; filename="${reply.fileName.replace(/"/g, '')}"`;
  return new Response(reply.bytes as ConstructorParameters<typeof Response>[0], { status: 200, headers });
}

function toEnvelope(error: unknown, ctx: SandboxContext) {
  if (error instanceof ApiError) return fail(error.code, error.message);
  ctx.log(`unexpected error: ${error instanceof Error ? error.stack : String(error)}`);
  return fail(500, MESSAGES.unexpected);
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  // A body in another content type is what a cross-site form can send: never read it as JSON.
  if (!isJsonContentType(c.req.header('content-type'))) throw new ApiError(400, NOT_JSON_MESSAGE);
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw new ApiError(400, MESSAGES.malformedBody);
  }
}

async function readMultipart(c: Context): Promise<{ body: Record<string, unknown>; file: UploadedFile | null }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, MESSAGES.malformedBody);
  }
  const body: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      // Multipart fields are text; ids arrive as digits and are read as numbers.
      body[key] = /^\d{1,15}$/.test(value) ? Number(value) : value;
    } else if (key === 'csv') {
      file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
  }
  return { body, file };
}
