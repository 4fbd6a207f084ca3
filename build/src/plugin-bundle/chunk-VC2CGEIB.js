import {
  MAX_FILE_BYTES,
  RepositoryIndexer,
  indexFileOf,
  languageOf
} from "./chunk-LFQ2JKUG.js";
import {
  summarizeIndex
} from "./chunk-GSZMS6ZI.js";
import {
  FORMAT,
  findRepo,
  listRepos,
  loadIndex,
  readAppended
} from "./chunk-2LFLE5PW.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  CODE_ASKS
} from "./chunk-SN4Z7LYO.js";
import {
  fillOffsetPage,
  pageStart
} from "./chunk-C5Q5C45N.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";

// dist/src/tools/code-context.js
import { statSync } from "node:fs";
import { relative } from "node:path";

// dist/src/code/answers.js
function clipSnippet(text) {
  const line = text.trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

// dist/src/code/graph.js
var MAX_DEFINING_FILES = 5;
var COMMON_USERS_SHARE = 0.05;
var COMMON_USERS_MIN = 10;
var DAMPING = 0.85;
var ITERATIONS = 30;
var cache = /* @__PURE__ */ new WeakMap();
function fileGraph(index) {
  const cached = cache.get(index);
  if (cached && cached.version === index.version)
    return cached.graph;
  const graph = buildGraph(index);
  cache.set(index, { version: index.version, graph });
  return graph;
}
function buildGraph(index) {
  const out = /* @__PURE__ */ new Map();
  const into = /* @__PURE__ */ new Map();
  const resolved = /* @__PURE__ */ new Map();
  const resolver = importResolver(index);
  const link = (from, to, weight) => {
    if (from === to)
      return;
    let edges = out.get(from);
    if (!edges)
      out.set(from, edges = /* @__PURE__ */ new Map());
    edges.set(to, (edges.get(to) ?? 0) + weight);
    let back = into.get(to);
    if (!back)
      into.set(to, back = /* @__PURE__ */ new Set());
    back.add(from);
  };
  const usingFiles = /* @__PURE__ */ new Map();
  for (const record of index.files.values())
    for (const name of new Set(record.refs.map((ref) => ref[0])))
      usingFiles.set(name, (usingFiles.get(name) ?? 0) + 1);
  const total = Math.max(index.files.size, 2);
  for (const record of index.files.values()) {
    const targets = record.imports.map(([spec]) => resolver(record.path, spec));
    resolved.set(record.path, targets);
    for (const target2 of targets)
      if (target2 !== null)
        link(record.path, target2, 1);
    const used = /* @__PURE__ */ new Map();
    for (const [name] of record.refs)
      used.set(name, (used.get(name) ?? 0) + 1);
    for (const [name, count] of used) {
      const defs = index.defsByName.get(name);
      if (!defs)
        continue;
      const files = new Set(defs.map((def) => def.file));
      if (files.size > MAX_DEFINING_FILES)
        continue;
      const users = usingFiles.get(name) ?? 1;
      if (users > Math.max(COMMON_USERS_MIN, total * COMMON_USERS_SHARE))
        continue;
      const rarity = Math.log(total / users) / Math.log(total);
      for (const file of files)
        link(record.path, file, rarity * Math.sqrt(count) / files.size);
    }
  }
  return { out, into, resolved, rank: pageRank([...index.files.keys()], out, null) };
}
function pageRank(files, out, focus) {
  const n = files.length;
  const rank = /* @__PURE__ */ new Map();
  if (n === 0)
    return rank;
  const restart = /* @__PURE__ */ new Map();
  const focused = focus === null ? [] : files.filter((file) => focus.has(file));
  for (const file of files)
    restart.set(file, focused.length > 0 ? focus.has(file) ? 1 / focused.length : 0 : 1 / n);
  for (const file of files)
    rank.set(file, 1 / n);
  const totals = /* @__PURE__ */ new Map();
  for (const [from, edges] of out)
    totals.set(from, [...edges.values()].reduce((sum, w) => sum + w, 0));
  for (let i = 0; i < ITERATIONS; i++) {
    const next = /* @__PURE__ */ new Map();
    let dangling = 0;
    for (const file of files) {
      const total = totals.get(file) ?? 0;
      if (total === 0)
        dangling += rank.get(file);
    }
    for (const file of files)
      next.set(file, (1 - DAMPING) * restart.get(file) + DAMPING * dangling * restart.get(file));
    for (const [from, edges] of out) {
      const share = DAMPING * (rank.get(from) ?? 0) / totals.get(from);
      for (const [to, weight] of edges)
        if (next.has(to))
          next.set(to, next.get(to) + share * weight);
    }
    for (const [file, value] of next)
      rank.set(file, value);
  }
  return rank;
}
var SCRIPT_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
function importResolver(index) {
  const byStem = /* @__PURE__ */ new Map();
  for (const path of index.files.keys()) {
    const base = path.slice(path.lastIndexOf("/") + 1);
    const stem = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
    const list = byStem.get(stem);
    if (list)
      list.push(path);
    else
      byStem.set(stem, [path]);
  }
  const bySuffix = (wanted) => {
    for (const want of wanted) {
      const base = want.slice(want.lastIndexOf("/") + 1);
      const stem = base.slice(0, base.lastIndexOf("."));
      for (const path of byStem.get(stem) ?? [])
        if (path === want || path.endsWith(`/${want}`))
          return path;
    }
    return null;
  };
  return (from, spec) => {
    const language = index.files.get(from)?.language;
    const dir = from.includes("/") ? from.slice(0, from.lastIndexOf("/")) : "";
    if (spec.startsWith("./") || spec.startsWith("../")) {
      const joined = normalize(dir, spec);
      if (joined === null)
        return null;
      const stripped = joined.replace(/\.(m|c)?js$/, "");
      const tries = [joined, ...SCRIPT_EXTENSIONS.map((ext) => stripped + ext), ...SCRIPT_EXTENSIONS.map((ext) => `${joined}/index${ext}`)];
      return tries.find((path) => index.files.has(path)) ?? null;
    }
    if (language === "python") {
      const dots = /^\.+/.exec(spec)?.[0].length ?? 0;
      const rest = spec.slice(dots).replaceAll(".", "/");
      if (dots > 0) {
        const base = normalize(dir, `${"../".repeat(dots - 1)}./${rest}`);
        if (base === null)
          return null;
        return [`${base}.py`, `${base}/__init__.py`].find((path) => index.files.has(path)) ?? null;
      }
      return bySuffix([`${rest}.py`, `${rest}/__init__.py`]);
    }
    if (language === "java")
      return bySuffix([`${spec.replaceAll(".", "/")}.java`]);
    if (language === "c" || language === "cpp") {
      const near = normalize(dir, `./${spec}`);
      if (near !== null && index.files.has(near))
        return near;
      return bySuffix([spec]);
    }
    if (language === "ruby")
      return bySuffix([`${spec}.rb`]);
    return null;
  };
}
function normalize(dir, relative2) {
  const parts = dir === "" ? [] : dir.split("/");
  for (const part of relative2.split("/")) {
    if (part === "." || part === "")
      continue;
    if (part === "..") {
      if (parts.length === 0)
        return null;
      parts.pop();
    } else
      parts.push(part);
  }
  return parts.join("/");
}

// dist/src/code/names.js
function wordsOf(text) {
  const spaced = text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase();
  return spaced.split(/[^a-z0-9]+/).filter((word) => word.length >= 2);
}
var cache2 = /* @__PURE__ */ new WeakMap();
function namesByWord(index) {
  const cached = cache2.get(index);
  if (cached && cached.version === index.version)
    return cached.byWord;
  const byWord = /* @__PURE__ */ new Map();
  for (const name of index.defsByName.keys()) {
    for (const word of new Set(wordsOf(name))) {
      const list = byWord.get(word);
      if (list)
        list.push(name);
      else
        byWord.set(word, [name]);
    }
  }
  cache2.set(index, { version: index.version, byWord });
  return byWord;
}

// dist/src/code/lookups.js
var KIND_ORDER = { class: 0, interface: 0, struct: 0, type: 0, enum: 0, module: 1, function: 0, method: 0, macro: 1, heading: 2 };
function splitQualified(name) {
  const match = /^(.+?)(?:\.|::|#)([^.:#]+)$/.exec(name.trim());
  if (!match)
    return { owner: null, member: name.trim(), qualifiers: [] };
  const qualifiers = match[1].split(/\.|::|#/).filter(Boolean);
  return { owner: qualifiers[qualifiers.length - 1] ?? null, member: match[2], qualifiers };
}
function definitionsOf(index, name) {
  const { member, qualifiers } = splitQualified(name);
  let defs = index.defsByName.get(member) ?? [];
  if (defs.length === 0) {
    const lower = member.toLowerCase();
    defs = [];
    for (const [key, list] of index.defsByName)
      if (key.toLowerCase() === lower)
        defs.push(...list);
  }
  if (qualifiers.length > 0) {
    const scored = defs.map((at) => ({ at, score: qualifierFit(index, at, qualifiers) }));
    const best = Math.max(0, ...scored.map((entry) => entry.score));
    if (best > 0)
      defs = scored.filter((entry) => entry.score === best).map((entry) => entry.at);
  }
  return [...defs].sort(byLikelihood);
}
function qualifierFit(index, at, qualifiers) {
  let rest = [...qualifiers];
  let fit = 0;
  const owner = enclosing(index.files.get(at.file), at.def[2], at.def);
  const named = rest[rest.length - 1];
  if (named !== void 0 && (owner?.[1] === named || assignedOn(at.def, named))) {
    fit += 2;
    rest = rest.slice(0, -1);
  }
  const parts = moduleParts(at.file);
  for (let i = rest.length - 1, j = parts.length - 1; i >= 0; i--, j--) {
    if (j < 0 || parts[j] !== rest[i])
      break;
    fit += 2;
  }
  return owner !== null && fit > 0 && rest.length === qualifiers.length ? fit - 1 : fit;
}
function assignedOn(def, owner) {
  const signature = def[4];
  const at = signature.indexOf(`${owner}.`);
  if (at === -1 || at > 0 && /[\w$]/.test(signature[at - 1]))
    return false;
  const after = signature.slice(at + owner.length + 1);
  return after.startsWith(`${def[1]} `) || after.startsWith(`${def[1]}=`) || after.startsWith(`prototype.${def[1]} `) || after.startsWith(`prototype.${def[1]}=`);
}
function moduleParts(file) {
  const parts = file.replace(/\.d\.[mc]?ts$|\.[^./]+$/, "").split(/[/.]/);
  if (parts.length > 1 && /^(__init__|index|mod|lib)$/.test(parts[parts.length - 1]))
    parts.pop();
  return parts;
}
function byLikelihood(a, b) {
  const test = (file) => /(^|\/)(tests?|spec|__tests__)\/|[._-](test|spec)\./.test(file) ? 1 : 0;
  const declaration = (file) => /\.d\.[mc]?ts$/.test(file) ? 1 : 0;
  return test(a.file) - test(b.file) || declaration(a.file) - declaration(b.file) || (KIND_ORDER[a.def[0]] ?? 1) - (KIND_ORDER[b.def[0]] ?? 1) || a.file.split("/").length - b.file.split("/").length || a.file.localeCompare(b.file) || a.def[2] - b.def[2];
}
function defItem(at, relation) {
  return { file: at.file, line: at.def[2], kind: at.def[0], name: at.def[1], snippet: at.def[4], relation };
}
function findDefinitions(index, name) {
  const items = definitionsOf(index, name).map((at) => defItem(at, "definition"));
  return { items, empty: () => `no definition named "${name}" among ${describe(index)}${similar(index, name)}` };
}
function enclosing(record, line, self) {
  if (!record)
    return null;
  let best = null;
  for (const def of record.defs) {
    if (def === self || def[2] > line || def[3] < line || def[0] === "heading")
      continue;
    if (best === null || def[2] >= best[2])
      best = def;
  }
  return best;
}
function findReferences(index, name) {
  const { member } = splitQualified(name);
  const items = [];
  for (const ref of index.refsByName.get(member) ?? []) {
    const inside = enclosing(index.files.get(ref.file), ref.line);
    items.push({ file: ref.file, line: ref.line, kind: "call", name: member, snippet: "", relation: "caller", ...inside ? { in: inside[1] } : {} });
  }
  items.push(...importersOf(index, member));
  items.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    items,
    empty: () => `no use or import of "${member}" among ${describe(index)} (calls, \`new\` and imports are indexed, not every mention)${similar(index, member)}; a text search (rg) finds other mentions`
  };
}
function importersOf(index, name) {
  const graph = fileGraph(index);
  const defining = new Set((index.defsByName.get(name) ?? []).map((at) => at.file));
  const items = [];
  const users = new Set((index.refsByName.get(name) ?? []).map((ref) => ref.file));
  for (const record of index.files.values()) {
    const targets = graph.resolved.get(record.path) ?? [];
    record.imports.forEach(([spec, line], i) => {
      const target2 = targets[i];
      const last = spec.split(/[./:\\]+/).filter(Boolean).pop();
      if (target2 !== null && target2 !== void 0 && defining.has(target2) && users.has(record.path) || last === name)
        items.push({ file: record.path, line, kind: "import", name: spec, snippet: "", relation: "importer" });
    });
  }
  return items;
}
function describe(index) {
  const languages = /* @__PURE__ */ new Map();
  for (const record of index.files.values())
    languages.set(record.language, (languages.get(record.language) ?? 0) + 1);
  const list = [...languages].sort((a, b) => b[1] - a[1]).map(([language, n]) => `${n} ${language}`);
  return `${index.files.size} indexed files (${list.join(", ") || "none"})`;
}
function similar(index, name) {
  const words = wordsOf(name);
  const byWord = namesByWord(index);
  const counts = /* @__PURE__ */ new Map();
  for (const word of words)
    for (const candidate of byWord.get(word) ?? [])
      counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0])).slice(0, 5).map(([candidate]) => candidate);
  return best.length > 0 ? `; similar names: ${best.join(", ")}` : '; try ask "search" with words of what it does';
}

