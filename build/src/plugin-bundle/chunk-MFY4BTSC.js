import {
  BODY_LIMIT,
  declaredTooLarge
} from "./chunk-WPQFHMAO.js";
import {
  errorResponse
} from "./chunk-EJEBLBMS.js";
import {
  matchRoute
} from "./chunk-5BKNJDYD.js";
import {
  projectIdOf
} from "./chunk-KDI3WSDG.js";
import {
  IPC_PROTOCOL
} from "./chunk-V57STGOB.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import {
  ForgeError,
  asForgeError
} from "./chunk-3KSWOEMC.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-465MGB2C.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/http-service.js
import { createServer } from "node:http";

// dist/src/http/cors.js
function judgeOrigin(origin, host, listed) {
  if (origin === null)
    return { kind: "none" };
  if (host !== null && (origin === `http://${host}` || origin === `https://${host}`))
    return { kind: "same" };
  if (listed.includes(origin))
    return { kind: "listed", origin };
  return { kind: "refused", origin };
}
function corsHeaders(verdict) {
  if (verdict.kind !== "listed")
    return {};
  return { "access-control-allow-origin": verdict.origin, vary: "Origin" };
}
function preflightHeaders(verdict) {
  return {
    ...corsHeaders(verdict),
    "access-control-allow-methods": "GET, POST",
    "access-control-allow-headers": "content-type",
    "access-control-max-age": "600"
  };
}

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
function createApi(ctx, options) {
  return async (request) => {
    let verdict = { kind: "none" };
    try {
      const host = request.headers.get("host");
      if (!hostAllowed(host, options.bound())) {
        throw new ForgeError("forbidden", `Host ${JSON.stringify(host)} is not this server's address; use http://${formatBound(options.bound())}`);
      }
      verdict = judgeOrigin(request.headers.get("origin"), host, options.corsOrigins());
      if (verdict.kind === "refused") {
        throw new ForgeError("forbidden", `Origin ${verdict.origin} may not call this API; list it in [forge] cors_origins to allow it`);
      }
      if (request.method === "OPTIONS" && verdict.kind === "listed")
        return new Response(null, { status: 204, headers: preflightHeaders(verdict) });
      if (declaredTooLarge(request))
        throw new ForgeError("too_large", `the request body is larger than ${BODY_LIMIT} bytes`);
      const url = new URL(request.url);
      const match = matchRoute(options.routes, request.method, url.pathname);
      if (match.kind === "none")
        throw new ForgeError("not_found", `no route ${request.method} ${url.pathname}; the routes are ${describeRoutes(options.routes)}`);
      if (match.kind === "wrong_method") {
        return errorResponse(new ForgeError("method_not_allowed", `${url.pathname} takes ${match.allowed.join(", ")}, not ${request.method}`), {
          allow: match.allowed.join(", "),
          ...corsHeaders(verdict)
        });
      }
      const response = await match.route.handle(request, ctx, url);
      for (const [name, value] of Object.entries(corsHeaders(verdict)))
        response.headers.set(name, value);
      return response;
    } catch (error) {
      const forgeError = asForgeError(error);
      if (forgeError.code === "internal")
        ctx.logger.error(`HTTP ${request.method} ${request.url}: ${forgeError.message}`);
      return errorResponse(forgeError, corsHeaders(verdict));
    }
  };
}
function formatBound(bound) {
  return bound.address.includes(":") ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
}
function describeRoutes(routes) {
  return routes.map((route) => `${route.method} ${route.path}`).join(", ");
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

// dist/src/http/node-adapter.js
function nodeListener(handler, origin, onError) {
  return (req, res) => {
    void serve(req, res, handler, origin, onError).catch((error) => {
      onError(error);
      res.destroy();
    });
  };
}
async function serve(req, res, handler, origin, onError) {
  const controller = new AbortController();
  res.once("close", () => controller.abort());
  const body = await readLimited(req, BODY_LIMIT);
  if (body === "too_large") {
    res.shouldKeepAlive = false;
    await writeResponse(res, errorResponse(new ForgeError("too_large", `the request body is larger than ${BODY_LIMIT} bytes`), { connection: "close" }), onError);
    return;
  }
  const request = toRequest(req, body, origin(), controller.signal);
  await writeResponse(res, request instanceof Request ? await handler(request) : errorResponse(request), onError);
}
function toRequest(req, body, origin, signal) {
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  try {
    return new Request(`${origin}${req.url ?? "/"}`, { method, headers: headersOf(req), body: hasBody ? body : null, signal });
  } catch (error) {
    if (!(error instanceof TypeError))
      throw error;
    return new ForgeError("bad_input", `malformed request: ${error.message}`);
  }
}
function headersOf(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value))
      for (const item of value)
        headers.append(name, item);
    else if (value !== void 0)
      headers.set(name, value);
  }
  return headers;
}
function readLimited(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let total = 0;
    const onData = (chunk) => {
      total += chunk.length;
      if (total > limit) {
        req.off("data", onData);
        req.pause();
        resolve("too_large");
      } else
        chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}
async function writeResponse(res, response, onError) {
  const headers = {};
  response.headers.forEach((value, name) => headers[name] = value);
  res.writeHead(response.status, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  if (!response.headers.get("content-type")?.startsWith("text/event-stream")) {
    res.end(new Uint8Array(await response.arrayBuffer()));
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  res.once("close", () => void reader.cancel().catch(onError));
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done || res.destroyed)
      break;
    if (!res.write(value))
      await new Promise((resolve) => res.once("drain", resolve));
  }
  res.end();
}

// dist/src/http/routes.js
var ROUTES = [
  (await import("./chunk-Q5GMWPH4.js")).default,
  (await import("./chunk-AQ35OABJ.js")).default,
  (await import("./chunk-GCIBSJLI.js")).default,
  (await import("./chunk-4MBFCKDR.js")).default,
  (await import("./chunk-VMXY7PZT.js")).default,
  (await import("./chunk-RTB4T2T7.js")).default,
  (await import("./chunk-L26YCVOG.js")).default,
  (await import("./chunk-COLI3NXS.js")).default
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
      server = createServer(nodeListener(api, origin, (error) => handle.logger.error(`HTTP: ${error.message}`)));
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
