import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { ForgeError } from '../errors.js';
import { keepHookEndpoint, readHookEndpoint } from '../workers/hook-endpoint.js';
import { createApi } from './app.js';
import { daemonApiContext } from './daemon-context.js';
import type { BoundAddress } from './host-check.js';
import { ROUTES } from './routes.js';

export interface HttpService extends DaemonService {
  /** Where it listens, once started (the port is the real one when `dashboard_port = 0`). */
  address(): BoundAddress | null;
  /** Where managed sessions reach the resident hooks, once started: base URL and token. */
  hooks(): { url: string; token: string } | null;
}

/**
 * The HTTP API inside the daemon, on `[forge] bind` (127.0.0.1 unless configured) and
 * `[forge] dashboard_port` (2800). Both are read at start; a change takes a daemon restart.
 */
export function httpService(): HttpService {
  let server: Server | null = null;
  let bound: BoundAddress | null = null;
  let closing: Promise<void> | null = null;
  let dispose = () => {};
  let hookToken: string | null = null;
  const abortHeld = new AbortController();
  const origin = () => `http://${bound!.address.includes(':') ? `[${bound!.address}]` : bound!.address}:${bound!.port}`;
  return {
    name: 'http',
    address: () => bound,
    hooks: () => (bound && hookToken ? { url: origin(), token: hookToken } : null),
    async start(handle: DaemonHandle) {
      const { bind, dashboard_port: port } = handle.config.current.forge;
      const context = daemonApiContext(handle, { token: () => hookToken, closing: abortHeld.signal });
      dispose = context.dispose;
      const api = createApi(context, { routes: ROUTES, bound: () => bound!, corsOrigins: () => handle.config.current.forge.cors_origins });
      // overrideGlobalObjects: false keeps Node's own Request and Response for the whole process.
      const listener = getRequestListener(api, {
        overrideGlobalObjects: false,
        errorHandler: (error) => handle.logger.error(`HTTP: ${error instanceof Error ? error.message : String(error)}`),
      });
      server = createServer((req, res) => void listener(req, res));
      // With dashboard_port = 0, the port of the last run is taken again when it is free: the
      // managed sessions that outlive a daemon restart reach their hooks at the port they were given.
      const remembered = port === 0 ? ((await readHookEndpoint(handle.projectRoot))?.port ?? null) : null;
      if (remembered === null) await listen(server, port, bind);
      else
        await listen(server, remembered, bind).catch((error: unknown) => {
          // The old port is taken now (by another program): a fresh one; the supervisor restarts sessions given the old one.
          if (error instanceof ForgeError && error.code === 'unavailable') return listen(server!, 0, bind);
          throw error;
        });
      bound = { address: bind, port: (server.address() as AddressInfo).port };
      hookToken = (await keepHookEndpoint(handle.projectRoot, bound.port)).token;
      handle.logger.info(`HTTP API on ${origin()}`);
    },
    close() {
      closing ??= (async () => {
        dispose();
        abortHeld.abort();
        if (!server?.listening) return;
        const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
        // Keep-alive and event-stream connections would hold close() open; end them.
        server.closeAllConnections();
        await closed;
      })();
      return closing;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      // EADDRINUSE/EACCES/EADDRNOTAVAIL: the port is taken or the address is not this machine's.
      const why = error.code === 'EADDRINUSE' ? 'the port is in use (another forge daemon, or another program)' : (error.code ?? error.message);
      reject(
        new ForgeError('unavailable', `cannot listen on ${host}:${port}: ${why}; set [forge] dashboard_port (or bind) in _vibe-chain/config.toml`, {
          cause: error,
        }),
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
