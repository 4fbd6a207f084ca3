import {
  Cursor,
  Limit,
  ListInput,
  PageFields,
  pageStart
} from "./chunk-C5Q5C45N.js";

// dist/protocol/tools/code-context.js
import { z } from "zod";
var CODE_ASKS = ["definition", "references", "file", "neighbourhood", "map", "search"];
var CODE_DEFAULT_LIMIT = 20;
var CODE_MAX_LIMIT = 100;
var MAP_DEFAULT_TOKENS = 1024;
var Repo = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/).optional().describe('which repository: "project" (the default) or the story id of an open task, for its worktree (list_repos lists them)');
var CodeItem = z.object({
  file: z.string().describe("path relative to the repository root"),
  line: z.number().int().positive(),
  kind: z.string().describe("a definition kind (function, method, class, interface, type, struct, enum, module, macro, heading), or call, import, file"),
  name: z.string(),
  snippet: z.string().max(160).describe("the line itself (a definition: its signature)"),
  relation: z.enum(["definition", "caller", "reference", "importer", "import", "callee", "sibling", "defines", "uses", "used_by", "ranked", "match"]).describe("how the place relates to what was asked"),
  in: z.string().optional().describe("for callers and callees: the definition the use sits in"),
  score: z.number().optional().describe("ranked answers (map, search): higher is more relevant")
});
var IndexFacts = z.object({
  files: z.number().int().nonnegative(),
  updated_at: z.string().nullable().describe("when the index last changed")
});
var GetCodebaseContextInput = z.strictObject({
  question: z.string().min(1).max(500).optional().describe('a question in words: "where is parseConfig defined", "who calls save", "what does src/a.ts define", "map"; routed to one of the asks'),
  ask: z.enum(CODE_ASKS).optional().describe("the question asked directly (instead of question)"),
  name: z.string().min(1).max(200).optional().describe("the symbol for definition, references and neighbourhood (Class.method works)"),
  file: z.string().min(1).max(500).optional().describe('the file for ask "file" (relative to the repository root, or its end)'),
  focus: z.string().min(1).max(500).optional().describe("for map: a folder or file prefix (a task module) the ranking leans towards"),
  tokens: z.number().int().min(64).max(2400).default(MAP_DEFAULT_TOKENS).describe("for map: the budget in tokens (about 4 characters each)"),
  repo: Repo,
  limit: Limit(CODE_DEFAULT_LIMIT, CODE_MAX_LIMIT),
  cursor: Cursor
});
var GetCodebaseContextOutput = z.object({
  ok: z.literal(true),
  repo: z.string(),
  ask: z.enum(CODE_ASKS),
  subject: z.string().describe("the name, file or words the answer is about"),
  items: z.array(CodeItem),
  map: z.string().optional().describe('ask map: the ranked map, path then "line\u2502 signature" lines, cut to the token budget; map items are its files (total counts every indexed file, the cursor pages by files)'),
  index: IndexFacts,
  ...PageFields
});
var getCodebaseContextTool = {
  name: "get_codebase_context",
  title: "Ask where code is: definitions, callers, a file, a map",
  cli: "forge kb ask --code",
  description: `Answer a question about the code from the repository's tree-sitter index, as file:line places with the line itself: where a name is defined, who calls or imports it, what a file defines and uses, the neighbourhood of a symbol (its definition, callers, callees, siblings), a ranked map of the repository cut to a token budget, or a free-text search over symbols and files. Use it before grep: the answer is small and names the file and line.
Input: question (words, routed to an ask) or ask ("definition"|"references"|"file"|"neighbourhood"|"map"|"search") with name, file or focus; tokens (map budget, default ${MAP_DEFAULT_TOKENS}); repo (default "project"); limit (1-${CODE_MAX_LIMIT}, default ${CODE_DEFAULT_LIMIT}), cursor.
Output: {ok, repo, ask, subject, items:[{file, line, kind, name, snippet, relation, in?, score?}], map?, index:{files, updated_at}, total, limit, cursor, nextCursor, hasMore, truncated, message?}. An empty answer says what was searched and what to try. The first question on a repository without an index builds it.
Errors: {ok:false, error:{code, message}}; usage when the ask lacks its name or file, or for a bad cursor; not_found for an unknown repo.`,
  input: GetCodebaseContextInput,
  inputExample: { ask: "definition", name: "parseConfig", repo: "project", limit: 20 },
  output: GetCodebaseContextOutput,
  example: {
    ok: true,
    repo: "project",
    ask: "definition",
    subject: "parseConfig",
    items: [
      {
        file: "src/config/parse.ts",
        line: 12,
        kind: "function",
        name: "parseConfig",
        snippet: "export function parseConfig(text: string): Config {",
        relation: "definition"
      }
    ],
    index: { files: 412, updated_at: "2026-04-01T12:00:00.000Z" },
    ...pageStart(1, 20, null)
  }
};
var SkipCounts = z.record(z.string(), z.number().int().nonnegative()).describe("files not indexed, by reason: binary, too_large, minified, parse_failed, unreadable, symlink_dir, symlink_loop, outside_repository");
var IndexRepoInput = z.strictObject({
  repo: Repo,
  files: ListInput(z.string().min(1).max(500)).optional().describe("re-index only these files (relative paths); default: every file whose size or mtime changed"),
  rebuild: z.boolean().default(false).describe("index every file anew, ignoring the stored index")
});
var IndexRepoOutput = z.object({
  ok: z.literal(true),
  repo: z.string(),
  root: z.string(),
  file: z.string().describe("the index file, relative to the project"),
  built: z.boolean().describe("true when the whole repository was parsed (no index, or rebuild)"),
  indexed: z.number().int().nonnegative().describe("files parsed (or skipped) in this call"),
  removed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  files: z.number().int().nonnegative().describe("files in the index now"),
  definitions: z.number().int().nonnegative(),
  skipped: SkipCounts,
  took_ms: z.number().nonnegative()
});
var indexRepoTool = {
  name: "index_repo",
  title: "Build or refresh the code index of a repository",
  cli: "forge tool index_repo",
  description: `Build the tree-sitter index of a repository, or bring it up to date: files whose size or mtime changed are parsed again, removed files dropped. The daemon keeps the project's index current by itself; call this for a worktree, or after changes made while no daemon ran.
Input (optional): repo (default "project"), files (only these), rebuild (parse everything anew).
Output: {ok, repo, root, file, built, indexed, removed, unchanged, files, definitions, skipped:{reason: count}, took_ms}.
Errors: {ok:false, error:{code, message}}; not_found for an unknown repo.`,
  input: IndexRepoInput,
  inputExample: { repo: "project", files: ["src/a.ts"], rebuild: false },
  output: IndexRepoOutput,
  example: {
    ok: true,
    repo: "project",
    root: "/home/dev/shop",
    file: "_vibe-chain-output/code-index/project.jsonl",
    built: false,
    indexed: 1,
    removed: 0,
    unchanged: 411,
    files: 412,
    definitions: 5210,
    skipped: { binary: 3, minified: 1 },
    took_ms: 41
  }
};
var ListReposInput = z.strictObject({
  limit: Limit(CODE_DEFAULT_LIMIT, CODE_MAX_LIMIT),
  cursor: Cursor
});
var RepoItem = z.object({
  repo: z.string().describe("pass as repo to the other code tools"),
  root: z.string(),
  story_id: z.string().nullable().describe("the open task whose worktree this is; null for the project"),
  indexed: z.boolean().describe("an index file exists"),
  files: z.number().int().nonnegative().nullable(),
  updated_at: z.string().nullable()
});
var ListReposOutput = z.object({ ok: z.literal(true), items: z.array(RepoItem), ...PageFields });
var listReposTool = {
  name: "list_repos",
  title: "List the repositories the code tools can answer about",
  cli: "forge tool list_repos",
  description: `List the repositories the code tools answer about: the project, and the worktree of each open task (by story id), with whether each has an index yet.
Input (optional): limit (1-${CODE_MAX_LIMIT}, default ${CODE_DEFAULT_LIMIT}), cursor.
Output: {ok, items:[{repo, root, story_id, indexed, files, updated_at}], total, limit, cursor, nextCursor, hasMore, truncated, message?}.
Errors: {ok:false, error:{code, message}}; usage for a bad cursor.`,
  input: ListReposInput,
  inputExample: { limit: 20 },
  output: ListReposOutput,
  example: {
    ok: true,
    items: [
      { repo: "project", root: "/home/dev/shop", story_id: null, indexed: true, files: 412, updated_at: "2026-04-01T12:00:00.000Z" },
      { repo: "CHK-1", root: "/home/dev/shop-wt/chk-1", story_id: "CHK-1", indexed: false, files: null, updated_at: null }
    ],
    ...pageStart(2, 20, null)
  }
};
var GetManifestInput = z.strictObject({ repo: Repo });
var GetManifestOutput = z.object({
  ok: z.literal(true),
  repo: z.string(),
  root: z.string(),
  file: z.string(),
  format: z.string(),
  indexed: z.boolean(),
  files: z.number().int().nonnegative(),
  languages: z.record(z.string(), z.number().int().nonnegative()).describe("indexed files per language"),
  definitions: z.number().int().nonnegative(),
  references: z.number().int().nonnegative(),
  imports: z.number().int().nonnegative(),
  parse_errors: z.number().int().nonnegative().describe("files indexed in part: their tree had errors"),
  skipped: SkipCounts,
  bytes: z.number().int().nonnegative().describe("size of the index file"),
  updated_at: z.string().nullable(),
  message: z.string().optional()
});
var getManifestTool = {
  name: "get_manifest",
  title: "What the code index of a repository holds",
  cli: "forge tool get_manifest",
  description: `Describe a repository's code index: files per language, definitions, uses and imports, files indexed in part (parse errors), files skipped by reason (binary, too_large, minified, parse_failed, unreadable, symlink_dir, symlink_loop, outside_repository), the index file and when it last changed. Reads the index only; it never builds one.
Input (optional): repo (default "project").
Output: {ok, repo, root, file, format, indexed, files, languages, definitions, references, imports, parse_errors, skipped, bytes, updated_at, message?}. Without an index, indexed is false and message says how to build one.
Errors: {ok:false, error:{code, message}}; not_found for an unknown repo.`,
  input: GetManifestInput,
  inputExample: { repo: "project" },
  output: GetManifestOutput,
  example: {
    ok: true,
    repo: "project",
    root: "/home/dev/shop",
    file: "_vibe-chain-output/code-index/project.jsonl",
    format: "code-index-v1",
    indexed: true,
    files: 412,
    languages: { typescript: 380, markdown: 32 },
    definitions: 5210,
    references: 20412,
    imports: 1630,
    parse_errors: 2,
    skipped: { binary: 3, minified: 1 },
    bytes: 1840213,
    updated_at: "2026-04-01T12:00:00.000Z"
  }
};
var CODE_TOOLS = [getCodebaseContextTool, indexRepoTool, listReposTool, getManifestTool];

export {
  CODE_ASKS,
  CODE_DEFAULT_LIMIT,
  CODE_MAX_LIMIT,
  MAP_DEFAULT_TOKENS,
  CodeItem,
  GetCodebaseContextInput,
  GetCodebaseContextOutput,
  getCodebaseContextTool,
  SkipCounts,
  IndexRepoInput,
  IndexRepoOutput,
  indexRepoTool,
  ListReposInput,
  RepoItem,
  ListReposOutput,
  listReposTool,
  GetManifestInput,
  GetManifestOutput,
  getManifestTool,
  CODE_TOOLS
};
