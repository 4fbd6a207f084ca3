import {
  BatchWriter
} from "./chunk-6CPU3H2P.js";
import {
  readOptionalText
} from "./chunk-H7Q6LNZY.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  rebuildFileAtomic
} from "./chunk-VF46JH6B.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  OPEN_STATES
} from "./chunk-E6PUMPWG.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  contextFile
} from "./chunk-YZV3RAMM.js";

// dist/src/code/index-store.js
import { createHash } from "node:crypto";
import { appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readSync } from "node:fs";
import { dirname } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";

// dist/src/code/code-index.js
var CodeIndex = class {
  root;
  files = /* @__PURE__ */ new Map();
  skips = /* @__PURE__ */ new Map();
  defsByName = /* @__PURE__ */ new Map();
  refsByName = /* @__PURE__ */ new Map();
  version = 0;
  /** When the index last changed (ms since the epoch), from the caller's clock. */
  updatedAt = 0;
  constructor(root) {
    this.root = root;
  }
  apply(extracted, at) {
    const path = "record" in extracted ? extracted.record.path : extracted.skip.path;
    this.forget(path);
    if ("record" in extracted) {
      const record = extracted.record;
      this.files.set(path, record);
      for (const def of record.defs)
        push(this.defsByName, def[1], { file: path, def });
      for (const [name, line] of record.refs)
        push(this.refsByName, name, { file: path, line });
    } else
      this.skips.set(path, extracted.skip);
    this.touch(at);
  }
  remove(path, at) {
    const had = this.files.has(path) || this.skips.has(path);
    this.forget(path);
    if (had)
      this.touch(at);
    return had;
  }
  /** The stored size and mtime of a path, to tell whether a file on disk changed since. */
  seen(path) {
    return this.files.get(path) ?? this.skips.get(path) ?? null;
  }
  skipCounts() {
    const counts = { binary: 0, too_large: 0, minified: 0, parse_failed: 0, unreadable: 0, symlink_dir: 0, symlink_loop: 0, outside_repository: 0 };
    for (const skip of this.skips.values())
      counts[skip.reason] += 1;
    return counts;
  }
  touch(at) {
    this.version += 1;
    this.updatedAt = at;
  }
  forget(path) {
    const old = this.files.get(path);
    this.skips.delete(path);
    if (!old)
      return;
    this.files.delete(path);
    for (const name of new Set(old.defs.map((def) => def[1])))
      pull(this.defsByName, name, (at) => at.file === path);
    for (const name of new Set(old.refs.map((ref) => ref[0])))
      pull(this.refsByName, name, (at) => at.file === path);
  }
};
function push(map, key, value) {
  const list = map.get(key);
  if (list)
    list.push(value);
  else
    map.set(key, [value]);
}
function pull(map, key, drop) {
  const list = map.get(key);
  if (!list)
    return;
  const kept = list.filter((value) => !drop(value));
  if (kept.length === 0)
    map.delete(key);
  else if (kept.length !== list.length)
    map.set(key, kept);
}

