import { parse, TomlError } from 'smol-toml';

/**
 * Heimdall's own door to smol-toml: the config loader (src/config) pulls in zod and yaml, which a
 * per-call hook cannot afford, so the hook parses the one file it needs here.
 */
export function parseToml(text: string): Record<string, unknown> | string {
  try {
    return parse(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) return `invalid TOML at line ${error.line}`;
    throw error;
  }
}
