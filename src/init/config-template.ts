import { DEFAULT_ROSTER, DEFAULT_WORKER_COMMAND } from '../../protocol/config.js';
import { adapterFile, CONFIG_TOML } from '../../protocol/paths.js';
import { type ConfigKey, configTables } from './config-keys.js';

export const NOT_SET = 'not set by default';

/**
 * `_vibe-chain/config.toml` as `forge init` writes it: every key commented out with its default
 * and its meaning, all from the schema. Uncommenting any `# key = value` line leaves the config
 * as it was, so a person edits one value and knows everything else stays the default.
 */
export function configTemplate(): string {
  const lines = [
    `# ${CONFIG_TOML}: the vibe-chain configuration of this project (ipc-v1).`,
    '# Every key is shown commented out with its default; uncomment a line to change it.',
    '# Durations: "1500ms", "30s", "5m", "2h", "1d", or a number of seconds.',
    '# Changes apply without restarting the daemon, to what is decided after them: a task keeps the orphan',
    '# deadline set when it was submitted and the stage deadline set when it was picked up (deadline_at in',
    '# .tracking.json), so a changed [timeouts] value counts for tasks submitted or picked up after the change.',
    '# Layers: defaults, then ~/.config/vibe-chain/config.toml,',
    '# then the forge: section of _vibe-chain/config.yaml, then this file. JSON Schema: protocol/schemas/config.json.',
  ];
  for (const table of configTables()) {
    lines.push('', `[${table.name}]`);
    for (const key of table.keys) lines.push(...keyLines(key));
    if (table.name === 'workers') lines.push('', ...rosterLines());
  }
  return `${lines.join('\n')}\n`;
}

function keyLines(key: ConfigKey): string[] {
  if (key.default === undefined) return [`# ${key.description} (${NOT_SET})`, `# ${key.name} = ${key.kind === 'list' ? '[]' : '""'}`];
  return [`# ${key.description}`, `# ${key.name} = ${tomlValue(key.default)}`];
}

/** The default roster, as tables to uncomment; configuring any worker replaces the whole roster. */
function rosterLines(): string[] {
  const lines = [
    '# The roster: which worker takes which task types. These are the defaults; setting any [workers.<name>]',
    '# table replaces the whole default roster, so copy all the workers you keep.',
  ];
  for (const [agent, types] of Object.entries(DEFAULT_ROSTER)) {
    lines.push(`# [workers.${agent}]`, `# task_types = ${tomlValue(types)}`, `# adapter = ${tomlValue(adapterFile(agent))}`);
  }
  lines.push(
    '# With [supervisor] enabled, each worker table may also say how its session starts (see docs/workers.md):',
    `# command = ${tomlValue(DEFAULT_WORKER_COMMAND)}`,
    '# cwd = "."',
    '# env = { SOME_VARIABLE = "value" }',
  );
  return lines;
}

function tomlValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(tomlValue).join(', ')}]`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`no TOML rendering for a default of type ${typeof value}`);
}
