import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { DaemonHandle, DaemonService } from '../daemon/services.js';
import { ForgeError } from '../errors.js';
import { createApi } from './app.js';
import { daemonApiContext } from './daemon-context.js';
import type { BoundAddress } from './host-check.js';
import { ROUTES } from './routes.js';

export interface HttpService extends DaemonService {
  /** Where it listens, once started (the port is the real one when `dashboard_port = 0`). */
  address(): BoundAddress | null;
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
  return {
    name: 'http',
    address: () => bound,
    async start(handle: DaemonHandle) {
      const { bind, dashboard_port: port } = handle.config.current.forge;
      const context = daemonApiContext(handle);
      dispose = context.dispose;
      const api = createApi(context, { routes: ROUTES, bound: () => bound!, corsOrigins: () => handle.config.current.forge.cors_origins });
      const origin = () => `http://${bound!.address.includes(':') ? `[${bound!.address}]` : bound!.address}:${bound!.port}`;
      // overrideGlobalObjects: false keeps Node's own Request and Response for the whole process.
      const listener = getRequestListener(api, {
        overrideGlobalObjects: false,
        errorHandler: (error) => handle.logger.error(`HTTP: ${error instanceof Error ? error.message : String(error)}`),
      });
      server = createServer((req, res) => void listener(req, res));
      await listen(server, port, bind);
      bound = { address: bind, port: (server.address() as AddressInfo).port };
      handle.logger.info(`HTTP API on ${origin()}`);
    },
    close() {
      closing ??= (async () => {
        dispose();
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
