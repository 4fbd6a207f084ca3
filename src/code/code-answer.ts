import { toIso } from '../../protocol/timestamps.js';
import { CODE_ASKS, type CodebaseContextView } from '../../protocol/tools/code-context.js';
import { fillOffsetPage, pageStart } from '../../protocol/tools/common.js';
import { ForgeError } from '../errors.js';
import { type CodeItem, clipSnippet, type Found, type LineReader } from './answers.js';
import type { CodeIndex } from './code-index.js';
import { findDefinitions, findReferences } from './lookups.js';
import { fileOutline, neighbourhood } from './places.js';
import { repoMap, searchCode } from './ranking.js';
import { type Ask, routeQuestion } from './route.js';

/** A question as the tools and `forge kb ask --code` put it. */
export interface CodeQuestion {
  question?: string | undefined;
  ask?: Ask | undefined;
  name?: string | undefined;
  file?: string | undefined;
  focus?: string | undefined;
  tokens: number;
  limit: number;
  cursor?: string | undefined;
}

/**
 * Answers one question over an index: routes words to an ask, runs the pure question, pages the
 * items under the byte budget and reads the lines of the page's uses for their snippets. A
 * definition asked by a bare word that names nothing falls back to a search.
 */
export function answerCodeQuestion(index: CodeIndex, repo: string, question: CodeQuestion, readLine: LineReader): CodebaseContextView {
  const offset = parseCursor(question.cursor);
  let { ask, subject } = target(question);
  let found = run(index, ask, subject, question, offset);
  if (found.items.length === 0 && ask === 'definition' && question.ask === undefined && question.question !== undefined) {
    const searched = run(index, 'search', question.question, question, offset);
    if (searched.items.length > 0) {
      ask = 'search';
      subject = question.question;
      found = searched;
    }
  }
  const view: CodebaseContextView = {
    ok: true,
    repo,
    ask,
    subject,
    items: [],
    ...(found.map !== undefined ? { map: found.map } : {}),
    index: { files: index.files.size, updated_at: index.updatedAt > 0 ? toIso(index.updatedAt) : null },
    ...pageStart(0, question.limit, question.cursor),
  };
  if (ask === 'map') {
    // The map pages by files: its text is already cut to the token budget.
    view.items = found.items;
    view.total = index.files.size;
    view.hasMore = found.items.length > 0 && found.nextOffset != null;
    view.nextCursor = view.hasMore ? String(found.nextOffset) : null;
  } else {
    view.total = found.items.length;
    const page = found.items.slice(offset, offset + question.limit).map((item) => withSnippet(item, readLine));
    fillOffsetPage(view, page, offset, found.items.length);
  }
  if (view.items.length === 0) view.message = offset > 0 ? `no more answers past ${offset}; ask again without cursor for the first page` : found.empty();
  return view;
}

function target(question: CodeQuestion): { ask: Ask; subject: string } {
  if (question.ask !== undefined) {
    const subject = question.ask === 'file' ? question.file : question.ask === 'map' ? (question.focus ?? '') : (question.name ?? question.question);
    if (subject === undefined) {
      const field = question.ask === 'file' ? 'file' : 'name';
      throw new ForgeError(
        'usage',
        `ask "${question.ask}" needs ${field}: the ${field === 'file' ? 'file, relative to the repository root' : 'symbol it is about'}`,
      );
    }
    return { ask: question.ask, subject };
  }
  if (question.question === undefined) throw new ForgeError('usage', `give question (words) or ask (one of ${CODE_ASKS.join(', ')}) with its name or file`);
  const routed = routeQuestion(question.question);
  return { ask: routed.ask, subject: routed.ask === 'search' ? question.question : routed.subject };
}

function run(index: CodeIndex, ask: Ask, subject: string, question: CodeQuestion, offset: number): Found {
  switch (ask) {
    case 'definition':
      return findDefinitions(index, subject);
    case 'references':
      return findReferences(index, subject);
    case 'file':
      return fileOutline(index, subject);
    case 'neighbourhood':
      return neighbourhood(index, subject);
    case 'map':
      return repoMap(index, { tokens: question.tokens, focus: question.focus ?? (subject || null), offset, maxFiles: question.limit });
    case 'search':
      return searchCode(index, subject);
  }
}

function withSnippet(item: CodeItem, readLine: LineReader): CodeItem {
  if (item.snippet !== '') return item;
  return { ...item, snippet: clipSnippet(readLine(item.file, item.line) ?? '') };
}

function parseCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new ForgeError('usage', `cursor "${cursor}" is not one this tool gave: pass the nextCursor of the previous answer`);
  return Number(cursor);
}
