import { z } from 'zod';

/** A story id is also a file base name, so it must never carry a path separator, `..` or a control character. */
export const STORY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const StoryId = z
  .string()
  .regex(STORY_ID_PATTERN, 'a story id: a letter or digit, then up to 127 of [A-Za-z0-9._-]')
  .refine((id) => !id.includes('..'), 'a story id without ".."');

export function isStoryId(value: string): boolean {
  return STORY_ID_PATTERN.test(value) && !value.includes('..');
}

export const AGENT_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;
export const AgentName = z.string().regex(AGENT_NAME_PATTERN, 'an agent name: lower-case letters, digits, _ or -');
