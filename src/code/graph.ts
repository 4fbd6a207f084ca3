import type { CodeIndex } from './code-index.js';

/**
 * Which file uses which: an edge for each import that resolves to a file of the repository, and
 * for each name a file uses that another file defines (shared among the files defining it, as
 * aider's repo map does; names defined in many files, like `get`, say little and are left out).
 * Files are ranked by PageRank over these edges, optionally personalised towards some files.
 * Everything here is pure and cached against the index's version.
 */
export interface FileGraph {
  /** For each file, the files it uses with a weight. */
  out: Map<string, Map<string, number>>;
  /** For each file, the files that use it. */
  into: Map<string, Set<string>>;
  /** For each file, its imports resolved to files (null where nothing in the repository matches). */
  resolved: Map<string, Array<string | null>>;
  rank: Map<string, number>;
}

/** A name defined in more files than this is too common to link files by. */
const MAX_DEFINING_FILES = 5;
/** A name used by more files than this (a share, and at least a few) is too common to link by. */
const COMMON_USERS_SHARE = 0.05;
const COMMON_USERS_MIN = 10;
const DAMPING = 0.85;
const ITERATIONS = 30;

const cache = new WeakMap<CodeIndex, { version: number; graph: FileGraph }>();

export function fileGraph(index: CodeIndex): FileGraph {
  const cached = cache.get(index);
  if (cached && cached.version === index.version) return cached.graph;
  const graph = buildGraph(index);
  cache.set(index, { version: index.version, graph });
  return graph;
}

function buildGraph(index: CodeIndex): FileGraph {
  const out = new Map<string, Map<string, number>>();
  const into = new Map<string, Set<string>>();
  const resolved = new Map<string, Array<string | null>>();
  const resolver = importResolver(index);
  const link = (from: string, to: string, weight: number) => {
    if (from === to) return;
    let edges = out.get(from);
    if (!edges) out.set(from, (edges = new Map()));
    edges.set(to, (edges.get(to) ?? 0) + weight);
    let back = into.get(to);
    if (!back) into.set(to, (back = new Set()));
    back.add(from);
  };
  // A name used by most files (join, get) says little about which file a use needs: its weight
  // falls with the share of files using it, as a word's does in text search.
  const usingFiles = new Map<string, number>();
  for (const record of index.files.values())
    for (const name of new Set(record.refs.map((ref) => ref[0]))) usingFiles.set(name, (usingFiles.get(name) ?? 0) + 1);
  const total = Math.max(index.files.size, 2);
  for (const record of index.files.values()) {
    const targets = record.imports.map(([spec]) => resolver(record.path, spec));
    resolved.set(record.path, targets);
    for (const target of targets) if (target !== null) link(record.path, target, 1);
    const used = new Map<string, number>();
    for (const [name] of record.refs) used.set(name, (used.get(name) ?? 0) + 1);
    for (const [name, count] of used) {
      const defs = index.defsByName.get(name);
      if (!defs) continue;
      const files = new Set(defs.map((def) => def.file));
      if (files.size > MAX_DEFINING_FILES) continue;
      // sqrt: a name used twenty times is a stronger link than one used once, not twenty times stronger.
      const users = usingFiles.get(name) ?? 1;
      if (users > Math.max(COMMON_USERS_MIN, total * COMMON_USERS_SHARE)) continue;
      const rarity = Math.log(total / users) / Math.log(total);
      for (const file of files) link(record.path, file, (rarity * Math.sqrt(count)) / files.size);
    }
  }
  return { out, into, resolved, rank: pageRank([...index.files.keys()], out, null) };
}

/** PageRank of the files over the weighted edges; `focus` (files) personalises the restart. */
export function pageRank(files: string[], out: Map<string, Map<string, number>>, focus: Set<string> | null): Map<string, number> {
  const n = files.length;
  const rank = new Map<string, number>();
  if (n === 0) return rank;
  const restart = new Map<string, number>();
  const focused = focus === null ? [] : files.filter((file) => focus.has(file));
  for (const file of files) restart.set(file, focused.length > 0 ? (focus!.has(file) ? 1 / focused.length : 0) : 1 / n);
  for (const file of files) rank.set(file, 1 / n);
  const totals = new Map<string, number>();
  for (const [from, edges] of out)
    totals.set(
      from,
      [...edges.values()].reduce((sum, w) => sum + w, 0),
    );
  for (let i = 0; i < ITERATIONS; i++) {
    const next = new Map<string, number>();
    let dangling = 0;
    for (const file of files) {
      const total = totals.get(file) ?? 0;
      if (total === 0) dangling += rank.get(file)!;
    }
    for (const file of files) next.set(file, (1 - DAMPING) * restart.get(file)! + DAMPING * dangling * restart.get(file)!);
    for (const [from, edges] of out) {
      const share = (DAMPING * (rank.get(from) ?? 0)) / totals.get(from)!;
      for (const [to, weight] of edges) if (next.has(to)) next.set(to, next.get(to)! + share * weight);
    }
    for (const [file, value] of next) rank.set(file, value);
  }
  return rank;
}

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/**
 * Resolves an import to a file of the repository: relative paths as the module system would
 * (with the usual extensions and index files; `./x.js` finds `x.ts`), dotted Python and Java
 * names and C includes by the path they spell. Anything else (a package, the standard library of
 * another language) resolves to null.
 */
function importResolver(index: CodeIndex): (from: string, spec: string) => string | null {
  const byStem = new Map<string, string[]>();
  for (const path of index.files.keys()) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
    const list = byStem.get(stem);
    if (list) list.push(path);
    else byStem.set(stem, [path]);
  }
  const bySuffix = (wanted: string[]): string | null => {
    for (const want of wanted) {
      const base = want.slice(want.lastIndexOf('/') + 1);
      const stem = base.slice(0, base.lastIndexOf('.'));
      for (const path of byStem.get(stem) ?? []) if (path === want || path.endsWith(`/${want}`)) return path;
    }
    return null;
  };
  return (from, spec) => {
    const language = index.files.get(from)?.language;
    const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
    if (spec.startsWith('./') || spec.startsWith('../')) {
      const joined = normalize(dir, spec);
      if (joined === null) return null;
      const stripped = joined.replace(/\.(m|c)?js$/, '');
      const tries = [joined, ...SCRIPT_EXTENSIONS.map((ext) => stripped + ext), ...SCRIPT_EXTENSIONS.map((ext) => `${joined}/index${ext}`)];
      return tries.find((path) => index.files.has(path)) ?? null;
    }
    if (language === 'python') {
      const dots = /^\.+/.exec(spec)?.[0].length ?? 0;
      const rest = spec.slice(dots).replaceAll('.', '/');
      if (dots > 0) {
        const base = normalize(dir, `${'../'.repeat(dots - 1)}./${rest}`);
        if (base === null) return null;
        return [`${base}.py`, `${base}/__init__.py`].find((path) => index.files.has(path)) ?? null;
      }
      return bySuffix([`${rest}.py`, `${rest}/__init__.py`]);
    }
    if (language === 'java') return bySuffix([`${spec.replaceAll('.', '/')}.java`]);
    if (language === 'c' || language === 'cpp') {
      const near = normalize(dir, `./${spec}`);
      if (near !== null && index.files.has(near)) return near;
      return bySuffix([spec]);
    }
    if (language === 'ruby') return bySuffix([`${spec}.rb`]);
    return null;
  };
}

/** `dir` joined with a relative path, or null when it climbs out of the repository. */
function normalize(dir: string, relative: string): string | null {
  const parts = dir === '' ? [] : dir.split('/');
  for (const part of relative.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}
