import { z } from 'zod';
import type { Config } from '../../protocol/config.js';
import { Availability, HandshakeOk, ProjectMismatch, ProtocolMismatch } from '../../protocol/http-api.js';
import { IPC_PROTOCOL } from '../../protocol/task.js';
import { fetchFailure, fetchWithin } from '../net/fetch-failure.js';
import { jsonOrNull } from '../text/json-or-null.js';

const HandshakeRefusal = z.union([ProtocolMismatch, ProjectMismatch]);

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
      const response = await fetchWithin(`${baseUrl}${path}`, init, timeoutMs);
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
      if (answer.status === 200 && HandshakeOk.safeParse(answer.body).success) return { kind: 'ok' };
      const refusal = HandshakeRefusal.safeParse(answer.body);
      if (refusal.success) return { kind: 'mismatch', error: refusal.data.error, detail: `handshake refused (${refusal.data.error}): ${refusal.data.message}` };
      return { kind: 'mismatch', error: `http_${answer.status}`, detail: `handshake answered HTTP ${answer.status} with an unknown body` };
    },
    async available(taskType) {
      const answer = await request(`/api/workers/available?task_type=${encodeURIComponent(taskType)}`);
      if ('unreachable' in answer) return { kind: 'unreachable', detail: answer.unreachable };
      const checked = Availability.safeParse(answer.body);
      if (answer.status !== 200 || !checked.success) {
        return {
          kind: 'unreachable',
          detail: `GET /api/workers/available answered HTTP ${answer.status} with a body that is none of the three documented shapes`,
        };
      }
      return { kind: 'answer', availability: checked.data };
    },
  };
}