// dist/src/code/places.js
var SIBLINGS = 10;
function resolveFile(index, path) {
  const wanted = path.replace(/^\.\//, "").replace(/\/+$/, "");
  if (index.files.has(wanted))
    return { file: wanted, candidates: [] };
  const candidates = [...index.files.keys()].filter((file) => file.endsWith(`/${wanted}`) || file === wanted).sort();
  return candidates.length === 1 ? { file: candidates[0], candidates } : { file: null, candidates: candidates.slice(0, 5) };
}
function fileOutline(index, path) {
  const { file, candidates } = resolveFile(index, path);
  if (file === null) {
    const skip = index.skips.get(path);
    const why = skip ? `"${path}" is not indexed: ${skip.reason.replace(/_/g, " ")}` : `no indexed file "${path}" among ${describe(index)}`;
    return {
      items: [],
      empty: () => candidates.length > 0 ? `${why}; it could be: ${candidates.join(", ")}` : `${why}; give a path relative to the repository root`
    };
  }
  const record = index.files.get(file);
  const graph = fileGraph(index);
  const items = record.defs.map((def) => defItem({ file, def }, "defines"));
  const targets = graph.resolved.get(file) ?? [];
  record.imports.forEach(([spec, line], i) => {
    items.push({ file, line, kind: "import", name: targets[i] ?? spec, snippet: "", relation: "import" });
  });
  const used = /* @__PURE__ */ new Map();
  for (const [name] of record.refs)
    used.set(name, (used.get(name) ?? 0) + 1);
  const ownNames = new Set(record.defs.map((def) => def[1]));
  for (const [name] of [...used].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    if (ownNames.has(name))
      continue;
    const at = definitionsOf(index, name)[0];
    if (at)
      items.push(defItem(at, "uses"));
  }
  for (const user of [...graph.into.get(file) ?? []].sort())
    items.push({ file: user, line: 1, kind: "file", name: user, snippet: "", relation: "used_by" });
  return { items, empty: () => `${file} is indexed but defines, imports and uses nothing the index reads` };
}
function neighbourhood(index, name) {
  const defs = definitionsOf(index, name);
  const empty = () => `no definition named "${name}" among ${describe(index)}${similar(index, name)}`;
  const primary = defs[0];
  if (!primary)
    return { items: [], empty };
  const items = defs.slice(0, 3).map((at) => defItem(at, "definition"));
  const member = primary.def[1];
  const seen = /* @__PURE__ */ new Set();
  for (const ref of index.refsByName.get(member) ?? []) {
    const inside = enclosing(index.files.get(ref.file), ref.line);
    const key = inside ? `${ref.file}:${inside[2]}` : `${ref.file}:${ref.line}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    if (inside)
      items.push({ ...defItem({ file: ref.file, def: inside }, "caller"), in: inside[1] });
    else
      items.push({ file: ref.file, line: ref.line, kind: "call", name: member, snippet: "", relation: "caller" });
  }
  const record = index.files.get(primary.file);
  const called = /* @__PURE__ */ new Set();
  for (const [used, line] of record.refs) {
    if (line < primary.def[2] || line > primary.def[3] || called.has(used) || used === member)
      continue;
    called.add(used);
    const at = definitionsOf(index, used)[0];
    if (at)
      items.push({ ...defItem(at, "callee"), in: member });
  }
  const parent = enclosing(record, primary.def[2], primary.def);
  const siblings = record.defs.filter((def) => def !== primary.def && enclosing(record, def[2], def) === parent && def[0] !== "heading");
  siblings.sort((a, b) => Math.abs(a[2] - primary.def[2]) - Math.abs(b[2] - primary.def[2]));
  for (const def of siblings.slice(0, SIBLINGS))
    items.push(defItem({ file: primary.file, def }, "sibling"));
  return { items, empty };
}

// dist/src/code/ranking.js
var CHARS_PER_TOKEN = 4;
var DEFS_PER_FILE = 12;
function repoMap(index, request) {
  const graph = fileGraph(index);
  const focus = request.focus === null ? null : new Set([...index.files.keys()].filter((file) => file.startsWith(request.focus.replace(/^\.\//, ""))));
  const rank = focus !== null && focus.size > 0 ? pageRank([...index.files.keys()], graph.out, focus) : graph.rank;
  const files = [...index.files.keys()].sort((a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0) || a.localeCompare(b));
  const budget = request.tokens * CHARS_PER_TOKEN;
  const items = [];
  let text = "";
  let next = request.offset;
  for (; next < files.length; next++) {
    const file = files[next];
    const record = index.files.get(file);
    const defs = topDefinitions(index, record.defs);
    if (defs.length === 0)
      continue;
    if (items.length === request.maxFiles)
      break;
    const block = `${file}:
${defs.map((def) => `${String(def[2]).padStart(5)}\u2502 ${def[4]}
`).join("")}`;
    if (text.length + block.length > budget) {
      if (text === "")
        text = block.slice(0, budget);
      break;
    }
    text += block;
    items.push({
      file,
      line: 1,
      kind: "file",
      name: file,
      snippet: `${defs.length} of ${record.defs.length} definitions`,
      relation: "ranked",
      score: round(rank.get(file) ?? 0)
    });
  }
  const scope = focus !== null && focus.size === 0 ? `; no file starts with "${request.focus}"` : "";
  return { items, map: text, nextOffset: next < files.length ? next : null, empty: () => `no definitions to map among ${describe(index)}${scope}` };
}
function topDefinitions(index, defs) {
  if (defs.length <= DEFS_PER_FILE)
    return defs;
  const uses = (def) => (index.refsByName.get(def[1])?.length ?? 0) + (def[0] === "class" || def[0] === "interface" ? 5 : 0);
  return [...defs].sort((a, b) => uses(b) - uses(a) || a[2] - b[2]).slice(0, DEFS_PER_FILE).sort((a, b) => a[2] - b[2]);
}
var IDENTIFIER = /[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)*/g;
function searchCode(index, question) {
  const words = [...new Set(wordsOf(question))].filter((word) => !STOP_WORDS.has(word));
  const tokens = question.match(IDENTIFIER) ?? [];
  const spelled = [...new Set(tokens)].filter((token) => token.length >= 3 && !STOP_WORDS.has(token.toLowerCase()) && (tokens.length === 1 || /[a-z][A-Z]|_|\.|::|#|\d/.test(token)));
  const empty = () => `no symbol or file matches ${words.length > 0 ? `the words ${words.join(", ")}` : "the question"} among ${describe(index)}; try fewer or other words, or a name as it is spelled in the code`;
  if (words.length === 0 && spelled.length === 0)
    return { items: [], empty };
  const rank = fileGraph(index).rank;
  const top = Math.max(...rank.values(), 1e-9);
  const scored = [];
  const byWord = namesByWord(index);
  const candidates = /* @__PURE__ */ new Map();
  for (const word of words)
    for (const name of byWord.get(word) ?? [])
      candidates.set(name, (candidates.get(name) ?? 0) + 1);
  const exact = new Set(spelled.flatMap((token) => [token, token.split(/\.|::|#/).pop()]));
  for (const name of exact)
    if (index.defsByName.has(name))
      candidates.set(name, candidates.get(name) ?? 0);
  for (const [name, matched] of candidates) {
    const inName = new Set(wordsOf(name));
    const precision = matched / (inName.size || 1);
    for (const at of definitionsOf(index, name).slice(0, 3)) {
      const pathWords = new Set(wordsOf(at.file));
      const covered = words.filter((word) => inName.has(word) || pathWords.has(word)).length;
      const coverage = words.length > 0 ? covered / words.length : 0;
      const base = (exact.has(name) ? 2 : 0) + coverage + 0.5 * precision;
      scored.push({ ...defItem(at, "match"), score: round(base + 0.3 * ((rank.get(at.file) ?? 0) / top)) });
    }
  }
  for (const file of index.files.keys()) {
    const pathWords = new Set(wordsOf(file));
    const matched = words.filter((word) => pathWords.has(word)).length;
    if (matched === 0)
      continue;
    const base = matched / words.length + 0.25 * (matched / pathWords.size);
    scored.push({ file, line: 1, kind: "file", name: file, snippet: "", relation: "match", score: round(base + 0.3 * ((rank.get(file) ?? 0) / top)) });
  }
  scored.sort((a, b) => b.score - a.score || a.file.localeCompare(b.file) || a.line - b.line);
  return { items: scored, empty };
}
var STOP_WORDS = new Set("the a an and or of to in on for is are was be by with from at as it its this that what where which who how does do did called calls call defined define definition file files function functions class method used uses me".split(" "));
function round(value) {
  return Math.round(value * 1e3) / 1e3;
}

// dist/src/code/route.js
var NAME = "`?['\"]?([A-Za-z_$][\\w$]*(?:(?:\\.|::|#)[A-Za-z_$][\\w$]*)*)['\"]?`?";
var PATH = "`?['\"]?([\\w.$@-]*(?:/[\\w.$@-]+)+|[\\w$@-]+\\.[A-Za-z]{1,10})['\"]?`?";
var RULES = [
  ["definition", new RegExp(`^(?:where\\s+(?:is|are)\\s+)?${NAME}\\s+(?:defined|declared|implemented)\\b`, "i")],
  ["definition", new RegExp(`^(?:where\\s+is\\s+|find\\s+|definition\\s+of\\s+|define\\s+)${NAME}$`, "i")],
  ["references", new RegExp(`^(?:who|what|which\\s+\\w+)\\s+(?:calls|uses|imports|references|depends\\s+on)\\s+${NAME}$`, "i")],
  ["references", new RegExp(`^(?:callers|references|uses|users|importers)\\s+of\\s+${NAME}$`, "i")],
  ["file", new RegExp(`^(?:what\\s+does\\s+)?${PATH}(?:\\s+(?:define|defines|contain|contains|use|uses|import|imports))?$`, "i")],
  ["file", new RegExp(`^(?:outline|contents?|symbols)\\s+of\\s+${PATH}$`, "i")],
  ["neighbourhood", new RegExp(`^(?:neighbou?rhood|context|surroundings)\\s+(?:of|around)\\s+${NAME}$`, "i")],
  ["neighbourhood", new RegExp(`^(?:around|near)\\s+${NAME}$`, "i")],
  ["map", /^(?:(?:a|the)\s+)?(?:repo(?:sitory)?\s+)?(?:map|overview)(?:\s+of\s+(?:the\s+)?(?:repo(?:sitory)?|code(?:base)?))?$/i],
  ["definition", new RegExp(`^${NAME}$`)]
];
function routeQuestion(question) {
  const text = question.trim().replace(/[?.!]+$/, "").trim();
  for (const [ask, rule] of RULES) {
    const match = rule.exec(text);
    if (!match)
      continue;
    const subject = match[1] ?? "";
    if (ask === "file" && !subject.includes("/") && languageOf(subject) === null)
      continue;
    return { ask, subject };
  }
  return { ask: "search", subject: "" };
}

// dist/src/code/code-answer.js
function answerCodeQuestion(index, repo, question, readLine) {
  const offset = parseCursor(question.cursor);
  let { ask, subject } = target(question);
  let found = run(index, ask, subject, question, offset);
  if (found.items.length === 0 && ask === "definition" && question.ask === void 0 && question.question !== void 0) {
    const searched = run(index, "search", question.question, question, offset);
    if (searched.items.length > 0) {
      ask = "search";
      subject = question.question;
      found = searched;
    }
  }
  const view = {
    ok: true,
    repo,
    ask,
    subject,
    items: [],
    ...found.map !== void 0 ? { map: found.map } : {},
    index: { files: index.files.size, updated_at: index.updatedAt > 0 ? toIso(index.updatedAt) : null },
    ...pageStart(0, question.limit, question.cursor)
  };
  if (ask === "map") {
    view.items = found.items;
    view.total = index.files.size;
    view.hasMore = found.items.length > 0 && found.nextOffset != null;
    view.nextCursor = view.hasMore ? String(found.nextOffset) : null;
  } else {
    view.total = found.items.length;
    const page = found.items.slice(offset, offset + question.limit).map((item) => withSnippet(item, readLine));
    fillOffsetPage(view, page, offset, found.items.length);
  }
  if (view.items.length === 0)
    view.message = offset > 0 ? `no more answers past ${offset}; ask again without cursor for the first page` : found.empty();
  return view;
}
function target(question) {
  if (question.ask !== void 0) {
    const subject = question.ask === "file" ? question.file : question.ask === "map" ? question.focus ?? "" : question.name ?? question.question;
    if (subject === void 0) {
      const field = question.ask === "file" ? "file" : "name";
      throw new ForgeError("usage", `ask "${question.ask}" needs ${field}: the ${field === "file" ? "file, relative to the repository root" : "symbol it is about"}`);
    }
    return { ask: question.ask, subject };
  }
  if (question.question === void 0)
    throw new ForgeError("usage", `give question (words) or ask (one of ${CODE_ASKS.join(", ")}) with its name or file`);
  const routed = routeQuestion(question.question);
  return { ask: routed.ask, subject: routed.ask === "search" ? question.question : routed.subject };
}
function run(index, ask, subject, question, offset) {
  switch (ask) {
    case "definition":
      return findDefinitions(index, subject);
    case "references":
      return findReferences(index, subject);
    case "file":
      return fileOutline(index, subject);
    case "neighbourhood":
      return neighbourhood(index, subject);
    case "map":
      return repoMap(index, { tokens: question.tokens, focus: question.focus ?? (subject || null), offset, maxFiles: question.limit });
    case "search":
      return searchCode(index, subject);
  }
}
function withSnippet(item, readLine) {
  if (item.snippet !== "")
    return item;
  return { ...item, snippet: clipSnippet(readLine(item.file, item.line) ?? "") };
}
function parseCursor(cursor) {
  if (cursor === void 0)
    return 0;
  if (!/^\d{1,9}$/.test(cursor))
    throw new ForgeError("usage", `cursor "${cursor}" is not one this tool gave: pass the nextCursor of the previous answer`);
  return Number(cursor);
}

// dist/src/code/index-cache.js
var CodeIndexCache = class {
  projectRoot;
  now;
  loaded = /* @__PURE__ */ new Map();
  constructor(projectRoot, now) {
    this.projectRoot = projectRoot;
    this.now = now;
  }
  /** The index of a repository as its file holds it now; built first when there is none and `build` says so. */
  async get(repo, build) {
    const file = indexFileOf(this.projectRoot, repo.repo);
    const held = this.loaded.get(file);
    if (held && readAppended(file, held, this.now()))
      return held.index;
    const loaded = loadIndex(file, repo.root, this.now());
    if (loaded !== null) {
      this.loaded.set(file, loaded);
      return loaded.index;
    }
    this.loaded.delete(file);
    if (!build)
      return null;
    const { indexer } = await RepositoryIndexer.open({ root: repo.root, file, now: this.now });
    await indexer.close();
    return this.get(repo, false);
  }
};

// dist/src/code/line-reader.js
import { readFileSync } from "node:fs";
import { join } from "node:path";
function fileLineReader(root) {
  const files = /* @__PURE__ */ new Map();
  return (file, line) => {
    let lines = files.get(file);
    if (lines === void 0) {
      lines = readLines(join(root, file));
      files.set(file, lines);
    }
    return lines?.[line - 1] ?? null;
  };
}
function readLines(path) {
  try {
    const bytes = readFileSync(path);
    return bytes.length > MAX_FILE_BYTES ? null : bytes.toString("utf8").split("\n");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "EISDIR" || code === "EACCES")
      return null;
    throw error;
  }
}

// dist/src/tools/code-context.js
var caches = /* @__PURE__ */ new WeakMap();
function cacheOf(context) {
  let cache3 = caches.get(context);
  if (!cache3)
    caches.set(context, cache3 = new CodeIndexCache(context.projectRoot, () => context.clock.now()));
  return cache3;
}
async function getCodebaseContext(context, input) {
  const repo = await findRepo(context.projectRoot, await context.tracking(), input.repo);
  const index = await cacheOf(context).get(repo, true);
  if (index === null)
    throw new ForgeError("io", `the code index of ${repo.repo} could not be built or read`);
  return answerCodeQuestion(index, repo.repo, input, fileLineReader(repo.root));
}
async function indexRepo(context, input) {
  const repo = await findRepo(context.projectRoot, await context.tracking(), input.repo);
  const started = performance.now();
  const file = indexFileOf(context.projectRoot, repo.repo);
  const { indexer, built } = await RepositoryIndexer.open({ root: repo.root, file, now: () => context.clock.now() });
  try {
    const rebuilt = input.rebuild && !built;
    const changes = rebuilt ? await indexer.build() : built ? null : input.files ? await indexer.reindex(input.files) : await indexer.refresh();
    const index = indexer.index;
    let definitions = 0;
    for (const record of index.files.values())
      definitions += record.defs.length;
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
      took_ms: Math.round(performance.now() - started)
    };
  } finally {
    await indexer.close();
  }
}
async function listReposTool(context, input) {
  const repos = await listRepos(context.projectRoot, await context.tracking());
  const offset = input.cursor === void 0 ? 0 : Number(input.cursor);
  if (!Number.isInteger(offset) || offset < 0)
    throw new ForgeError("usage", `cursor "${input.cursor}" is not one this tool gave: pass the nextCursor of the previous answer`);
  const items = repos.map((repo) => {
    const file = indexFileOf(context.projectRoot, repo.repo);
    const facts = statOrNull(file);
    return {
      repo: repo.repo,
      root: repo.root,
      story_id: repo.storyId,
      indexed: facts !== null,
      files: null,
      updated_at: facts ? toIso(facts.mtimeMs) : null
    };
  });
  const view = { ok: true, items: [], ...pageStart(items.length, input.limit, input.cursor) };
  fillOffsetPage(view, items.slice(offset, offset + input.limit), offset, items.length);
  for (const item of view.items)
    if (item.indexed)
      item.files = (await cacheOf(context).get({ repo: item.repo, root: item.root, storyId: item.story_id }, false))?.files.size ?? null;
  if (view.items.length === 0)
    view.message = `no repositories past ${offset}; ask again without cursor`;
  return view;
}
async function getManifest(context, input) {
  const repo = await findRepo(context.projectRoot, await context.tracking(), input.repo);
  const file = indexFileOf(context.projectRoot, repo.repo);
  const index = await cacheOf(context).get(repo, false);
  const base = { ok: true, repo: repo.repo, root: repo.root, file: relative(context.projectRoot, file), format: FORMAT };
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
      message: `${repo.repo} has no code index yet: index_repo builds it (the daemon builds the project's at start), and the first get_codebase_context builds it too`
    };
  return {
    ...base,
    indexed: true,
    ...summarizeIndex(index),
    bytes: statOrNull(file)?.size ?? 0,
    updated_at: index.updatedAt > 0 ? toIso(index.updatedAt) : null
  };
}
function statOrNull(file) {
  try {
    return statSync(file);
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
var CODE_IMPLEMENTATIONS = {
  get_codebase_context: getCodebaseContext,
  index_repo: indexRepo,
  list_repos: listReposTool,
  get_manifest: getManifest
};
async function planningCodeContext(context, request) {
  const repo = await findRepo(context.projectRoot, await context.tracking(), void 0);
  const index = await cacheOf(context).get(repo, false);
  if (index === null || index.files.size === 0)
    return null;
  const question = "module" in request.for ? { question: request.for.title, ask: "search", tokens: 300, limit: 8 } : { ask: "map", tokens: 400, limit: 20 };
  const view = answerCodeQuestion(index, repo.repo, question, fileLineReader(repo.root));
  if (view.map)
    return view.map;
  const lines = view.items.map((item) => `${item.file}:${item.line} ${item.kind} ${item.name}`);
  return lines.length > 0 ? lines.join("\n") : null;
}

export {
  getCodebaseContext,
  indexRepo,
  listReposTool,
  getManifest,
  CODE_IMPLEMENTATIONS,
  planningCodeContext
};
