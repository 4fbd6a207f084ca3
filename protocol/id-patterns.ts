/**
 * The id and name patterns of ipc-v1 with no dependency at all, so the hooks that run before
 * every tool call can check names without loading zod. protocol/story-id.ts builds the zod
 * schemas on these same patterns.
 */

/** A story id is also a file base name, so it must never carry a path separator, `..` or a control character. */
export const STORY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const AGENT_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;

export function isStoryId(value: string): boolean {
  return STORY_ID_PATTERN.test(value) && !value.includes('..');
}

export function isAgentName(value: string): boolean {
  return AGENT_NAME_PATTERN.test(value);
}
