import type { Diagnostic } from '../../protocol/diagnostic.js';
import { HANDOFF_SCHEMAS, type HandoffKind } from '../../protocol/handoff.js';
import { handoffFile } from '../../protocol/paths.js';
import { identityErrors } from '../../protocol/task-identity.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';
import { inProject } from '../project/project-root.js';

export type HandoffRead = { ok: true; file: string; frontMatter: Record<string, unknown> } | { ok: false; file: string; errors: Diagnostic[] };

/** Reads and validates `handoffs/<id>-<kind>-handoff.md`; null when there is none. */
export async function readHandoff(projectRoot: string, id: string, kind: HandoffKind, maxBytes: number): Promise<HandoffRead | null> {
  const file = handoffFile(id, kind);
  const read = await readFrontMatterFile(inProject(projectRoot, file), HANDOFF_SCHEMAS[kind], { projectRoot, display: file, maxBytes });
  if (read === null) return null;
  if (!read.ok) return { ok: false, file, errors: read.errors };
  const errors = identityErrors(read.value, file, id, null);
  return errors.length > 0 ? { ok: false, file, errors } : { ok: true, file, frontMatter: read.value };
}
