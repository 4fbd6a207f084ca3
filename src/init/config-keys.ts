import type { z } from 'zod';
import { Config } from '../../protocol/config.js';

/** One key of the configuration as the schema states it: its default (as a person writes it) and meaning. */
export interface ConfigKey {
  name: string;
  /** The default as written in config.toml ("5m", not 300000); undefined when the key has none. */
  default: unknown;
  /** The kind of value the key takes, for a key with no default: its commented-out line must show the right shape. */
  kind: 'list' | 'text' | 'other';
  description: string;
}

export interface ConfigTable {
  name: string;
  keys: ConfigKey[];
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every table and key of `Config`, read from the zod schema itself, so a generated config.toml
 * cannot drift from what the loader accepts. Wrappers (prefault, default, optional) are looked
 * through down to the object of each table.
 */
export function configTables(): ConfigTable[] {
  return Object.entries(Config.shape).map(([table, schema]) => ({
    name: table,
    keys: Object.entries(objectShape(schema)).map(([name, field]) => ({
      name,
      default: writtenDefault(field),
      kind: kindOf(field),
      description: field.description ?? '',
    })),
  }));
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  let current = schema;
  for (let def = defOf(current); def.type !== 'object'; def = defOf(current)) {
    if (!def.innerType) throw new Error(`config table schema of type ${def.type} has no object inside`);
    current = def.innerType;
  }
  return defOf(current).shape!;
}

function kindOf(field: z.ZodType): ConfigKey['kind'] {
  let def = defOf(field);
  // Looked through optional and default wrappers to the value itself.
  while (def.innerType && def.type !== 'array' && def.type !== 'string') def = defOf(def.innerType);
  return def.type === 'array' ? 'list' : def.type === 'string' ? 'text' : 'other';
}

function writtenDefault(field: z.ZodType): unknown {
  const def = defOf(field);
  // prefault keeps the input form ("5m"); default keeps the value itself (2800, "claude -p").
  if (def.type === 'prefault' || def.type === 'default') return def.defaultValue;
  return undefined;
}