// dist/src/code/queries.js
var JAVASCRIPT = `
(function_declaration name: (_) @name) @def.function
(generator_function_declaration name: (_) @name) @def.function
(class_declaration name: (_) @name) @def.class
(method_definition name: (_) @name) @def.method
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression)]) @def.function
(variable_declarator name: (identifier) @name value: (class)) @def.class
(assignment_expression left: [(identifier) @name (member_expression property: (property_identifier) @name)] right: [(arrow_function) (function_expression)]) @def.function
(assignment_expression left: [(identifier) @name (member_expression property: (property_identifier) @name)] right: (class)) @def.class
(function_expression name: (identifier) @name) @def.function
(program [(lexical_declaration (variable_declarator name: (identifier) @name value: (object)) @def.object) (variable_declaration (variable_declarator name: (identifier) @name value: (object)) @def.object)])
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name value: (object)) @def.object))
(call_expression function: [(identifier) @ref (member_expression property: (_) @ref)])
(new_expression constructor: [(identifier) @ref (member_expression property: (_) @ref)])
(import_statement source: (string (string_fragment) @import))
(export_statement source: (string (string_fragment) @import))
`;
var TYPESCRIPT = `${JAVASCRIPT}
(abstract_class_declaration name: (_) @name) @def.class
(interface_declaration name: (_) @name) @def.interface
(type_alias_declaration name: (_) @name) @def.type
(enum_declaration name: (_) @name) @def.enum
(function_signature name: (_) @name) @def.function
(method_signature name: (_) @name) @def.method
(abstract_method_signature name: (_) @name) @def.method
(internal_module name: (_) @name) @def.module
`;
var PYTHON = `
(class_definition body: (block (function_definition name: (identifier) @name) @def.method))
(class_definition body: (block (decorated_definition definition: (function_definition name: (identifier) @name) @def.method)))
(function_definition name: (identifier) @name) @def.function
(class_definition name: (identifier) @name) @def.class
(call function: [(identifier) @ref (attribute attribute: (identifier) @ref)])
(import_statement name: [(dotted_name) @import (aliased_import name: (dotted_name) @import)])
(import_from_statement module_name: (_) @import)
`;
var GO = `
(function_declaration name: (identifier) @name) @def.function
(method_declaration name: (field_identifier) @name) @def.method
(type_spec name: (type_identifier) @name) @def.type
(call_expression function: [(identifier) @ref (selector_expression field: (field_identifier) @ref)])
(import_spec path: (_) @import)
`;
var RUST = `
(function_item name: (identifier) @name) @def.function
(function_signature_item name: (identifier) @name) @def.function
(struct_item name: (type_identifier) @name) @def.struct
(enum_item name: (type_identifier) @name) @def.enum
(union_item name: (type_identifier) @name) @def.struct
(trait_item name: (type_identifier) @name) @def.interface
(type_item name: (type_identifier) @name) @def.type
(mod_item name: (identifier) @name) @def.module
(macro_definition name: (identifier) @name) @def.macro
(call_expression function: [(identifier) @ref (field_expression field: (field_identifier) @ref) (scoped_identifier name: (identifier) @ref)])
(macro_invocation macro: (identifier) @ref)
(use_declaration argument: (_) @import)
`;
var JAVA = `
(class_declaration name: (identifier) @name) @def.class
(interface_declaration name: (identifier) @name) @def.interface
(enum_declaration name: (identifier) @name) @def.enum
(record_declaration name: (identifier) @name) @def.class
(method_declaration name: (identifier) @name) @def.method
(constructor_declaration name: (identifier) @name) @def.method
(method_invocation name: (identifier) @ref)
(object_creation_expression type: (type_identifier) @ref)
(import_declaration (scoped_identifier) @import)
`;
var C_COMMON = `
(function_definition declarator: (function_declarator declarator: (_) @name)) @def.function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name))) @def.function
(struct_specifier name: (type_identifier) @name body: (_)) @def.struct
(union_specifier name: (type_identifier) @name body: (_)) @def.struct
(enum_specifier name: (type_identifier) @name body: (_)) @def.enum
(type_definition declarator: (type_identifier) @name) @def.type
(preproc_function_def name: (identifier) @name) @def.macro
(call_expression function: [(identifier) @ref (field_expression field: (field_identifier) @ref)])
(preproc_include path: (_) @import)
`;
var CPP = `${C_COMMON}
(class_specifier name: (type_identifier) @name body: (_)) @def.class
(namespace_definition name: (_) @name) @def.module
`;
var RUBY = `
(method name: (_) @name) @def.method
(singleton_method name: (_) @name) @def.method
(class name: [(constant) @name (scope_resolution name: (_) @name)]) @def.class
(module name: [(constant) @name (scope_resolution name: (_) @name)]) @def.module
(call method: (identifier) @ref)
(call method: (identifier) @_require arguments: (argument_list (string (string_content) @import)) (#match? @_require "^require"))
`;
var BASH = `
(function_definition name: (word) @name) @def.function
(command name: (command_name (word) @ref))
(command name: (command_name (word) @_source) argument: (word) @import (#match? @_source "^(source|\\\\.)$"))
`;
var QUERIES = {
  javascript: JAVASCRIPT,
  typescript: TYPESCRIPT,
  tsx: TYPESCRIPT,
  python: PYTHON,
  go: GO,
  rust: RUST,
  java: JAVA,
  c: C_COMMON,
  cpp: CPP,
  ruby: RUBY,
  bash: BASH
};

