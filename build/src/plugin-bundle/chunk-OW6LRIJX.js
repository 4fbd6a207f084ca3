import {
  createApi
} from "./chunk-A2PSDBIE.js";
import "./chunk-VEZTSAUB.js";
import {
  readOptionalText
} from "./chunk-H7Q6LNZY.js";
import "./chunk-4TCW4J5D.js";
import {
  writeAtomic
} from "./chunk-JVAYJMAM.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  IPC_PROTOCOL
} from "./chunk-OI4A2F5A.js";
import "./chunk-HNBL6S2E.js";
import "./chunk-LXD4A765.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-QUD75Q2X.js";
import {
  OUTPUT_DIR
} from "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/http-service.js
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

// dist/src/workers/hook-endpoint.js
import { randomBytes } from "node:crypto";
var HOOK_ENDPOINT_FILE = `${OUTPUT_DIR}/supervisor/hook-endpoint.json`;
async function readHookEndpoint(projectRoot) {
  const text = await readOptionalText(inProject(projectRoot, HOOK_ENDPOINT_FILE));
  if (text === null)
    return null;
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
  const record = typeof value === "object" && value !== null ? value : {};
  if (typeof record.token !== "string" || record.token.length < 32)
    return null;
  return { token: record.token, port: typeof record.port === "number" && Number.isInteger(record.port) && record.port > 0 ? record.port : null };
}
async function keepHookEndpoint(projectRoot, port) {
  const known = await readHookEndpoint(projectRoot);
  const endpoint = { token: known?.token ?? randomBytes(32).toString("base64url"), port: port ?? known?.port ?? null };
  if (known?.token !== endpoint.token || known.port !== endpoint.port)
    await writeAtomic(inProject(projectRoot, HOOK_ENDPOINT_FILE), `${JSON.stringify(endpoint, null, 2)}
`, { mode: 384 });
  return endpoint;
}

// dist/src/http/daemon-context.js
import { randomBytes as randomBytes2 } from "node:crypto";
function daemonApiContext(handle, hooks) {
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
    actionToken: randomBytes2(32).toString("base64url"),
    hookToken: hooks.token,
    closing: hooks.closing,
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
  (await import("./chunk-BRMBKXNB.js")).default,
  (await import("./chunk-57Z7VAES.js")).default,
  (await import("./chunk-TN6K2LZT.js")).default,
  (await import("./chunk-DSDGBN3D.js")).default,
  (await import("./chunk-LB7VLCOW.js")).default,
  (await import("./chunk-HDTLFPRZ.js")).default,
  (await import("./chunk-P5CMPMOO.js")).default,
  (await import("./chunk-C5RMBDE5.js")).default,
  (await import("./chunk-DU7W2AMW.js")).default,
  (await import("./chunk-Q7CU3EUX.js")).default,
  (await import("./chunk-QFSHE4OI.js")).default,
  (await import("./chunk-CUSFMOQO.js")).default,
  (await import("./chunk-ZAUH5DDM.js")).default,
  (await import("./chunk-WKHK2M4L.js")).default,
  (await import("./chunk-XFT3XA6B.js")).default,
  ...(await import("./chunk-ECCPECBI.js")).default
];

// dist/src/http/http-service.js
function httpService() {
  let server = null;
  let bound = null;
  let closing = null;
  let dispose = () => {
  };
  let hookToken = null;
  const abortHeld = new AbortController();
  const origin = () => `http://${bound.address.includes(":") ? `[${bound.address}]` : bound.address}:${bound.port}`;
  return {
    name: "http",
    address: () => bound,
    hooks: () => bound && hookToken ? { url: origin(), token: hookToken } : null,
    async start(handle) {
      const { bind, dashboard_port: port } = handle.config.current.forge;
      const context = daemonApiContext(handle, { token: () => hookToken, closing: abortHeld.signal });
      dispose = context.dispose;
      const api = createApi(context, { routes: ROUTES, bound: () => bound, corsOrigins: () => handle.config.current.forge.cors_origins });
      const listener = getRequestListener(api, {
        overrideGlobalObjects: false,
        errorHandler: (error) => handle.logger.error(`HTTP: ${error instanceof Error ? error.message : String(error)}`)
      });
      server = createServer((req, res) => void listener(req, res));
      const remembered = port === 0 ? (await readHookEndpoint(handle.projectRoot))?.port ?? null : null;
      if (remembered === null)
        await listen(server, port, bind);
      else
        await listen(server, remembered, bind).catch((error) => {
          if (error instanceof ForgeError && error.code === "unavailable")
            return listen(server, 0, bind);
          throw error;
        });
      bound = { address: bind, port: server.address().port };
      hookToken = (await keepHookEndpoint(handle.projectRoot, bound.port)).token;
      handle.logger.info(`HTTP API on ${origin()}`);
    },
    close() {
      closing ??= (async () => {
        dispose();
        abortHeld.abort();
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
      reject(new ForgeError("unavailable", `cannot listen on ${host}:${port}: ${why}; set [forge] dashboard_port (or bind) in _vibe-chain/config.toml`, {
        cause: error
      }));
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
