import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { CONFIG_SECTIONS } from '../../protocol/config-sections.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { CONFIG_TOML, CONFIG_YAML } from '../../protocol/paths.js';

/** Where each layer of configuration lives, lowest precedence first. */
export interface ConfigLayerSource {
  file: string;
  format: 'toml' | 'yaml-forge';
}

export function configLayerSources(projectRoot: string, env: NodeJS.ProcessEnv): ConfigLayerSource[] {
  const userDir = env.XDG_CONFIG_HOME ? join(env.XDG_CONFIG_HOME, 'vibe-chain') : join(env.HOME ?? homedir(), '.config', 'vibe-chain');
  return [
    { file: join(userDir, 'config.toml'), format: 'toml' },
    { file: join(projectRoot, CONFIG_YAML), format: 'yaml-forge' },
    { file: join(projectRoot, CONFIG_TOML), format: 'toml' },
  ];
}

type Raw = Record<string, unknown>;

/** One layer that exists and parses, as config.toml tables; `display` is the path diagnostics name. */
export interface RawLayer {
  file: string;
  display: string;
  text: string;
  raw: Raw;
}

/**
 * The one reader of configuration layers, shared by the daemon, the CLI and the hooks (Heimdall
 * included, which is why nothing here loads zod): each existing layer read and parsed, lowest
 * precedence first. Each parser is imported only for a layer in its format, so a hook in a project
 * without config.yaml never loads yaml. Syntax errors are diagnostics and the layer is left out;
 * checking the values is the caller's, against the part of the config it needs.
 *
 * `table` is for a reader that needs one table only (Heimdall on every tool call): a layer that
 * cannot set it is not parsed (yaml or smol-toml would cost more than the decision) and its
 * syntax is left for the daemon to report.
 */
export async function readConfigLayers(
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  table?: (typeof CONFIG_SECTIONS)[number],
): Promise<{ layers: RawLayer[]; errors: Diagnostic[]; files: string[] }> {
  const layers: RawLayer[] = [];
  const errors: Diagnostic[] = [];
  const files: string[] = [];
  for (const source of configLayerSources(projectRoot, env)) {
    const text = readOptionalTextSync(source.file);
    if (text === null || (table !== undefined && !mayHoldTable(text, table))) continue;
    files.push(source.file);
    const display = displayPath(projectRoot, source.file);
    const raw = await parseLayer(source, text, display, errors);
    if (raw !== null) layers.push({ file: source.file, display, text, raw });
  }
  return { layers, errors, files };
}

async function parseLayer(source: ConfigLayerSource, text: string, display: string, errors: Diagnostic[]): Promise<Raw | null> {
  if (source.format === 'toml') {
    const { parseToml } = await import('./toml.js');
    const parsed = parseToml(text);
    if (parsed.ok) return parsed.value;
    errors.push({
      code: 'config',
      file: display,
      field: null,
      expected: `valid TOML (${parsed.message})`,
      got: null,
      ...(parsed.line ? { line: parsed.line } : {}),
    });
    return null;
  }
  const { parseYaml } = await import('../markdown/yaml.js');
  const parsed = parseYaml(text);
  if (!parsed.ok) {
    errors.push({
      code: 'config',
      file: display,
      field: null,
      expected: `valid YAML (${parsed.message})`,
      got: null,
      ...(parsed.line ? { line: parsed.line } : {}),
    });
    return null;
  }
  const doc = parsed.value;
  const forge = doc && typeof doc === 'object' ? (doc as Raw).forge : undefined;
  if (forge === undefined || forge === null) return {};
  if (typeof forge !== 'object' || Array.isArray(forge)) {
    errors.push({ code: 'config', file: display, field: 'forge', expected: 'a mapping of forge settings', got: typeof forge });
    return null;
  }
  return yamlForgeSection(forge as Raw);
}

/** Lab's `forge:` section holds the `[forge]` keys, and may nest whole tables (`timeouts:`, `heimdall:`, ...). */
function yamlForgeSection(forge: Raw): Raw {
  const sections: readonly string[] = CONFIG_SECTIONS;
  const out: Raw = { forge: {} };
  for (const [key, value] of Object.entries(forge)) {
    if (sections.includes(key) && key !== 'forge' && value && typeof value === 'object') out[key] = value;
    else (out.forge as Raw)[key] = value;
  }
  return out;
}

/**
 * Whether a layer's text can set `table`: it names it outside comments, other than as an empty
 * TOML table (forge init writes `[heimdall]` with every key commented out). Errs towards yes.
 */
function mayHoldTable(text: string, table: string): boolean {
  if (!text.includes(table)) return false;
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const emptyHeader = (i: number) => lines[i] === `[${table}]` && (lines[i + 1] === undefined || lines[i + 1]!.startsWith('['));
  return lines.some((line, i) => line.includes(table) && !emptyHeader(i));
}

/**
 * Blocking on purpose: at most three small files, and the hooks avoid loading node:fs/promises.
 * Null when the file does not exist; any other failure is worth knowing about.
 */
function readOptionalTextSync(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    // ENOENT: the layer is simply not there.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Later layers win; tables merge key by key, lists and values are replaced whole. */
export function mergeLayers(base: Raw, over: Raw): Raw {
  const out: Raw = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prior = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && prior && typeof prior === 'object' && !Array.isArray(prior)
        ? mergeLayers(prior as Raw, value as Raw)
        : value;
  }
  return out;
}

function displayPath(projectRoot: string, file: string): string {
  const rel = relative(projectRoot, file);
  return rel.startsWith('..') ? file : rel;
}
