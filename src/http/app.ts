import { timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ACTION_TOKEN_HEADER, HOOK_BODY_LIMIT, HOOKS_PATH } from '../../protocol/http-api.js';
import { asForgeError, ForgeError } from '../errors.js';
import type { ApiContext } from './api-context.js';
import { type BoundAddress, hostAllowed } from './host-check.js';
import { errorResponse } from './responses.js';
import type { Route } from './router.js';

/** Requests may carry at most this many bytes of body; more is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

export interface ApiOptions {
  routes: readonly Route[];
  /** The address and port actually bound (the port is known only after listening). */
  bound: () => BoundAddress;
  corsOrigins: () => readonly string[];
}

export type ApiHandler = (request: Request) => Promise<Response>;

/**
 * The HTTP API as a function from a Web Request to a Web Response (hono): checks that hold for
 * every route (Host, Origin, CORS, body size), then the route, then one `onError` that turns
 * errors into the error envelope. It never throws: a failure inside a handler is a 500.
 */
export function createApi(ctx: ApiContext, options: ApiOptions): ApiHandler {
  const app = new Hono();
  app.use(hostCheck(options.bound));
  app.use(originCheck(options.corsOrigins));
  // A hook request carries the tool call, and a Write may carry a large file: refusing it would
  // block the call (the PreToolUse hook fails closed), so the hooks take far larger bodies.
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ForgeError('too_large', `the request body is larger than ${maxSize} bytes`);
      },
    });
  const apiLimit = limit(BODY_LIMIT);
  const hookLimit = limit(HOOK_BODY_LIMIT);
  app.use((c, next) => (c.req.path.startsWith(`${HOOKS_PATH}/`) ? hookLimit(c, next) : apiLimit(c, next)));
  app.use(`${ACTIONS_PATH}/*`, actionGuard(ctx));
  for (const route of options.routes) app.on(route.method, route.path, (c) => route.handle(c.req.raw, ctx, new URL(c.req.url)));
  const methodsOn = (path: string) =>
    options.routes
      .filter((route) => route.path === path)
      .map((route) => route.method)
      .join(', ');
  app.notFound((c) => {
    const allowed = methodsOn(c.req.path);
    if (allowed === '')
      throw new ForgeError(
        'not_found',
        `no route ${c.req.method} ${c.req.path}; the routes are ${options.routes.map((route) => `${route.method} ${route.path}`).join(', ')}`,
      );
    throw new ForgeError('method_not_allowed', `${c.req.path} takes ${allowed}, not ${c.req.method}`);
  });
  app.onError((error, c) => {
    const forgeError = asForgeError(error);
    if (forgeError.code === 'internal') ctx.logger.error(`HTTP ${c.req.method} ${c.req.url}: ${forgeError.message}`);
    // A 405 names what the path takes; the rest of an oversized body is never read, so that connection cannot be reused.
    const headers: Record<string, string> =
      forgeError.code === 'method_not_allowed' ? { allow: methodsOn(c.req.path) } : forgeError.code === 'too_large' ? { connection: 'close' } : {};
    return errorResponse(forgeError, headers);
  });
  return async (request) => app.fetch(request);
}

/**
 * DNS rebinding defence: a request must name this server's own address and port, in its Host
 * header and in its URL (an absolute-form request line names a host of its own).
 */
function hostCheck(bound: () => BoundAddress): MiddlewareHandler {
  return async (c, next) => {
    for (const host of [c.req.header('host') ?? null, new URL(c.req.url).host]) {
      if (!hostAllowed(host, bound()))
        throw new ForgeError('forbidden', `Host ${JSON.stringify(host)} is not this server's address; use http://${formatBound(bound())}`);
    }
    await next();
  };
}

/**
 * Cross-origin rules. Without `[forge] cors_origins` no CORS header is ever sent, so browsers keep
 * other origins' pages from reading answers. A request that carries an Origin which is neither this
 * server nor listed is refused outright, so a foreign page cannot even trigger a handler.
 */
function originCheck(listed: () => readonly string[]): MiddlewareHandler {
  const allowListed = cors({ origin: (origin) => origin, allowMethods: ['GET', 'POST'], allowHeaders: ['content-type'], maxAge: 600 });
  return async (c, next) => {
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    if (origin === undefined || origin === `http://${host}` || origin === `https://${host}`) return next();
    if (!listed().includes(origin)) throw new ForgeError('forbidden', `Origin ${origin} may not call this API; list it in [forge] cors_origins to allow it`);
    return allowListed(c, next);
  };
}

/** Where the dashboard's actions live: routes that write files, guarded by actionGuard. */
export const ACTIONS_PATH = '/api/actions';

/**
 * The actions write files, so they answer this server's own pages only: a request that says it
 * comes from another origin is refused even when `[forge] cors_origins` lists it, and every POST
 * carries the daemon's token, which only a same-origin page can read (GET /api/actions/token).
 */
function actionGuard(ctx: ApiContext): MiddlewareHandler {
  const expected = Buffer.from(ctx.actionToken);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const own = `http://${c.req.header('host')}`;
    if (origin !== undefined && origin !== own)
      throw new ForgeError('forbidden', `Origin ${origin} may not use the dashboard's actions: they answer pages of ${own} only`);
    // Browsers say where a request comes from even when they send no Origin (a GET from a <script> tag, say).
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      throw new ForgeError('forbidden', `a ${site} request may not use the dashboard's actions: they answer pages of ${own} only`);
    if (c.req.method === 'POST') {
      const given = Buffer.from(c.req.header(ACTION_TOKEN_HEADER) ?? '');
      if (given.length === 0)
        throw new ForgeError(
          'forbidden',
          `the request has no ${ACTION_TOKEN_HEADER} header: actions need this daemon's token (GET ${ACTIONS_PATH}/token from the dashboard page)`,
        );
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ForgeError('forbidden', `the ${ACTION_TOKEN_HEADER} header is not this daemon's token (a daemon restart makes a new one: reload the page)`);
      }
    }
    await next();
  };
}

function formatBound(bound: BoundAddress): string {
  return bound.address.includes(':') ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
}
