import type { Diagnostic } from '../../protocol/diagnostic.js';
import { renderDiagnostic, shortRender } from '../../protocol/render-diagnostic.js';
import { DEFAULT_SANDBOX_HOSTS, DEFAULT_SANDBOX_WRITE, SANDBOX_MODES, type SandboxMode } from '../../protocol/sandbox-settings.js';
import { readConfigLayers } from '../config/config-layers.js';
import { isRecord } from './hook-input.js';

/** The `[heimdall]` section of the configuration. */
export interface HeimdallConfig {
  escalate_after: number;
  on_parse_error: 'block' | 'allow';
  deny: string[];
  allow: string[];
  allow_temp_writes: boolean;
  sandbox: SandboxMode;
  sandbox_hosts: string[];
  sandbox_write: string[];
}

// Same defaults as HeimdallSection in protocol/config.ts (which loads zod); a test keeps them equal.
export const HEIMDALL_DEFAULTS: HeimdallConfig = {
  escalate_after: 3,
  on_parse_error: 'block',
  deny: [],
  allow: [],
  allow_temp_writes: true,
  sandbox: 'required',
  sandbox_hosts: [...DEFAULT_SANDBOX_HOSTS],
  sandbox_write: [...DEFAULT_SANDBOX_WRITE],
};

type Check = { expected: string; accept: (value: unknown) => unknown };

const isStringList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** What each key accepts, worded as HeimdallSection's checks are; `accept` returns undefined to refuse. */
const CHECKS: { [K in keyof HeimdallConfig]: Check } = {
  escalate_after: { expected: 'a positive integer', accept: (v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined) },
  on_parse_error: { expected: '"block" or "allow"', accept: (v) => (v === 'block' || v === 'allow' ? v : undefined) },
  deny: { expected: 'a list of strings', accept: (v) => (isStringList(v) ? v : undefined) },
  allow: { expected: 'a list of strings', accept: (v) => (isStringList(v) ? v : undefined) },
  allow_temp_writes: { expected: 'true or false', accept: (v) => (typeof v === 'boolean' ? v : undefined) },
  sandbox: { expected: '"required", "best-effort" or "off"', accept: (v) => (SANDBOX_MODES.includes(v as SandboxMode) ? v : undefined) },
  sandbox_hosts: { expected: 'a list of strings', accept: (v) => (isStringList(v) ? v : undefined) },
  sandbox_write: { expected: 'a list of strings', accept: (v) => (isStringList(v) ? v : undefined) },
};

/**
 * The `heimdall` table from the same layers the daemon and the CLI read (user config.toml, lab's
 * config.yaml `forge:` section, the project's config.toml), later layers winning; a layer that
 * never names `heimdall` is not parsed. Without zod: a
 * value of the wrong type keeps the value below it and is reported in `problems`, each naming the
 * file, the key and what was expected.
 */
export async function readHeimdallConfig(projectRoot: string | null, env: NodeJS.ProcessEnv): Promise<{ config: HeimdallConfig; problems: string[] }> {
  const config = { ...HEIMDALL_DEFAULTS };
  if (!projectRoot) return { config, problems: [] };
  const { layers, errors } = await readConfigLayers(projectRoot, env, 'heimdall');
  const problems: Diagnostic[] = [...errors];
  for (const { display, raw } of layers) {
    const section = raw.heimdall;
    if (section === undefined) continue;
    if (!isRecord(section)) {
      problems.push({ code: 'config', file: display, field: 'heimdall', expected: 'a table of Heimdall settings', got: shortRender(section) });
      continue;
    }
    for (const key of Object.keys(CHECKS) as (keyof HeimdallConfig)[]) {
      const value = section[key];
      if (value === undefined) continue;
      const accepted = CHECKS[key].accept(value);
      if (accepted === undefined)
        problems.push({ code: 'config', file: display, field: `heimdall.${key}`, expected: CHECKS[key].expected, got: shortRender(value) });
      else (config as Record<string, unknown>)[key] = accepted;
    }
  }
  return { config, problems: problems.map(renderDiagnostic) };
}
