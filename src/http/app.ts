import { asForgeError, ForgeError } from '../errors.js';
import type { ApiContext } from './api-context.js';
import { corsHeaders, judgeOrigin, preflightHeaders, type OriginVerdict } from './cors.js';
import { hostAllowed, type BoundAddress } from './host-check.js';
import { BODY_LIMIT, declaredTooLarge } from './request-body.js';
import { errorResponse } from './responses.js';
import { matchRoute, type Route } from './router.js';

export interface ApiOptions {
  routes: readonly Route[];
  /** The address and port actually bound (the port is known only after listening). */
  bound: () => BoundAddress;
  corsOrigins: () => readonly string[];
}

export type ApiHandler = (request: Request) => Promise<Response>;

/**
 * The HTTP API as a function from a Web Request to a Web Response: checks that hold for every
 * route (Host, Origin, CORS, body size), then the route, then one place that turns errors into
 * the error envelope. It never throws: a failure inside a handler is a 500 with the envelope.
 */
export function createApi(ctx: ApiContext, options: ApiOptions): ApiHandler {
  return async (request) => {
    let verdict: OriginVerdict = { kind: 'none' };
    try {
      const host = request.headers.get('host');
      if (!hostAllowed(host, options.bound())) {
        throw new ForgeError('forbidden', `Host ${JSON.stringify(host)} is not this server's address; use http://${formatBound(options.bound())}`);
      }
      verdict = judgeOrigin(request.headers.get('origin'), host, options.corsOrigins());
      if (verdict.kind === 'refused') {
        throw new ForgeError('forbidden', `Origin ${verdict.origin} may not call this API; list it in [forge] cors_origins to allow it`);
      }
      if (request.method === 'OPTIONS' && verdict.kind === 'listed') return new Response(null, { status: 204, headers: preflightHeaders(verdict) });
      if (declaredTooLarge(request)) throw new ForgeError('too_large', `the request body is larger than ${BODY_LIMIT} bytes`);
      const url = new URL(request.url);
      const match = matchRoute(options.routes, request.method, url.pathname);
      if (match.kind === 'none') throw new ForgeError('not_found', `no route ${request.method} ${url.pathname}; the routes are ${describeRoutes(options.routes)}`);
      if (match.kind === 'wrong_method') {
        return errorResponse(new ForgeError('method_not_allowed', `${url.pathname} takes ${match.allowed.join(', ')}, not ${request.method}`), {
          allow: match.allowed.join(', '),
          ...corsHeaders(verdict),
        });
      }
      const response = await match.route.handle(request, ctx, url);
      for (const [name, value] of Object.entries(corsHeaders(verdict))) response.headers.set(name, value);
      return response;
    } catch (error) {
      const forgeError = asForgeError(error);
      if (forgeError.code === 'internal') ctx.logger.error(`HTTP ${request.method} ${request.url}: ${forgeError.message}`);
      return errorResponse(forgeError, corsHeaders(verdict));
    }
  };
}

function formatBound(bound: BoundAddress): string {
  return bound.address.includes(':') ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
}

function describeRoutes(routes: readonly Route[]): string {
  return routes.map((route) => `${route.method} ${route.path}`).join(', ');
}
