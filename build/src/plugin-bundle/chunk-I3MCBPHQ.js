import {
  errorResponse
} from "./chunk-VEZTSAUB.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  IPC_PROTOCOL
} from "./chunk-YVQ3KEUM.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import {
  ForgeError,
  asForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/http-service.js
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

// dist/src/http/app.js
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
  app.use(bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      throw new ForgeError("too_large", `the request body is larger than ${BODY_LIMIT} bytes`);
    }
  }));
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
function formatBound(bound) {
  return bound.address.includes(":") ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
}

// dist/src/http/daemon-context.js
function daemonApiContext(handle) {
  let cached = null;
  let writtenAt = toIso(handle.clock.now());
  const onFlushed = () => {
    cached = null;
    writtenAt = toIso(handle.clock.now());
  };
  const onTransition = () => {
    cached = null;
  };
  handle.events.on("flushed", onFlushed);
  handle.events.on("transition", onTransition);
  return {
    projectRoot: handle.projectRoot,
    projectId: () => projectIdOf(handle.config.current, handle.projectRoot),
    config: () => handle.config.current,
    clock: handle.clock,
    logger: handle.logger,
    events: handle.events,
    store: handle.store,
    tracking: () => cached ??= {
      ipc_protocol: IPC_PROTOCOL,
      updated_at: writtenAt,
      tasks: Object.fromEntries(handle.store.values()),
      workers: handle.store.getWorkers(),
      rejected: Object.fromEntries(handle.store.rejectedEntries())
    },
    dispose: () => {
      handle.events.off("flushed", onFlushed);
      handle.events.off("transition", onTransition);
    }
  };
}

// dist/src/http/routes.js
var ROUTES = [
  (await import("./chunk-H3WKM4WL.js")).default,
  (await import("./chunk-E5VCLARA.js")).default,
  (await import("./chunk-RKG74FRT.js")).default,
  (await import("./chunk-B5KBDCCT.js")).default,
  (await import("./chunk-EKZ4FEMJ.js")).default,
  (await import("./chunk-3MBHQNE2.js")).default,
  (await import("./chunk-IWUAOCTM.js")).default,
  (await import("./chunk-U6SXXHAZ.js")).default,
  (await import("./chunk-PT3WPSUH.js")).default,
  (await import("./chunk-LX67YAUW.js")).default
];

// dist/src/http/http-service.js
function httpService() {
  let server = null;
  let bound = null;
  let closing = null;
  let dispose = () => {
  };
  return {
    name: "http",
    address: () => bound,
    async start(handle) {
      const { bind, dashboard_port: port } = handle.config.current.forge;
      const context = daemonApiContext(handle);
      dispose = context.dispose;
      const api = createApi(context, { routes: ROUTES, bound: () => bound, corsOrigins: () => handle.config.current.forge.cors_origins });
      const origin = () => `http://${bound.address.includes(":") ? `[${bound.address}]` : bound.address}:${bound.port}`;
      const listener = getRequestListener(api, {
        overrideGlobalObjects: false,
        errorHandler: (error) => handle.logger.error(`HTTP: ${error instanceof Error ? error.message : String(error)}`)
      });
      server = createServer((req, res) => void listener(req, res));
      await listen(server, port, bind);
      bound = { address: bind, port: server.address().port };
      handle.logger.info(`HTTP API on ${origin()}`);
    },
    close() {
      closing ??= (async () => {
        dispose();
        if (!server?.listening)
          return;
        const closed = new Promise((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      })();
      return closing;
    }
  };
}
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      const why = error.code === "EADDRINUSE" ? "the port is in use (another forge daemon, or another program)" : error.code ?? error.message;
      reject(new ForgeError("unavailable", `cannot listen on ${host}:${port}: ${why}; set [forge] dashboard_port (or bind) in _vibe-chain/config.toml`, { cause: error }));
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
}
export {
  httpService
};
