import {
  BROADCAST_MAX_BYTES,
  BroadcastFrontMatter,
  broadcastFile,
  type Contract,
  isBreaking,
  isBroadcastId,
  needsArchitect,
  parseContracts,
  summarize,
} from '../../protocol/broadcast.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { type FileFacts, readFrontMatterFile } from '../files/read-protocol-file.js';
import { inProject } from '../project/project-root.js';

/** What the listing needs of one broadcast; the body is read again only for `get_broadcast`. */
export interface BroadcastHeader {
  id: string;
  file: string;
  severity: BroadcastFrontMatter['severity'];
  kind: BroadcastFrontMatter['kind'];
  module: string;
  agent: string;
  story_id: string | null;
  /** The front matter flag, the kind `breaking`, or a contract with `BREAKING: yes`. */
  breaking: boolean;
  created_at: string;
  summary: string;
  contracts: Contract[];
  escalates: boolean;
}

export type BroadcastRead =
  | { ok: true; header: BroadcastHeader; body: string; facts: FileFacts }
  | { ok: false; file: string; errors: Diagnostic[]; facts: FileFacts | null; retryable: boolean };

/** Reads and validates `broadcasts/<id>.md`; null when it does not exist. Never throws for bad content. */
export async function readBroadcast(projectRoot: string, id: string): Promise<BroadcastRead | null> {
  const file = broadcastFile(id);
  if (!isBroadcastId(id)) return { ok: false, file, errors: [badName(file, id)], facts: null, retryable: false };
  const read = await readFrontMatterFile(inProject(projectRoot, file), BroadcastFrontMatter, { projectRoot, display: file, maxBytes: BROADCAST_MAX_BYTES });
  if (read === null) return null;
  if (!read.ok) return { ok: false, file, errors: read.errors, facts: read.facts, retryable: read.retryable };
  if (read.body.trim() === '') {
    return {
      ok: false,
      file,
      facts: read.facts,
      retryable: true,
      errors: [
        { code: 'schema', file, field: 'body', expected: 'a contract (INTERFACE:, TYPE:, MODULE:, BREAKING:) or a finding in free text', got: 'an empty body' },
      ],
    };
  }
  return { ok: true, header: headerOf(id, read.value, read.body), body: read.body, facts: read.facts };
}

export function headerOf(id: string, front: BroadcastFrontMatter, body: string): BroadcastHeader {
  const contracts = parseContracts(body);
  return {
    id,
    file: broadcastFile(id),
    severity: front.severity,
    kind: front.kind,
    module: front.module,
    agent: front.agent,
    story_id: front.story_id ?? null,
    breaking: isBreaking(front, contracts),
    created_at: front.created_at,
    summary: summarize(body, contracts),
    contracts,
    escalates: needsArchitect(front, contracts),
  };
}

export function badName(file: string, id: string): Diagnostic {
  return {
    code: 'bad_broadcast_id',
    file,
    field: null,
    expected: 'a file named <yyyymmddThhmmssmmmZ>-<module>-<n>.md, as "forge broadcast" writes it',
    got: JSON.stringify(`${id}.md`),
  };
}
