import { type Diagnostic, diagnosticsFromZod } from '../../protocol/diagnostic.js';
import { StoryId } from '../../protocol/story-id.js';

/** What is wrong with a story id given on a command line or in a request, as diagnostics of field `story_id`. */
export function storyIdErrors(id: string, file: string): Diagnostic[] {
  const checked = StoryId.safeParse(id, { reportInput: true });
  if (checked.success) return [];
  return diagnosticsFromZod(
    file,
    checked.error.issues.map((issue) => ({ ...issue, path: ['story_id'] })),
  );
}
