import type { Diagnostic } from './diagnostic.js';

/**
 * A task names the story of its file name and the agent of its folder; a handoff names the story
 * of its file name. Anything else would let one file stand for another story or worker.
 */
export function identityErrors(frontMatter: Record<string, unknown>, file: string, id: string, folderAgent: string | null): Diagnostic[] {
  const errors: Diagnostic[] = [];
  if (frontMatter.story_id !== id) {
    errors.push({ code: 'id_mismatch', file, field: 'story_id', expected: JSON.stringify(id), got: JSON.stringify(frontMatter.story_id) });
  }
  if (folderAgent !== null && frontMatter.agent !== folderAgent) {
    errors.push({
      code: 'agent_mismatch',
      file,
      field: 'agent',
      expected: `${JSON.stringify(folderAgent)} (the inbox folder it is in)`,
      got: JSON.stringify(frontMatter.agent),
    });
  }
  return errors;
}