// dist/src/code/index-store.js
var FORMAT = "code-index-v1";
var EXTRACTION = 3;
var RULES = `${EXTRACTION}-${createHash("sha256").update(JSON.stringify(QUERIES)).digest("hex").slice(0, 12)}`;
function loadIndex(file, root, at) {
  const read = readOptional(file, 0);
  if (read === null)
    return null;
  const { bytes, ino, mtimeMs } = read;
  const firstEnd = bytes.indexOf(10);
  const header = parseLine(bytes.subarray(0, firstEnd === -1 ? bytes.length : firstEnd).toString("utf8"));
  if (header === null || header.format !== FORMAT || header.root !== root || header.rules !== RULES)
    return null;
  const loaded = { index: new CodeIndex(root), lines: 0, broken: 0, offset: firstEnd + 1, ino };
  applyAppended(loaded, bytes.subarray(firstEnd + 1), at);
  loaded.index.updatedAt = mtimeMs;
  return loaded;
}
function readAppended(file, loaded, at) {
  const read = readOptional(file, loaded.offset);
  if (read === null || read.ino !== loaded.ino)
    return false;
  applyAppended(loaded, read.bytes, at);
  if (read.bytes.length > 0)
    loaded.index.updatedAt = read.mtimeMs;
  return true;
}
function applyAppended(loaded, bytes, at) {
  const end = bytes.lastIndexOf(10);
  if (end === -1)
    return;
  for (const row of bytes.subarray(0, end).toString("utf8").split("\n")) {
    if (row === "")
      continue;
    loaded.lines += 1;
    const line = parseLine(row);
    if (line === null || typeof line.p !== "string") {
      loaded.broken += 1;
      continue;
    }
    if ("gone" in line)
      loaded.index.remove(line.p, at);
    else
      loaded.index.apply(fromLine(line), at);
  }
  loaded.offset += end + 1;
}
function readOptional(file, offset) {
  let fd;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
  try {
    const { size, ino, mtimeMs } = fstatSync(fd);
    if (size < offset)
      return null;
    const bytes = Buffer.alloc(size - offset);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, offset + read);
      if (n === 0)
        break;
      read += n;
    }
    return { bytes: bytes.subarray(0, read), ino, mtimeMs };
  } finally {
    closeSync(fd);
  }
}
function appendEntries(file, entries) {
  if (entries.length === 0)
    return;
  appendFileSync(file, `${entries.map((entry) => JSON.stringify(toLine(entry))).join("\n")}
`);
}
var SAVE_BATCH_BYTES = 1 << 20;
async function saveIndex(file, index) {
  mkdirSync(dirname(file), { recursive: true });
  await rebuildFileAtomic(file, 0, async (fd) => {
    const out = new BatchWriter(fd, SAVE_BATCH_BYTES);
    out.write(JSON.stringify({ format: FORMAT, root: index.root, rules: RULES }));
    for (const record of index.files.values())
      if (out.write(JSON.stringify(toLine({ record }))))
        await nextTurn();
    for (const skip of index.skips.values())
      if (out.write(JSON.stringify(toLine({ skip }))))
        await nextTurn();
    out.end();
  });
}
function needsCompaction(lines, index) {
  return lines > 2 * (index.files.size + index.skips.size) + 100;
}
function parseLine(row) {
  try {
    return JSON.parse(row);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}
function toLine(entry) {
  if ("gone" in entry)
    return { p: entry.gone, gone: 1 };
  if ("skip" in entry)
    return { p: entry.skip.path, skip: entry.skip.reason, s: entry.skip.size, m: entry.skip.mtimeMs };
  const r = entry.record;
  return { p: r.path, l: r.language, s: r.size, m: r.mtimeMs, d: r.defs, r: r.refs, i: r.imports, ...r.parseErrors ? { e: 1 } : {} };
}
function fromLine(line) {
  if ("skip" in line)
    return { skip: { path: line.p, reason: line.skip, size: line.s, mtimeMs: line.m } };
  return { record: { path: line.p, language: line.l, size: line.s, mtimeMs: line.m, defs: line.d, refs: line.r, imports: line.i, parseErrors: line.e === 1 } };
}

// dist/src/code/repos.js
import { statSync } from "node:fs";
var PROJECT_REPO = "project";
async function listRepos(projectRoot, tracking) {
  const repos = [{ repo: PROJECT_REPO, root: projectRoot, storyId: null }];
  const seen = /* @__PURE__ */ new Set([projectRoot]);
  for (const [storyId, entry] of Object.entries(tracking?.tasks ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (!OPEN_STATES.has(entry.state) || storyId === PROJECT_REPO)
      continue;
    const root = await worktreeOf(projectRoot, entry.agent, storyId);
    if (root === null || seen.has(root))
      continue;
    seen.add(root);
    repos.push({ repo: storyId, root, storyId });
  }
  return repos;
}
async function findRepo(projectRoot, tracking, name) {
  if (name === void 0 || name === PROJECT_REPO)
    return { repo: PROJECT_REPO, root: projectRoot, storyId: null };
  const repos = await listRepos(projectRoot, tracking);
  const found = repos.find((repo) => repo.repo === name);
  if (found)
    return found;
  throw new ForgeError("not_found", `no repository "${name}": the code tools know ${repos.map((repo) => repo.repo).join(", ")} (list_repos lists them; a task's worktree is known while the task is open)`);
}
async function worktreeOf(projectRoot, agent, storyId) {
  const text = await readOptionalText(inProject(projectRoot, contextFile(agent, storyId)));
  const path = (text === null ? null : jsonOrNull(text))?.worktree_path;
  if (typeof path !== "string")
    return null;
  try {
    return statSync(path).isDirectory() ? path : null;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}

export {
  CodeIndex,
  FORMAT,
  loadIndex,
  readAppended,
  appendEntries,
  saveIndex,
  needsCompaction,
  PROJECT_REPO,
  listRepos,
  findRepo
};
