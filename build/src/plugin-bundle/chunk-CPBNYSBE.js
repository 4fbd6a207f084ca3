import {
  createApi
} from "./chunk-VI7UIF75.js";
import "./chunk-VEZTSAUB.js";
import {
  readOptionalText
} from "./chunk-H7Q6LNZY.js";
import "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  IPC_PROTOCOL
} from "./chunk-UYGV2EW6.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  OUTPUT_DIR
} from "./chunk-YZV3RAMM.js";
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
    lease: () => handle.lease(),
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
  (await import("./chunk-M7YRPU64.js")).default,
  (await import("./chunk-OBEVKQG6.js")).default,
  (await import("./chunk-ESZJIA5P.js")).default,
  (await import("./chunk-KFZAQ4NN.js")).default,
  (await import("./chunk-E7K46RNO.js")).default,
  (await import("./chunk-TIUBDNGA.js")).default,
  (await import("./chunk-4NULIR5U.js")).default,
  (await import("./chunk-IPT5AJL4.js")).default,
  (await import("./chunk-7343UV3I.js")).default,
  (await import("./chunk-NEVGEOCS.js")).default,
  (await import("./chunk-PURU3VWM.js")).default,
  (await import("./chunk-3JOBCDYH.js")).default,
  (await import("./chunk-WZNOX3IG.js")).default,
  (await import("./chunk-AVGC7QZZ.js")).default,
  (await import("./chunk-OFRIXMPN.js")).default,
  (await import("./chunk-RIXC4OUR.js")).default,
  ...(await import("./chunk-WUJHSWMV.js")).default
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
