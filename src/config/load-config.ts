import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { z } from 'zod';
import { Config } from '../../protocol/config.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { closestWord } from '../text/closest-word.js';
import { configLayerSources, type ConfigLayerSource } from './config-layers.js';
import { readOptionalText } from '../fs/read-optional.js';

export interface LoadedConfig {
  config: Config;
  /** Unknown keys and other problems that do not stop the config from being used. */
  warnings: Diagnostic[];
  /** Problems that make the config unusable: bad syntax or a wrong type. */
  errors: Diagnostic[];
  files: string[];
}

type Raw = Record<string, unknown>;

/**
 * Defaults, then the user file, then lab's config.yaml `forge:` section, then the project's
 * config.toml. Each layer is checked on its own so a diagnostic names the file the value came from.
 */
export async function loadConfig(projectRoot: string, env: NodeJS.ProcessEnv = process.env): Promise<LoadedConfig> {
  const warnings: Diagnostic[] = [];
  const errors: Diagnostic[] = [];
  const files: string[] = [];
  let merged: Raw = {};
  for (const source of configLayerSources(projectRoot, env)) {
    const display = displayPath(projectRoot, source.file);
    const text = await readOptionalText(source.file);
    if (text === null) continue;
    files.push(source.file);
    const raw = await parseLayer(source, text, display, errors);
    if (raw === null) continue;
    warnings.push(...unknownKeys(raw, display, text));
    const checked = Config.safeParse(raw);
    if (!checked.success) {
      errors.push(...checked.error.issues.map((issue) => configDiagnostic(display, text, issue.path.map(String), issue.message, issue.input)));
      continue;
    }
    merged = deepMerge(merged, raw);
  }
  const final = Config.safeParse(merged);
  return { config: final.success ? final.data : Config.parse({}), warnings, errors, files };
}

/** Each parser is loaded only for a layer in its format: the hooks that read the config start faster. */
async function parseLayer(source: ConfigLayerSource, text: string, display: string, errors: Diagnostic[]): Promise<Raw | null> {
  if (source.format === 'toml') {
    const { parse: parseToml, TomlError } = await import('smol-toml');
    try {
      return parseToml(text) as Raw;
    } catch (error) {
      const line = error instanceof TomlError ? error.line : undefined;
      const message = (error as Error).message.split('\n')[0] ?? 'invalid TOML';
      errors.push({ code: 'config', file: display, field: null, expected: `valid TOML (${message})`, got: null, ...(line ? { line } : {}) });
      return null;
    }
  }
  const { parseYaml } = await import('../markdown/yaml.js');
  const parsed = parseYaml(text);
  if (!parsed.ok) {
    errors.push({ code: 'config', file: display, field: null, expected: `valid YAML (${parsed.message})`, got: null, ...(parsed.line ? { line: parsed.line } : {}) });
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

/** Lab's `forge:` section holds the `[forge]` keys, and may nest whole tables (`timeouts:`, ...). */
function yamlForgeSection(forge: Raw): Raw {
  const sections = Object.keys(Config.shape);
  const out: Raw = { forge: {} };
  for (const [key, value] of Object.entries(forge)) {
    if (sections.includes(key) && key !== 'forge' && value && typeof value === 'object') out[key] = value;
    else (out.forge as Raw)[key] = value;
  }
  return out;
}

function unknownKeys(raw: Raw, file: string, text: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const walk = (value: Raw, schema: z.ZodType, path: string[]) => {
    const shape = objectShape(schema);
    if (!shape) return;
    const known = Object.keys(shape.shape);
    for (const [key, item] of Object.entries(value)) {
      const inner = shape.shape[key] ?? shape.catchall;
      if (!inner) {
        const guess = closestWord(key, known);
        found.push(configDiagnostic(file, text, [...path, key], guess ? `a known key (did you mean "${guess}"?)` : `one of ${known.join(', ')}`, undefined));
        continue;
      }
      if (item && typeof item === 'object' && !Array.isArray(item)) walk(item as Raw, inner, [...path, key]);
    }
  };
  walk(raw, Config, []);
  return found;
}

function objectShape(schema: z.ZodType): { shape: Record<string, z.ZodType>; catchall?: z.ZodType } | null {
  let current: z.ZodType = schema;
  // Unwrap defaults, prefaults and optionals down to the object, if there is one.
  for (let i = 0; i < 5; i++) {
    const def = (current as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; catchall?: z.ZodType } } })._zod.def;
    if (def.type === 'object') {
      const catchall = def.catchall && (def.catchall as unknown as { _zod: { def: { type: string } } })._zod.def.type !== 'never' ? def.catchall : undefined;
      return catchall ? { shape: def.shape!, catchall } : { shape: def.shape! };
    }
    if (!def.innerType) return null;
    current = def.innerType;
  }
  return null;
}

function configDiagnostic(file: string, text: string, path: string[], expected: string, input: unknown): Diagnostic {
  const line = lineOfKey(text, path);
  const got = input === undefined ? null : JSON.stringify(input);
  return { code: 'config', file, field: path.join('.'), expected, got, ...(line ? { line } : {}) };
}

/** The line a key is set on, found by scanning for its table header and then `key =` or `key:`. */
function lineOfKey(text: string, path: string[]): number | undefined {
  const lines = text.split(/\r?\n/);
  const key = path[path.length - 1];
  if (key === undefined) return undefined;
  const table = path.slice(0, -1).join('.');
  let inTable = table === '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      inTable = header[1]!.trim() === table;
      continue;
    }
    if ((inTable || table === '') && new RegExp(`^["']?${escapeRegExp(key)}["']?\\s*[=:]`).test(line)) return i + 1;
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function deepMerge(base: Raw, over: Raw): Raw {
  const out: Raw = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prior = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && prior && typeof prior === 'object' && !Array.isArray(prior)
        ? deepMerge(prior as Raw, value as Raw)
        : value;
  }
  return out;
}

function displayPath(projectRoot: string, file: string): string {
  const rel = relative(projectRoot, file);
  return rel.startsWith('..') ? file : rel;
}
