import {
  errorResponse
} from "./chunk-VEZTSAUB.js";
import {
  ACTION_TOKEN_HEADER,
  HOOKS_PATH,
  HOOK_BODY_LIMIT
} from "./chunk-BLTLASRP.js";
import {
  ForgeError,
  asForgeError
} from "./chunk-54LJ5TLE.js";

// dist/src/http/app.js
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";

// dist/src/http/host-check.js
import { isIP } from "node:net";
function hostAllowed(host, bound) {
  if (host === null)
    return false;
  const parsed = splitHost(host.trim().toLowerCase());
  if (parsed === null || parsed.port !== bound.port)
    return false;
  const address = bound.address.toLowerCase();
  if (parsed.name === address)
    return true;
  if (isLoopback(address))
    return isLoopback(parsed.name);
  if (address === "0.0.0.0" || address === "::")
    return parsed.name === "localhost" || isIP(parsed.name) !== 0;
  return false;
}
function isLoopback(name) {
  return name === "localhost" || name === "::1" || isIP(name) === 4 && name.startsWith("127.");
}
function splitHost(host) {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(host);
  if (!match)
    return null;
  const name = match[1].startsWith("[") ? match[1].slice(1, -1) : match[1];
  return { name, port: Number(match[2]) };
}

// dist/src/http/app.js
var BODY_LIMIT = 64 * 1024;
function createApi(ctx, options) {
  const app = new Hono();
  app.use(hostCheck(options.bound));
  app.use(originCheck(options.corsOrigins));
  const limit = (maxSize) => bodyLimit({
    maxSize,
    onError: () => {
      throw new ForgeError("too_large", `the request body is larger than ${maxSize} bytes`);
    }
  });
  const apiLimit = limit(BODY_LIMIT);
  const hookLimit = limit(HOOK_BODY_LIMIT);
  app.use((c, next) => c.req.path.startsWith(`${HOOKS_PATH}/`) ? hookLimit(c, next) : apiLimit(c, next));
  app.use(`${ACTIONS_PATH}/*`, actionGuard(ctx));
  for (const route of options.routes)
    app.on(route.method, route.path, (c) => route.handle(c.req.raw, ctx, new URL(c.req.url)));
  const methodsOn = (path) => options.routes.filter((route) => route.path === path).map((route) => route.method).join(", ");
  app.notFound((c) => {
    const allowed = methodsOn(c.req.path);
    if (allowed === "")
      throw new ForgeError("not_found", `no route ${c.req.method} ${c.req.path}; the routes are ${options.routes.map((route) => `${route.method} ${route.path}`).join(", ")}`);
    throw new ForgeError("method_not_allowed", `${c.req.path} takes ${allowed}, not ${c.req.method}`);
  });
  app.onError((error, c) => {
    const forgeError = asForgeError(error);
    if (forgeError.code === "internal")
      ctx.logger.error(`HTTP ${c.req.method} ${c.req.url}: ${forgeError.message}`);
    const headers = forgeError.code === "method_not_allowed" ? { allow: methodsOn(c.req.path) } : forgeError.code === "too_large" ? { connection: "close" } : {};
    return errorResponse(forgeError, headers);
  });
  return async (request) => app.fetch(request);
}
function hostCheck(bound) {
  return async (c, next) => {
    for (const host of [c.req.header("host") ?? null, new URL(c.req.url).host]) {
      if (!hostAllowed(host, bound()))
        throw new ForgeError("forbidden", `Host ${JSON.stringify(host)} is not this server's address; use http://${formatBound(bound())}`);
    }
    await next();
  };
}
function originCheck(listed) {
  const allowListed = cors({ origin: (origin) => origin, allowMethods: ["GET", "POST"], allowHeaders: ["content-type"], maxAge: 600 });
  return async (c, next) => {
    const origin = c.req.header("origin");
    const host = c.req.header("host");
    if (origin === void 0 || origin === `http://${host}` || origin === `https://${host}`)
      return next();
    if (!listed().includes(origin))
      throw new ForgeError("forbidden", `Origin ${origin} may not call this API; list it in [forge] cors_origins to allow it`);
    return allowListed(c, next);
  };
}
var ACTIONS_PATH = "/api/actions";
function actionGuard(ctx) {
  const expected = Buffer.from(ctx.actionToken);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const own = `http://${c.req.header("host")}`;
    if (origin !== void 0 && origin !== own)
      throw new ForgeError("forbidden", `Origin ${origin} may not use the dashboard's actions: they answer pages of ${own} only`);
    const site = c.req.header("sec-fetch-site");
    if (site !== void 0 && site !== "same-origin" && site !== "none")
      throw new ForgeError("forbidden", `a ${site} request may not use the dashboard's actions: they answer pages of ${own} only`);
    if (c.req.method === "POST") {
      const given = Buffer.from(c.req.header(ACTION_TOKEN_HEADER) ?? "");
      if (given.length === 0)
        throw new ForgeError("forbidden", `the request has no ${ACTION_TOKEN_HEADER} header: actions need this daemon's token (GET ${ACTIONS_PATH}/token from the dashboard page)`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ForgeError("forbidden", `the ${ACTION_TOKEN_HEADER} header is not this daemon's token (a daemon restart makes a new one: reload the page)`);
      }
    }
    await next();
  };
}
function formatBound(bound) {
  return bound.address.includes(":") ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
}

export {
  createApi,
  ACTIONS_PATH
};
