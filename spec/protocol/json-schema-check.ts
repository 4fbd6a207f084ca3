/**
 * A small JSON Schema (2020-12) checker covering the keywords our generated schemas use, so tests
 * can show that a tool in another language, validating with these files, accepts exactly what the
 * zod schemas accept. Unknown keywords fail loudly rather than being skipped.
 */
type Schema = Record<string, unknown>;

const HANDLED = new Set([
  '$schema',
  '$ref',
  '$defs',
  'title',
  'description',
  'default',
  'format',
  'id',
  'type',
  'const',
  'enum',
  'anyOf',
  'not',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
  'required',
  'properties',
  'additionalProperties',
  'propertyNames',
]);

export function unknownKeywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) unknownKeywords(item, found);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (!HANDLED.has(key)) found.add(key);
      if (key === 'properties' || key === '$defs') for (const item of Object.values(value as Schema)) unknownKeywords(item, found);
      else if (key !== 'default' && key !== 'const' && key !== 'enum') unknownKeywords(value, found);
    }
  }
  return found;
}

export function conforms(schema: Schema, value: unknown, root: Schema = schema): boolean {
  if (typeof schema.$ref === 'string') {
    const target = (root.$defs as Record<string, Schema> | undefined)?.[schema.$ref.replace('#/$defs/', '')];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    if (!conforms(target, value, root)) return false;
  }
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((option) => conforms(option as Schema, value, root))) return false;
  if (schema.not && conforms(schema.not as Schema, value, root)) return false;
  if ('const' in schema && value !== schema.const) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (schema.type !== undefined && ![schema.type].flat().some((type) => hasType(type as string, value))) return false;
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) return false;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return false;
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return false;
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return false;
  }
  if (Array.isArray(value) && schema.items && !value.every((item) => conforms(schema.items as Schema, item, root))) return false;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return objectConforms(schema, value as Record<string, unknown>, root);
  return true;
}

function objectConforms(schema: Schema, value: Record<string, unknown>, root: Schema): boolean {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (Array.isArray(schema.required) && !schema.required.every((key) => key in value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (schema.propertyNames && !conforms(schema.propertyNames as Schema, key, root)) return false;
    const rule = properties[key] ?? schema.additionalProperties;
    if (rule === false) return false;
    if (rule && typeof rule === 'object' && !conforms(rule as Schema, item, root)) return false;
  }
  return true;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}
