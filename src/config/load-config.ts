import type { z } from 'zod';
import { Config } from '../../protocol/config.js';
import { type Diagnostic, diagnosticsFromZod, shortRender } from '../../protocol/diagnostic.js';
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
  for (const layer of layers) {
    const { display, text } = layer;
    const found = unknownKeys(layer.raw, display, text);
    warnings.push(...found.warnings);
    const raw = found.kept;
    const checked = Config.safeParse(raw);
    if (!checked.success) {
      // Worded as a task file's schema errors are ("a string", "one of ..."), never zod's "Invalid input: expected".
      errors.push(
        ...diagnosticsFromZod(display, checked.error.issues, raw).map((d) => ({
          ...d,
          code: 'config' as const,
          ...lineOf(text, d.field === null ? [] : d.field.split('.')),
        })),
      );
      continue;
    }
    merged = mergeLayers(merged, raw);
  }
  const final = Config.safeParse(merged);
  return { config: final.success ? final.data : Config.parse({}), warnings, errors, files };
}

/**
 * Unknown keys are warnings, with the known key a typo is nearest to. In a table that also holds
 * named tables (`[workers]`: its own keys beside `[workers.NAME]`), a key whose value is not a table
 * cannot be one of the named tables, so it is an unknown key too (`idle_wiat = "5m"`), taken out
 * of the layer so that the rest of the config still holds instead of failing on "expected an object".
 */
function unknownKeys(raw: Raw, file: string, text: string): { warnings: Diagnostic[]; kept: Raw } {
  const found: Diagnostic[] = [];
  const walk = (value: Raw, schema: z.ZodType, path: string[]): Raw => {
    const shape = objectShape(schema);
    if (!shape) return value;
    const known = Object.keys(shape.shape);
    const kept: Raw = {};
    for (const [key, item] of Object.entries(value)) {
      const isTable = item !== null && typeof item === 'object' && !Array.isArray(item);
      const inner = shape.shape[key] ?? (isTable ? shape.catchall : undefined);
      if (!inner) {
        const guess = closestWord(key, known);
        const tables = shape.catchall ? `, or a [${[...path, key].join('.')}] table` : '';
        found.push(
          configDiagnostic(
            file,
            text,
            [...path, key],
            guess ? `a known key (did you mean "${guess}"?${tables}); the key is not read` : `one of ${known.join(', ')}${tables}; the key is not read`,
            shape.catchall ? item : undefined,
          ),
        );
        // A misspelt key of a catch-all table is dropped: it would fail as a named table. Elsewhere it is kept, unread.
        if (!shape.catchall) kept[key] = item;
        continue;
      }
      kept[key] = isTable ? walk(item as Raw, inner, [...path, key]) : item;
    }
    return kept;
  };
  const kept = walk(raw, Config, []);
  return { warnings: found, kept };
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
  const got = input === undefined ? null : shortRender(input);
  return { code: 'config', file, field: path.join('.'), expected, got, ...lineOf(text, path) };
}

function lineOf(text: string, path: string[]): { line?: number } {
  const line = lineOfKey(text, path);
  return line ? { line } : {};
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
