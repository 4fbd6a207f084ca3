import { parse, TomlError } from 'smol-toml';

/**
 * The only place that talks to smol-toml, for the config loader and the Heimdall hook alike.
 * Imported lazily by its callers: a hook with no TOML file to read never loads the parser.
 */
export type TomlResult = { ok: true; value: Record<string, unknown> } | { ok: false; message: string; line?: number };

export function parseToml(text: string): TomlResult {
  try {
    return { ok: true, value: parse(text) as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    const message = error.message.split('\n')[0] ?? 'invalid TOML';
    return { ok: false, message, line: error.line };
  }
}
