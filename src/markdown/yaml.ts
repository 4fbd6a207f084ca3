import YAML from 'yaml';

/** The only place that talks to the `yaml` package: YAML 1.2 core schema, duplicate keys refused. */
export type YamlResult = { ok: true; value: unknown } | { ok: false; message: string; line?: number };

export function parseYaml(text: string): YamlResult {
  try {
    return { ok: true, value: YAML.parse(text, { prettyErrors: true, uniqueKeys: true }) };
  } catch (error) {
    const line = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line;
    const message = (error as Error).message.split('\n')[0] ?? 'invalid YAML';
    return line === undefined ? { ok: false, message } : { ok: false, message, line };
  }
}

/** Throwing variant for parsers (gray-matter's engine) that expect an exception. */
export function parseYamlOrThrow(text: string): unknown {
  return YAML.parse(text, { prettyErrors: true, uniqueKeys: true });
}

export function stringifyYaml(value: unknown): string {
  return YAML.stringify(value, { lineWidth: 0 });
}
