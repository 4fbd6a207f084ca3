import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_TOML } from '../../protocol/paths.js';
import { isRecord } from './hook-input.js';

/** The `[heimdall]` section of the project's config.toml. */
export interface HeimdallConfig {
  escalate_after: number;
  on_parse_error: 'block' | 'allow';
  deny: string[];
  allow: string[];
  allow_temp_writes: boolean;
}

// Same defaults as HeimdallSection in protocol/config.ts (which loads zod); a test keeps them equal.
export const HEIMDALL_DEFAULTS: HeimdallConfig = { escalate_after: 3, on_parse_error: 'block', deny: [], allow: [], allow_temp_writes: true };

/**
 * Reads `[heimdall]` from `<project>/_vibe-chain/config.toml`, parsing TOML only when the file
 * exists. A value of the wrong type keeps its default and is reported in `problems`.
 */
export async function readHeimdallConfig(projectRoot: string | null): Promise<{ config: HeimdallConfig; problems: string[] }> {
  const config = { ...HEIMDALL_DEFAULTS };
  const problems: string[] = [];
  if (!projectRoot) return { config, problems };
  const file = join(projectRoot, ...CONFIG_TOML.split('/'));
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { config, problems };
    throw error;
  }
  const { parseToml } = await import('./toml.js');
  const parsed = parseToml(text);
  if (typeof parsed === 'string') return { config, problems: [`${CONFIG_TOML}: ${parsed}; using the defaults`] };
  const section = parsed.heimdall;
  if (section === undefined) return { config, problems };
  if (!isRecord(section)) return { config, problems: [`${CONFIG_TOML}: [heimdall] is not a table`] };
  const { escalate_after, on_parse_error, deny, allow, allow_temp_writes } = section;
  if (escalate_after !== undefined) {
    const n = typeof escalate_after === 'bigint' ? Number(escalate_after) : escalate_after;
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) config.escalate_after = n;
    else problems.push('heimdall.escalate_after: expected a positive integer');
  }
  if (on_parse_error !== undefined) {
    if (on_parse_error === 'block' || on_parse_error === 'allow') config.on_parse_error = on_parse_error;
    else problems.push('heimdall.on_parse_error: expected "block" or "allow"');
  }
  for (const [key, value] of [['deny', deny], ['allow', allow]] as const) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) config[key] = value as string[];
    else problems.push(`heimdall.${key}: expected a list of strings`);
  }
  if (allow_temp_writes !== undefined) {
    if (typeof allow_temp_writes === 'boolean') config.allow_temp_writes = allow_temp_writes;
    else problems.push('heimdall.allow_temp_writes: expected true or false');
  }
  return { config, problems };
}
