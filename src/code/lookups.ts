import type { CodeItem, Found } from './answers.js';
import type { CodeIndex, DefAt } from './code-index.js';
import type { DefTuple, FileRecord } from './facts.js';
import { fileGraph } from './graph.js';
import { namesByWord, wordsOf } from './names.js';

/**
 * Where a name is defined and who uses it: pure questions over the index. Items whose snippet is
 * empty get the line's text from the caller after paging (only the page shown is read).
 */
const KIND_ORDER: Record<string, number> = { class: 0, interface: 0, struct: 0, type: 0, enum: 0, module: 1, function: 0, method: 0, macro: 1, heading: 2 };

/**
 * `Store.size`, `Store::size` and `Store#size` name `size` inside `Store`; `json.decoder.JSONDecoder`
 * names it in a module: `qualifiers` are all the parts before the member, `owner` the last.
 */
export function splitQualified(name: string): { owner: string | null; member: string; qualifiers: string[] } {
  const match = /^(.+?)(?:\.|::|#)([^.:#]+)$/.exec(name.trim());
  if (!match) return { owner: null, member: name.trim(), qualifiers: [] };
  const qualifiers = match[1]!.split(/\.|::|#/).filter(Boolean);
  return { owner: qualifiers[qualifiers.length - 1] ?? null, member: match[2]!, qualifiers };
}

export function definitionsOf(index: CodeIndex, name: string): DefAt[] {
  const { member, qualifiers } = splitQualified(name);
  let defs = index.defsByName.get(member) ?? [];
  if (defs.length === 0) {
    const lower = member.toLowerCase();
    defs = [];
    for (const [key, list] of index.defsByName) if (key.toLowerCase() === lower) defs.push(...list);
  }
  if (qualifiers.length > 0) {
    // The definitions the qualifiers fit best (an enclosing class, the module's folders and file);
    // qualifiers that fit none (a re-export, an alias) leave every definition of the name.
    const scored = defs.map((at) => ({ at, score: qualifierFit(index, at, qualifiers) }));
    const best = Math.max(0, ...scored.map((entry) => entry.score));
    if (best > 0) defs = scored.filter((entry) => entry.score === best).map((entry) => entry.at);
  }
  return [...defs].sort(byLikelihood);
}

/**
 * How well the qualifiers, read from the member outwards, fit the definition (two per qualifier):
 * the innermost against the definition it sits in (its class), the rest against the file's name
 * and folders (`json.decoder` fits `json/decoder.py`; a package's `__init__` and an `index` file
 * stand for their folder). The first qualifier that does not fit ends the count; a definition
 * inside a class the qualifiers did not name fits one less.
 */
function qualifierFit(index: CodeIndex, at: DefAt, qualifiers: readonly string[]): number {
  let rest = [...qualifiers];
  let fit = 0;
  const owner = enclosing(index.files.get(at.file), at.def[2], at.def);
  const named = rest[rest.length - 1];
  if (named !== undefined && (owner?.[1] === named || assignedOn(at.def, named))) {
    fit += 2;
    rest = rest.slice(0, -1);
  }
  const parts = moduleParts(at.file);
  for (let i = rest.length - 1, j = parts.length - 1; i >= 0; i--, j--) {
    if (j < 0 || parts[j] !== rest[i]) break;
    fit += 2;
  }
  // `json.decoder.decode` names the module's own decode before a method of a class in it.
  return owner !== null && fit > 0 && rest.length === qualifiers.length ? fit - 1 : fit;
}

/** `Owner.prototype.name = function` and `Owner.name = ...`: a method set on its owner from outside, as JavaScript before classes did. */
function assignedOn(def: DefTuple, owner: string): boolean {
  const signature = def[4];
  const at = signature.indexOf(`${owner}.`);
  if (at === -1 || (at > 0 && /[\w$]/.test(signature[at - 1]!))) return false;
  const after = signature.slice(at + owner.length + 1);
  return (
    after.startsWith(`${def[1]} `) || after.startsWith(`${def[1]}=`) || after.startsWith(`prototype.${def[1]} `) || after.startsWith(`prototype.${def[1]}=`)
  );
}

/**
 * The module a file is, as qualifiers name it: `json/decoder.py` is json, decoder; `lib.es5.d.ts`
 * is lib, es5 (a declaration file's two extensions go, the dots of its name part it); a package's
 * `__init__` and an `index`, `mod` or `lib` file stand for their folder.
 */
export function moduleParts(file: string): string[] {
  const parts = file.replace(/\.d\.[mc]?ts$|\.[^./]+$/, '').split(/[/.]/);
  if (parts.length > 1 && /^(__init__|index|mod|lib)$/.test(parts[parts.length - 1]!)) parts.pop();
  return parts;
}

/** Test files, declaration files and deep paths last: the definition an agent means is most often the plain one. */
function byLikelihood(a: DefAt, b: DefAt): number {
  const test = (file: string) => (/(^|\/)(tests?|spec|__tests__)\/|[._-](test|spec)\./.test(file) ? 1 : 0);
  const declaration = (file: string) => (/\.d\.[mc]?ts$/.test(file) ? 1 : 0);
  return (
    test(a.file) - test(b.file) ||
    declaration(a.file) - declaration(b.file) ||
    (KIND_ORDER[a.def[0]] ?? 1) - (KIND_ORDER[b.def[0]] ?? 1) ||
    a.file.split('/').length - b.file.split('/').length ||
    a.file.localeCompare(b.file) ||
    a.def[2] - b.def[2]
  );
}

export function defItem(at: DefAt, relation: CodeItem['relation']): CodeItem {
  return { file: at.file, line: at.def[2], kind: at.def[0], name: at.def[1], snippet: at.def[4], relation };
}

export function findDefinitions(index: CodeIndex, name: string): Found {
  const items = definitionsOf(index, name).map((at) => defItem(at, 'definition'));
  return { items, empty: () => `no definition named "${name}" among ${describe(index)}${similar(index, name)}` };
}

/** The innermost definition of a file whose lines hold `line` (other than `self`). */
export function enclosing(record: FileRecord | undefined, line: number, self?: DefTuple): DefTuple | null {
  if (!record) return null;
  let best: DefTuple | null = null;
  for (const def of record.defs) {
    if (def === self || def[2] > line || def[3] < line || def[0] === 'heading') continue;
    if (best === null || def[2] >= best[2]) best = def;
  }
  return best;
}

export function findReferences(index: CodeIndex, name: string): Found {
  const { member } = splitQualified(name);
  const items: CodeItem[] = [];
  for (const ref of index.refsByName.get(member) ?? []) {
    const inside = enclosing(index.files.get(ref.file), ref.line);
    items.push({ file: ref.file, line: ref.line, kind: 'call', name: member, snippet: '', relation: 'caller', ...(inside ? { in: inside[1] } : {}) });
  }
  items.push(...importersOf(index, member));
  items.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    items,
    empty: () =>
      `no use or import of "${member}" among ${describe(index)} (calls, \`new\` and imports are indexed, not every mention)${similar(index, member)}; a text search (rg) finds other mentions`,
  };
}

/** Files importing a file that defines `name`, or importing something that ends in it. */
function importersOf(index: CodeIndex, name: string): CodeItem[] {
  const graph = fileGraph(index);
  const defining = new Set((index.defsByName.get(name) ?? []).map((at) => at.file));
  const items: CodeItem[] = [];
  const users = new Set((index.refsByName.get(name) ?? []).map((ref) => ref.file));
  for (const record of index.files.values()) {
    const targets = graph.resolved.get(record.path) ?? [];
    record.imports.forEach(([spec, line], i) => {
      const target = targets[i];
      const last = spec
        .split(/[./:\\]+/)
        .filter(Boolean)
        .pop();
      // An import of a file defining the name counts when the importer uses the name too.
      if ((target !== null && target !== undefined && defining.has(target) && users.has(record.path)) || last === name)
        items.push({ file: record.path, line, kind: 'import', name: spec, snippet: '', relation: 'importer' });
    });
  }
  return items;
}

export function describe(index: CodeIndex): string {
  const languages = new Map<string, number>();
  for (const record of index.files.values()) languages.set(record.language, (languages.get(record.language) ?? 0) + 1);
  const list = [...languages].sort((a, b) => b[1] - a[1]).map(([language, n]) => `${n} ${language}`);
  return `${index.files.size} indexed files (${list.join(', ') || 'none'})`;
}

/** "; similar names: a, b" from the names sharing most words with `name`, or "". */
export function similar(index: CodeIndex, name: string): string {
  const words = wordsOf(name);
  const byWord = namesByWord(index);
  const counts = new Map<string, number>();
  for (const word of words) for (const candidate of byWord.get(word) ?? []) counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
  const best = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([candidate]) => candidate);
  return best.length > 0 ? `; similar names: ${best.join(', ')}` : '; try ask "search" with words of what it does';
}
