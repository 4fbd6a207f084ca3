import { HANDOFF_KINDS } from '../../protocol/handoff.js';
import { AUDIT_LOG, handoffFile, signalFile, taskFile } from '../../protocol/paths.js';
import { SIGNALS } from '../../protocol/signals.js';
import { isStoryId } from '../../protocol/story-id.js';
import { ForgeError } from '../errors.js';
import { readSmallFile } from '../files/read-protocol-file.js';
import { readTail } from '../fs/read-tail.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';
import { storyLines, sumTokens } from '../transcripts/story-exchanges.js';
import { auditLinesFor } from './extras/audit-lines.js';
import type { StoryHistory } from './story-history.js';
import type { Card, StoryDetail } from './wire.js';

const FILE_LIMIT = 65_536;
const BODY_CHARS = 4000;
const SIGNAL_CHARS = 500;
const AUDIT_TAIL_BYTES = 256 * 1024;
/** Exchanges listed in the detail: the most recent; the total says how many more there are. */
export const DETAIL_EXCHANGES = 20;

/**
 * Everything a person wants to see about one story, read from its files when asked: front matter,
 * signals with their times, handoffs, the transitions logged, the audit lines naming it, and its
 * exchanges in the transcript memory.
 */
export async function storyDetail(projectRoot: string, id: string, card: Card | null, history: StoryHistory): Promise<StoryDetail> {
  if (!isStoryId(id)) throw new ForgeError('bad_input', `"${id.slice(0, 80)}" is not a story id`);
  const agent = card?.agent ?? null;
  const [task, signals, handoffs, audit, exchanges] = await Promise.all([
    agent === null ? null : fileView(projectRoot, taskFile(agent, id)),
    agent === null ? [] : readSignals(projectRoot, agent, id),
    Promise.all(
      HANDOFF_KINDS.map(async (kind) => {
        const view = await fileView(projectRoot, handoffFile(id, kind));
        return view && { ...view, kind };
      }),
    ),
    readTail(inProject(projectRoot, AUDIT_LOG), 0, AUDIT_TAIL_BYTES),
    storyLines(projectRoot, id),
  ]);
  // A story the daemon logged since it started is still shown when it has just left the board: a
  // retry removes its task file before it writes the fresh one, and the page asks in between.
  const transitions = history.of(id);
  if (card === null && task === null && handoffs.every((view) => view === null) && transitions.length === 0) {
    throw new ForgeError(
      'not_found',
      `no story "${id}" is tracked, recently confirmed, or has a handoff; it may have been confirmed more than a few hours ago (see .history.jsonl)`,
    );
  }
  return {
    ok: true,
    id,
    card,
    task,
    signals,
    handoffs: handoffs.filter((view) => view !== null),
    history: transitions.map(({ event, message, at }) => ({ event, message, at })),
    audit: audit === null ? [] : (auditLinesFor(audit.lines, [id])[id] ?? []),
    exchanges: {
      total: exchanges.length,
      tokens: sumTokens(exchanges),
      items: exchanges.slice(-DETAIL_EXCHANGES).map((line) => ({
        exchange_id: line.exchange_id,
        session_id: line.session_id,
        started_at: line.started_at,
        title: line.prompt,
        tokens: line.context_tokens ?? null,
        stage: line.stage ?? null,
      })),
    },
  };
}

async function fileView(projectRoot: string, file: string): Promise<StoryDetail['task']> {
  const read = await readSmallFile(inProject(projectRoot, file), FILE_LIMIT);
  if (read === null) return null;
  const parsed = parseFrontMatter(read.text);
  if (!parsed.ok) return { file, frontMatter: null, problem: parsed.message, body: clip(read.text) };
  return { file, frontMatter: parsed.data, body: clip(parsed.body) };
}

async function readSignals(projectRoot: string, agent: string, id: string): Promise<StoryDetail['signals']> {
  const found = await Promise.all(
    SIGNALS.map(async (name) => {
      const file = signalFile(agent, id, name);
      const read = await readSmallFile(inProject(projectRoot, file), SIGNAL_CHARS);
      return read && { name, file, at: read.facts.mtimeMs, content: read.text.trim() };
    }),
  );
  return found.filter((signal) => signal !== null).sort((a, b) => a.at - b.at);
}

function clip(text: string): string {
  return text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS)}\n…` : text;
}
