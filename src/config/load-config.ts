import type { z } from 'zod';
import { Config } from '../../protocol/config.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { closestWord } from '../text/closest-word.js';
import { mergeLayers, readConfigLayers } from './config-layers.js';

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
  const { layers, errors, files } = await readConfigLayers(projectRoot, env);
  const warnings: Diagnostic[] = [];
  let merged: Raw = {};
  for (const { display, text, raw } of layers) {
    warnings.push(...unknownKeys(raw, display, text));
    const checked = Config.safeParse(raw);
    if (!checked.success) {
      errors.push(...checked.error.issues.map((issue) => configDiagnostic(display, text, issue.path.map(String), issue.message, issue.input)));
      continue;
    }
    merged = mergeLayers(merged, raw);
  }
  const final = Config.safeParse(merged);
  return { config: final.success ? final.data : Config.parse({}), warnings, errors, files };
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
    const def = (current as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; catchall?: z.ZodType } } })._zod
      .def;
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
