import type { LogEvent } from '../../protocol/actions.js';
import { toIso } from '../../protocol/timestamps.js';
import type { Clock } from '../clock.js';

export type LogLevel = 'info' | 'warn' | 'error';

export interface Logger {
  /** A lifecycle event of one story. */
  story(event: LogEvent, agent: string, id: string, message: string): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One line per event: human-readable by default, JSON lines with `--json`. An escalation reads
 * `HEIMDALL SOUNDED <agent>/<id>: ...` as the design's operators grep for it.
 */
export function createLogger(options: { json: boolean; write: (line: string) => void; clock: Clock }): Logger {
  const emit = (level: LogLevel, text: string, fields: Record<string, unknown>) => {
    const at = toIso(options.clock.now());
    if (options.json) options.write(`${JSON.stringify({ at, level, message: text, ...fields })}\n`);
    else options.write(`${at} ${level === 'info' ? '' : `${level.toUpperCase()} `}${text}\n`);
  };
  return {
    story(event, agent, id, message) {
      const text = event === 'escalated' ? `HEIMDALL SOUNDED ${agent}/${id}: ${message}` : `${agent}/${id} ${event}: ${message}`;
      emit(event === 'escalated' || event === 'task-invalid' || event === 'handoff-invalid' ? 'warn' : 'info', text, { event, agent, story_id: id });
    },
    info: (text, fields = {}) => emit('info', text, fields),
    warn: (text, fields = {}) => emit('warn', text, fields),
    error: (text, fields = {}) => emit('error', text, fields),
  };
}

export const silentLogger: Logger = { story() {}, info() {}, warn() {}, error() {} };
