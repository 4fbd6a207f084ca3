import { z } from 'zod';
import { Duration } from './durations.js';

/**
 * The project configuration, `_vibe-chain/config.toml`. Every key has its default here, so a layer
 * (user file, lab's config.yaml `forge:` section, project file) can be validated on its own.
 */
const dur = (fallback: string) => Duration.prefault(fallback);

export const WorkerConfig = z.object({
  task_types: z.array(z.string()).describe('task types this worker takes'),
  adapter: z.string().optional().describe('personality adapter path, relative to the project root'),
});
export type WorkerConfig = z.infer<typeof WorkerConfig>;

export const DEFAULT_ROSTER: Record<string, string[]> = {
  anvil: ['frontend', 'fullstack'],
  furnace: ['backend', 'devops', 'docs', 'security'],
  crucible: ['test'],
  temper: ['code_review'],
  architect: ['arch_review'],
  pixel: ['ux_review'],
};

export const ForgeSection = z.object({
  project_id: z.string().optional().describe('defaults to the project folder name'),
  dashboard_port: z.number().int().min(0).max(65535).default(2800),
  bind: z.string().default('127.0.0.1').describe('interface the HTTP API binds to'),
  cors_origins: z.array(z.string()).default([]),
});

export const TimeoutsSection = z.object({
  orphan: dur('5m'),
  dev: dur('30m'),
  code_review: dur('15m'),
  arch_review: dur('15m'),
  ux_review: dur('10m'),
  test: dur('20m'),
  stall: dur('10m'),
});

export const DaemonSection = z.object({
  reconcile_interval: dur('30s'),
  settle: dur('250ms'),
  batch_window: dur('5ms').describe('how long tracking writes that arrive together are coalesced'),
  watch: z.enum(['native', 'poll']).default('native'),
  poll_interval: dur('1s'),
  max_task_bytes: z.number().int().positive().default(1_048_576),
});

export const HeimdallSection = z.object({
  escalate_after: z.number().int().positive().default(3),
  on_parse_error: z.enum(['block', 'allow']).default('block'),
  deny: z.array(z.string()).default([]).describe('extra command patterns to block'),
  allow: z.array(z.string()).default([]).describe('extra command patterns to allow'),
});

export const WorkersSection = z
  .object({
    offline_after: dur('15m'),
    idle_wait: dur('60s').describe('how long the Stop hook waits for a task before letting the session stop'),
    prompt_budget: z.number().int().positive().default(24_576).describe('bytes of adapter plus instructions in a prompt'),
  })
  .catchall(WorkerConfig);

export const TranscriptsSection = z.object({
  dirs: z.array(z.string()).default([]),
});

export const CompoundSection = z.object({
  threshold_tokens: z.number().int().positive().default(100_000),
  command: z.string().optional(),
  lock_stale: dur('3h'),
});

export const LabSection = z.object({
  hub_url: z.string().optional(),
  degraded_command: z.string().default('claude -p'),
  sentinel_mcp: z.string().optional(),
});

export const DispatchSection = z.object({
  respect_depends_on: z.boolean().default(false),
});

export const Config = z.object({
  forge: ForgeSection.prefault({}),
  timeouts: TimeoutsSection.prefault({}),
  daemon: DaemonSection.prefault({}),
  heimdall: HeimdallSection.prefault({}),
  workers: WorkersSection.prefault({}),
  transcripts: TranscriptsSection.prefault({}),
  compound: CompoundSection.prefault({}),
  lab: LabSection.prefault({}),
  dispatch: DispatchSection.prefault({}),
});
export type Config = z.infer<typeof Config>;

export const DEFAULT_CONFIG: Config = Config.parse({});

/** The roster: configured workers, else the design's defaults. */
export function rosterOf(config: Config): Record<string, WorkerConfig> {
  const configured: Record<string, WorkerConfig> = {};
  for (const [key, value] of Object.entries(config.workers)) {
    if (typeof value === 'object' && value !== null && 'task_types' in value) configured[key] = value as WorkerConfig;
  }
  if (Object.keys(configured).length > 0) return configured;
  return Object.fromEntries(Object.entries(DEFAULT_ROSTER).map(([name, types]) => [name, { task_types: types }]));
}

/** Stage timeout in ms for a stage name. */
export function stageTimeout(config: Config, stage: keyof Config['timeouts']): number {
  return config.timeouts[stage];
}
