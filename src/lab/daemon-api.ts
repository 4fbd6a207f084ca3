import { z } from 'zod';
import type { Config } from '../../protocol/config.js';
import { IPC_PROTOCOL } from '../../protocol/task.js';
import { fetchFailure } from './fetch-failure.js';
import { jsonOrNull } from './json-or-null.js';

/** The three answers of `GET /api/workers/available`, exactly as the daemon's HTTP API gives them. */
export const Availability = z.union([
  z.looseObject({ available: z.literal(true), agent: z.string(), idle_since: z.string().nullable(), current_task: z.null() }),
  z.looseObject({ available: z.literal(false), agent: z.string(), idle_since: z.null(), current_task: z.string().nullable() }),
  z.looseObject({ available: z.literal(false), agent: z.null(), reason: z.string() }),
]);
export type Availability = z.infer<typeof Availability>;

const HandshakeRefusal = z.looseObject({ error: z.string(), supported: z.string().optional() });

export type HandshakeOutcome =
  | { kind: 'ok' }
  | { kind: 'mismatch'; error: string; detail: string }
  /** The daemon did not answer (not running, too slow): try again at the next dispatch. */
  | { kind: 'unreachable'; detail: string };

export type AvailabilityOutcome = { kind: 'answer'; availability: Availability } | { kind: 'unreachable'; detail: string };

export interface DaemonApi {
  handshake(projectId: string): Promise<HandshakeOutcome>;
  available(taskType: string): Promise<AvailabilityOutcome>;
}

/** The daemon's own address: its bind address (a wildcard bind is reached on loopback) and port. */
export function daemonUrl(config: Config): string {
  const bind = config.forge.bind;
  const host = bind === '0.0.0.0' || bind === '::' || bind === '' ? '127.0.0.1' : bind.includes(':') ? `[${bind}]` : bind;
  return `http://${host}:${config.forge.dashboard_port}`;
}

/**
 * A client of the daemon's HTTP API with one timeout for every request: a daemon that does not
 * answer in time counts as absent, and the dispatcher never waits on it longer than that.
 */
export function httpDaemonApi(baseUrl: string, timeoutMs: number): DaemonApi {
  async function request(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown } | { unreachable: string }> {
    try {
      const response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      return { status: response.status, body: jsonOrNull(text) };
    } catch (error) {
      const why = fetchFailure(error, timeoutMs);
      if (why === null) throw error;
      return { unreachable: `${baseUrl}: ${why}` };
    }
  }

  return {
    async handshake(projectId) {
      const answer = await request('/api/handshake', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ protocol: IPC_PROTOCOL, project_id: projectId }),
      });
      if ('unreachable' in answer) return { kind: 'unreachable', detail: answer.unreachable };
      if (answer.status === 200) return { kind: 'ok' };
      const refusal = HandshakeRefusal.safeParse(answer.body);
      if (refusal.success) {
        const supported = refusal.data.supported ? ` (the daemon speaks ${refusal.data.supported})` : '';
        return { kind: 'mismatch', error: refusal.data.error, detail: `handshake refused: ${refusal.data.error}${supported}` };
      }
      return { kind: 'mismatch', error: `http_${answer.status}`, detail: `handshake answered HTTP ${answer.status} with an unknown body` };
    },
    async available(taskType) {
      const answer = await request(`/api/workers/available?task_type=${encodeURIComponent(taskType)}`);
      if ('unreachable' in answer) return { kind: 'unreachable', detail: answer.unreachable };
      const checked = Availability.safeParse(answer.body);
      if (answer.status !== 200 || !checked.success) {
        return { kind: 'unreachable', detail: `GET /api/workers/available answered HTTP ${answer.status} with a body that is none of the three documented shapes` };
      }
      return { kind: 'answer', availability: checked.data };
    },
  };
}
