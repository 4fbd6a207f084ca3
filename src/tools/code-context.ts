import { statSync } from 'node:fs';
import { relative } from 'node:path';
import type { z } from 'zod';
import { toIso } from '../../protocol/timestamps.js';
import type {
  CodebaseContextView,
  GetCodebaseContextInput,
  GetManifestInput,
  GetManifestOutput,
  IndexRepoInput,
  IndexRepoOutput,
  ListReposInput,
  ListReposOutput,
} from '../../protocol/tools/code-context.js';
import { fillOffsetPage, pageStart } from '../../protocol/tools/common.js';
import { answerCodeQuestion, type CodeQuestion } from '../code/code-answer.js';
import { CodeIndexCache } from '../code/index-cache.js';
import { FORMAT } from '../code/index-store.js';
import { summarizeIndex } from '../code/index-summary.js';
import { indexFileOf, RepositoryIndexer } from '../code/indexer.js';
import { fileLineReader } from '../code/line-reader.js';
import { findRepo, listRepos } from '../code/repos.js';
import { ForgeError } from '../errors.js';
import type { CodeContextRequest } from '../planning/code-context.js';
import type { ToolContext } from './context.js';

/**
 * The code-context tools over the index of `src/code/`. A long-lived context (the MCP server)
 * keeps the loaded indexes and follows the daemon's appends; a CLI run loads them once.
 */
const caches = new WeakMap<ToolContext, CodeIndexCache>();

function cacheOf(context: ToolContext): CodeIndexCache {
  let cache = caches.get(context);
  if (!cache) caches.set(context, (cache = new CodeIndexCache(context.projectRoot, () => context.clock.now())));
  return cache;
}

export async function getCodebaseContext(context: ToolContext, input: z.output<typeof GetCodebaseContextInput>): Promise<CodebaseContextView> {
  const repo = await findRepo(context.projectRoot, await context.tracking(), input.repo);
  const index = await cacheOf(context).get(repo, true);
  if (index === null) throw new ForgeError('io', `the code index of ${repo.repo} could not be built or read`);
  return answerCodeQuestion(index, repo.repo, input, fileLineReader(repo.root));
}

export async function indexRepo(context: ToolContext, input: z.output<typeof IndexRepoInput>): Promise<z.infer<typeof IndexRepoOutput>> {
  const repo = await findRepo(context.projectRoot, await context.tracking(), input.repo);
  const started = performance.now();
  const file = indexFileOf(context.projectRoot, repo.repo);
  const { indexer, built } = await RepositoryIndexer.open({ root: repo.root, file, now: () => context.clock.now() });
  try {
    const rebuilt = input.rebuild && !built;
    const changes = rebuilt ? await indexer.build() : built ? null : input.files ? await indexer.reindex(input.files) : await indexer.refresh();
    const index = indexer.index;
    let definitions = 0;
    for (const record of index.files.values()) definitions += record.defs.length;
    return {
      ok: true,
      repo: repo.repo,
      root: repo.root,
      file: relative(context.projectRoot, file),
      built: built || rebuilt,
      indexed: changes?.indexed ?? index.files.size + index.skips.size,
      removed: changes?.removed ?? 0,
      unchanged: changes?.unchanged ?? 0,
      files: index.files.size,
      definitions,
      skipped: summarizeIndex(index).skipped,
      took_ms: Math.round(performance.now() - started),
    };
  } finally {
    await indexer.close();
  }
}

export async function listReposTool(context: ToolContext, input: z.output<typeof ListReposInput>): Promise<z.infer<typeof ListReposOutput>> {
  const repos = await listRepos(context.projectRoot, await context.tracking());
  const offset = input.cursor === undefined ? 0 : Number(input.cursor);
  if (!Number.isInteger(offset) || offset < 0)
    throw new ForgeError('usage', `cursor "${input.cursor}" is not one this tool gave: pass the nextCursor of the previous answer`);
  const items = repos.map((repo) => {
    const file = indexFileOf(context.projectRoot, repo.repo);
    const facts = statOrNull(file);
    return {
      repo: repo.repo,
      root: repo.root,
      story_id: repo.storyId,
      indexed: facts !== null,
      files: null as number | null,
      updated_at: facts ? toIso(facts.mtimeMs) : null,
    };
  });
  const view: z.infer<typeof ListReposOutput> = { ok: true, items: [], ...pageStart(items.length, input.limit, input.cursor) };
  fillOffsetPage(view, items.slice(offset, offset + input.limit), offset, items.length);
  // Only the page shown is loaded to count its files.
  for (const item of view.items)
    if (item.indexed) item.files = (await cacheOf(context).get({ repo: item.repo, root: item.root, storyId: item.story_id }, false))?.files.size ?? null;
  if (view.items.length === 0) view.message = `no repositories past ${offset}; ask again without cursor`;
  return view;
}

export async function getManifest(context: ToolContext, input: z.output<typeof GetManifestInput>): Promise<z.infer<typeof GetManifestOutput>> {
  const repo = await findRepo(context.projectRoot, await context.tracking(), input.repo);
  const file = indexFileOf(context.projectRoot, repo.repo);
  const index = await cacheOf(context).get(repo, false);
  const base = { ok: true as const, repo: repo.repo, root: repo.root, file: relative(context.projectRoot, file), format: FORMAT };
  if (index === null)
    return {
      ...base,
      indexed: false,
      files: 0,
      languages: {},
      definitions: 0,
      references: 0,
      imports: 0,
      parse_errors: 0,
      skipped: {},
      bytes: 0,
      updated_at: null,
      message: `${repo.repo} has no code index yet: index_repo builds it (the daemon builds the project's at start), and the first get_codebase_context builds it too`,
    };
  return {
    ...base,
    indexed: true,
    ...summarizeIndex(index),
    bytes: statOrNull(file)?.size ?? 0,
    updated_at: index.updatedAt > 0 ? toIso(index.updatedAt) : null,
  };
}

function statOrNull(file: string): { size: number; mtimeMs: number } | null {
  try {
    return statSync(file);
  } catch (error) {
    // ENOENT: no index built for this repository yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The implementations, by tool name, for the registry. */
export const CODE_IMPLEMENTATIONS = {
  get_codebase_context: getCodebaseContext,
  index_repo: indexRepo,
  list_repos: listReposTool,
  get_manifest: getManifest,
};

/**
 * The planning tools' code context (src/planning/code-context.ts): for a phase, the project's
 * repository map cut to a small budget; for a module's task, the definitions and files that best
 * match its title. Read from the index the daemon keeps, never built on the spot (a planning call
 * must not wait for a whole index); null while there is none.
 */
export async function planningCodeContext(context: ToolContext, request: CodeContextRequest): Promise<string | null> {
  const repo = await findRepo(context.projectRoot, await context.tracking(), undefined);
  const index = await cacheOf(context).get(repo, false);
  if (index === null || index.files.size === 0) return null;
  const question: CodeQuestion =
    'module' in request.for ? { question: request.for.title, ask: 'search', tokens: 300, limit: 8 } : { ask: 'map', tokens: 400, limit: 20 };
  const view = answerCodeQuestion(index, repo.repo, question, fileLineReader(repo.root));
  if (view.map) return view.map;
  const lines = view.items.map((item) => `${item.file}:${item.line} ${item.kind} ${item.name}`);
  return lines.length > 0 ? lines.join('\n') : null;
}
