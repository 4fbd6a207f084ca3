import {
  createApi
} from "./chunk-ETU5TK3D.js";
import "./chunk-VEZTSAUB.js";
import "./chunk-CXV3PIRA.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  IPC_PROTOCOL
} from "./chunk-OI4A2F5A.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/http-service.js
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

// dist/src/http/daemon-context.js
import { randomBytes } from "node:crypto";
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
    actionToken: randomBytes(32).toString("base64url"),
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
  (await import("./chunk-CJSWJ6KI.js")).default,
  (await import("./chunk-6JYOSBFN.js")).default,
  (await import("./chunk-OGAABWEW.js")).default,
  (await import("./chunk-6DOZ36GH.js")).default,
  (await import("./chunk-EYZ3GYLE.js")).default,
  (await import("./chunk-T3UC4AMD.js")).default,
  (await import("./chunk-FHPI4MAI.js")).default,
  (await import("./chunk-NM7VHG63.js")).default,
  (await import("./chunk-W44PBZAB.js")).default,
  (await import("./chunk-4IIHSNLJ.js")).default,
  (await import("./chunk-T2DTJNGV.js")).default,
  (await import("./chunk-RHGQ3MKT.js")).default,
  (await import("./chunk-QOWCWMCZ.js")).default,
  (await import("./chunk-UTI76NWO.js")).default,
  (await import("./chunk-UZLW3TNT.js")).default
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
