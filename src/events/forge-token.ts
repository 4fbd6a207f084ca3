/**
 * The lab hub's bearer token lives in the environment and nowhere else: it is read here, never
 * written to a file or a log line, and stripped from the environment of every process we start.
 */
export const FORGE_TOKEN_ENV = 'VIBE_LAB_FORGE_TOKEN';

export function readForgeToken(env: NodeJS.ProcessEnv): string | null {
  const token = env[FORGE_TOKEN_ENV];
  return token === undefined || token === '' ? null : token;
}

/** The environment for a child process (worker, degraded spawn, lab MCP server): the parent's, without the token. */
export function childEnv(env: NodeJS.ProcessEnv, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && key !== FORGE_TOKEN_ENV) out[key] = value;
  return { ...out, ...extra };
}
