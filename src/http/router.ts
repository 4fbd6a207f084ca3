import type { ApiContext } from './api-context.js';

/**
 * Routes of the HTTP API. Adding one takes one file and one line:
 *
 *   1. src/http/routes/<name>.ts:  export default defineRoute({ method: 'GET', path: '/api/<name>',
 *      summary: '...', handle: (request, ctx, url) => json({...}) })
 *      A handler is a function from a Web Request to a Web Response (a streaming route returns a
 *      Response whose body is a ReadableStream and stops when `request.signal` aborts). It throws
 *      ForgeError for failures; app.ts turns those into the error envelope with the status of
 *      HTTP_STATUS. Request and response shapes belong in protocol/http-api.ts.
 *   2. src/http/routes.ts: add the import to ROUTES.
 *
 * Paths match exactly (no parameters in paths; queries carry them). Host, origin, CORS and the
 * body limit are checked before any handler runs (app.ts registers each route with hono).
 */
export type Method = 'GET' | 'POST';

export interface Route {
  method: Method;
  path: string;
  /** One line for the 404 answer and docs/http-api.md. */
  summary: string;
  handle(request: Request, ctx: ApiContext, url: URL): Response | Promise<Response>;
}

export function defineRoute(route: Route): Route {
  return route;
}
