import { z } from 'zod';
import { BroadcastFrontMatter } from './broadcast.js';
import { Config } from './config.js';
import { Diagnostic } from './diagnostic.js';
import { Duration } from './durations.js';
import { ErrorHandoff, EscalationHandoff, PrHandoff } from './handoff.js';
import { planSchemaSources } from './planning/schema-sources.js';
import { SignalContent } from './signals.js';
import { StatusView } from './status-view.js';
import { AgentName, STORY_ID_PATTERN, StoryId } from './story-id.js';
import { TaskContext, TaskFrontMatter } from './task.js';
import { IsoTime } from './timestamps.js';
import { ErrorEnvelope } from './tools/common.js';
import { toolSchemaSources } from './tools/index.js';
import { HistoryRecord, TrackingFile } from './tracking.js';

/**
 * The JSON Schema files of `protocol/schemas/`, generated from the zod schemas so tools in other
 * languages validate exactly what the daemon does. Files people write are described as written
 * (`io: "input"`: durations as strings, defaults shown, nothing required that has a default);
 * files the daemon writes are described as it writes them.
 */
interface SchemaSource {
  title: string;
  description: string;
  schema: z.ZodType;
  io: 'input' | 'output';
}

export const SCHEMA_SOURCES: Record<string, SchemaSource> = {
  'task-front-matter': {
    title: 'ipc-v1 task front matter',
    description: 'YAML front matter of worker-inbox/<agent>/<id>.md, written by the dispatcher. Unknown fields are kept.',
    schema: TaskFrontMatter,
    io: 'input',
  },
  'task-context': {
    title: 'ipc-v1 task context',
    description: 'worker-inbox/<agent>/<id>.context.json, written by the daemon for Heimdall and the worker.',
    schema: TaskContext,
    io: 'output',
  },
  signal: {
    title: 'ipc-v1 signal content',
    description:
      'Optional `key: value` YAML lines in a signal file (.picked-up, .orphaned, .timeout, .confirmed, .escalation). Signals may be empty; readers never require content.',
    schema: SignalContent,
    io: 'input',
  },
  'pr-handoff': {
    title: 'ipc-v1 pr-handoff front matter',
    description: 'YAML front matter of handoffs/<id>-pr-handoff.md, written by the worker. Unknown fields are kept.',
    schema: PrHandoff,
    io: 'input',
  },
  'error-handoff': {
    title: 'ipc-v1 error-handoff front matter',
    description: 'YAML front matter of handoffs/<id>-error-handoff.md, written by the sentinel or the lab side.',
    schema: ErrorHandoff,
    io: 'input',
  },
  'escalation-handoff': {
    title: 'ipc-v1 escalation-handoff front matter',
    description: 'YAML front matter of handoffs/<id>-escalation-handoff.md, written by the daemon when Heimdall escalates.',
    schema: EscalationHandoff,
    io: 'input',
  },
  tracking: {
    title: 'ipc-v1 tracking file',
    description: 'worker-inbox/.tracking.json, written by the daemon alone (sorted keys, 2-space JSON, trailing newline).',
    schema: TrackingFile,
    io: 'output',
  },
  'history-record': {
    title: 'ipc-v1 ledger record',
    description: "One line of worker-inbox/.history.jsonl: a finished task's final tracking entry plus its story id.",
    schema: HistoryRecord,
    io: 'output',
  },
  config: {
    title: 'vibe-chain configuration',
    description:
      '_vibe-chain/config.toml (and the forge: section of _vibe-chain/config.yaml). Durations are "1500ms", "30s", "5m", "2h", "1d" or a number of seconds.',
    schema: Config,
    io: 'input',
  },
  status: {
    title: 'forge status --json',
    description: 'The bounded status summary: counts by state, the most urgent stories first, keyset pagination.',
    schema: StatusView,
    io: 'output',
  },
  'broadcast-front-matter': {
    title: 'ipc-v1 broadcast front matter',
    description:
      'YAML front matter of broadcasts/<yyyymmddThhmmssmmmZ>-<module>-<n>.md, written by workers (forge broadcast, broadcast_finding) and the daemon. Unknown fields are kept.',
    schema: BroadcastFrontMatter,
    io: 'input',
  },
  'error-envelope': {
    title: 'error envelope',
    description:
      'The one failure answer of every query surface (forge --json, the HTTP API, the MCP tools): {ok:false, error:{code, message}}. The code decides the CLI exit code and the HTTP status.',
    schema: ErrorEnvelope,
    io: 'output',
  },
  ...toolSchemaSources(),
  ...planSchemaSources(),
};

/** Pieces used across files get a name under `$defs` instead of being repeated. */
const SHARED = new Map<z.core.$ZodType, z.core.JSONSchemaMeta>([
  [IsoTime, { id: 'IsoTime', description: 'ISO 8601 date-time with a zone, like 2026-04-01T12:34:00Z' }],
  [StoryId, { id: 'StoryId', description: 'a letter or digit, then up to 127 of A-Z a-z 0-9 . _ -, never ".."; equal to the file base name' }],
  [AgentName, { id: 'AgentName', description: 'lower-case letters, digits, _ or -; equal to the inbox folder name' }],
  [Diagnostic, { id: 'Diagnostic', description: 'a problem found in a file: code, file, field and what was expected' }],
  [Duration, { id: 'Duration', description: '"1500ms", "30s", "5m", "2h", "1d", or a number of seconds' }],
]);

/** What `parseDuration` accepts, as a JSON Schema pattern (the spec checks the two agree). */
export const DURATION_PATTERN = '^\\s*\\d+(\\.\\d+)?(ms|s|m|h|d)?\\s*$';

/** The global metadata (descriptions) plus the ids of the shared pieces. */
class SharedIds extends z.core.$ZodRegistry<z.core.JSONSchemaMeta> {
  override get<S extends z.core.$ZodType>(schema: S): ReturnType<z.core.$ZodRegistry<z.core.JSONSchemaMeta>['get']> {
    const meta = z.globalRegistry.get(schema);
    const shared = SHARED.get(schema);
    return shared === undefined ? meta : { ...meta, ...shared };
  }
}

export function jsonSchemaOf(source: SchemaSource): Record<string, unknown> {
  const generated = z.toJSONSchema(source.schema, {
    io: source.io,
    metadata: new SharedIds(),
    override: ({ zodSchema, jsonSchema }) => {
      // A refinement has no JSON Schema form; these two are spelled out by hand.
      if (jsonSchema.pattern === STORY_ID_PATTERN.source) jsonSchema.not = { pattern: '\\.\\.' };
      if (zodSchema === Duration && source.io === 'input') {
        delete jsonSchema.type;
        jsonSchema.anyOf = [
          { type: 'string', pattern: DURATION_PATTERN },
          { type: 'number', minimum: 0 },
        ];
      }
    },
  }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return { $schema, title: source.title, description: source.description, ...rest };
}

/** Every schema file by name (`protocol/schemas/<name>.json`). */
export function protocolJsonSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(SCHEMA_SOURCES).map(([name, source]) => [name, jsonSchemaOf(source)]));
}

/** The bytes of a schema file: 2-space JSON with a trailing newline, keys in the generator's order. */
export function renderJsonSchema(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
