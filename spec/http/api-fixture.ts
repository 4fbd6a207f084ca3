import { EventEmitter } from 'node:events';
import { type Config, DEFAULT_CONFIG } from '../../protocol/config.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { systemClock } from '../../src/clock.js';
import type { DaemonEvents } from '../../src/daemon/services.js';
import type { ApiContext } from '../../src/http/api-context.js';
import { type ApiHandler, createApi } from '../../src/http/app.js';
import type { Route } from '../../src/http/router.js';
import { ROUTES } from '../../src/http/routes.js';
import { projectIdOf } from '../../src/project/project-id.js';
import { captureLogger } from '../helpers/test-daemon.js';

export const BOUND = { address: '127.0.0.1', port: 2800 };
/** The action token of every fixed context: 43 characters, as the daemon's base64url of 32 random bytes. */
export const TEST_TOKEN = 'test-token-of-this-daemon-run-0123456789abc';

/** An API context over a fixed tracking file: the HTTP API tested in process, no daemon, no port. */
export function fixedContext(file: TrackingFile, config: Config = DEFAULT_CONFIG, projectRoot = '/projects/shop'): ApiContext {
  const tasks = new Map(Object.entries(file.tasks));
  return {
    projectRoot,
    actionToken: TEST_TOKEN,
    hookToken: () => null,
    closing: new AbortController().signal,
    projectId: () => projectIdOf(config, projectRoot),
    config: () => config,
    clock: systemClock,
    logger: captureLogger(),
    events: new EventEmitter<DaemonEvents>(),
    store: { get: (id) => tasks.get(id), values: () => tasks.entries(), getWorkers: () => file.workers, rejectedEntries: () => Object.entries(file.rejected) },
    tracking: () => file,
  };
}

export function testApi(ctx: ApiContext, options: { routes?: readonly Route[]; cors?: string[] } = {}): ApiHandler {
  return createApi(ctx, { routes: options.routes ?? ROUTES, bound: () => BOUND, corsOrigins: () => options.cors ?? [] });
}

/** A request as a browser or lab would send it to 127.0.0.1:2800 (Host set; JSON bodies as text). */
export function apiRequest(
  path: string,
  init: { method?: string; body?: string | ReadableStream<Uint8Array>; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://127.0.0.1:2800${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { host: '127.0.0.1:2800', ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body, duplex: 'half' }),
  } as RequestInit);
}

export async function answer(api: ApiHandler, request: Request): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await api(request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}
