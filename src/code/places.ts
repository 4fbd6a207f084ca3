import type { CodeItem, Found } from './answers.js';
import type { CodeIndex } from './code-index.js';
import { fileGraph } from './graph.js';
import { defItem, definitionsOf, describe, enclosing, similar } from './lookups.js';

/** What a file defines and uses, and the neighbourhood of a symbol: pure questions over the index. */
const SIBLINGS = 10;

/** The indexed file a path names: itself, else the one file it is the end of. */
export function resolveFile(index: CodeIndex, path: string): { file: string | null; candidates: string[] } {
  const wanted = path.replace(/^\.\//, '').replace(/\/+$/, '');
  if (index.files.has(wanted)) return { file: wanted, candidates: [] };
  const candidates = [...index.files.keys()].filter((file) => file.endsWith(`/${wanted}`) || file === wanted).sort();
  return candidates.length === 1 ? { file: candidates[0]!, candidates } : { file: null, candidates: candidates.slice(0, 5) };
}

export function fileOutline(index: CodeIndex, path: string): Found {
  const { file, candidates } = resolveFile(index, path);
  if (file === null) {
    const skip = index.skips.get(path);
    const why = skip ? `"${path}" is not indexed: ${skip.reason.replace(/_/g, ' ')}` : `no indexed file "${path}" among ${describe(index)}`;
    return {
      items: [],
      empty: () => (candidates.length > 0 ? `${why}; it could be: ${candidates.join(', ')}` : `${why}; give a path relative to the repository root`),
    };
  }
  const record = index.files.get(file)!;
  const graph = fileGraph(index);
  const items: CodeItem[] = record.defs.map((def) => defItem({ file, def }, 'defines'));
  const targets = graph.resolved.get(file) ?? [];
  record.imports.forEach(([spec, line], i) => {
    items.push({ file, line, kind: 'import', name: targets[i] ?? spec, snippet: '', relation: 'import' });
  });
  // The names it uses that are defined elsewhere, most used first, each at its definition.
  const used = new Map<string, number>();
  for (const [name] of record.refs) used.set(name, (used.get(name) ?? 0) + 1);
  const ownNames = new Set(record.defs.map((def) => def[1]));
  for (const [name] of [...used].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    if (ownNames.has(name)) continue;
    const at = definitionsOf(index, name)[0];
    if (at) items.push(defItem(at, 'uses'));
  }
  for (const user of [...(graph.into.get(file) ?? [])].sort()) items.push({ file: user, line: 1, kind: 'file', name: user, snippet: '', relation: 'used_by' });
  return { items, empty: () => `${file} is indexed but defines, imports and uses nothing the index reads` };
}

export function neighbourhood(index: CodeIndex, name: string): Found {
  const defs = definitionsOf(index, name);
  const empty = () => `no definition named "${name}" among ${describe(index)}${similar(index, name)}`;
  const primary = defs[0];
  if (!primary) return { items: [], empty };
  const items: CodeItem[] = defs.slice(0, 3).map((at) => defItem(at, 'definition'));
  const member = primary.def[1];
  // Callers: each definition that uses the name, once.
  const seen = new Set<string>();
  for (const ref of index.refsByName.get(member) ?? []) {
    const inside = enclosing(index.files.get(ref.file), ref.line);
    const key = inside ? `${ref.file}:${inside[2]}` : `${ref.file}:${ref.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (inside) items.push({ ...defItem({ file: ref.file, def: inside }, 'caller'), in: inside[1] });
    else items.push({ file: ref.file, line: ref.line, kind: 'call', name: member, snippet: '', relation: 'caller' });
  }
  // Callees: the names used inside the definition that are defined somewhere, at their definition.
  const record = index.files.get(primary.file)!;
  const called = new Set<string>();
  for (const [used, line] of record.refs) {
    if (line < primary.def[2] || line > primary.def[3] || called.has(used) || used === member) continue;
    called.add(used);
    const at = definitionsOf(index, used)[0];
    if (at) items.push({ ...defItem(at, 'callee'), in: member });
  }
  // Siblings: the definitions next to it in the same container (or file).
  const parent = enclosing(record, primary.def[2], primary.def);
  const siblings = record.defs.filter((def) => def !== primary.def && enclosing(record, def[2], def) === parent && def[0] !== 'heading');
  siblings.sort((a, b) => Math.abs(a[2] - primary.def[2]) - Math.abs(b[2] - primary.def[2]));
  for (const def of siblings.slice(0, SIBLINGS)) items.push(defItem({ file: primary.file, def }, 'sibling'));
  return { items, empty };
}
