import type { ParamOp, Word } from '../shell/syntax.js';

/**
 * What a word expands to at run time, as far as it can be known without running anything.
 * `text` is the exact value, or null when any piece is computed at run time; `pattern` has `*`
 * for every unknown piece (and keeps globs), so rules can still look at the known parts.
 */
export interface Field {
  text: string | null;
  pattern: string;
  glob: boolean;
  /** Names of the variables the word expands (`$TOKEN`), known or not. */
  vars?: string[];
  /** How it expands each (for the secret rules): `plain`, or the expansion's operator; for `${!x}`, the name x holds (null: computed). */
  params?: ParamUse[];
}

export interface ParamUse {
  name: string;
  op: ParamOp | 'plain';
  target?: string | null;
}

/** Variables whose value is known at a point of the script (HOME, and constants assigned earlier). */
export type KnownVars = ReadonlyMap<string, string>;

const UNKNOWN = '\u0000';
const MAX_FIELDS = 64;

export const unknownField: Field = { text: null, pattern: '*', glob: false };

export function knownField(text: string): Field {
  return { text, pattern: text, glob: false };
}

/** Characters of a word being built, each tagged: u = unquoted literal, q = quoted, p = from an unquoted variable. */
interface Piece {
  chars: string;
  tags: string;
}

/**
 * Expands a word the way bash would (tilde, known variables with field splitting, braces) into
 * fields. `assignment` values are not split or brace-expanded, as in bash.
 */
export function expandWord(word: Word, vars: KnownVars, assignment = false): Field[] {
  const ifs = vars.get('IFS');
  let pieces: Piece[] = [{ chars: '', tags: '' }];
  const add = (chars: string, tag: string) => {
    const last = pieces[pieces.length - 1]!;
    last.chars += chars;
    last.tags += tag.repeat(chars.length);
  };
  for (const part of word.parts) {
    if (part.type === 'lit') add(part.value, part.quoted ? 'q' : 'u');
    else if (part.type === 'param' && part.plain && vars.has(part.name)) {
      const value = vars.get(part.name)!;
      if (part.quoted || assignment) add(value, 'q');
      else if (ifs === UNKNOWN) add(UNKNOWN, 'x');
      else {
        const words = ifs === undefined ? value.split(/[ \t\n]+/) : splitOn(value, ifs);
        words.forEach((w, i) => {
          if (i > 0) pieces.push({ chars: '', tags: '' });
          add(w, 'p');
        });
      }
    } else add(UNKNOWN, 'x');
  }
  // Splitting `a $X b` on the variable's blanks can leave empty pieces at the edges; bash drops them.
  if (pieces.length > 1) pieces = pieces.filter((p) => p.chars !== '');
  if (pieces.length === 0) pieces = [{ chars: '', tags: '' }];
  const expanded = assignment ? pieces : pieces.flatMap(expandBraces);
  const names = word.parts.flatMap((p) => (p.type === 'param' ? [p.name] : []));
  const params = paramUses(word, vars);
  const meta = params.length > 0 ? { vars: names, params } : { vars: names };
  if (expanded.length > MAX_FIELDS) return [{ ...unknownField, ...meta }];
  // Tilde expansion follows brace expansion, so `{rm,-rf,~/x}` has a `~` at the start of its third word; split fields carry no unquoted `~`.
  return expanded.map((piece) => ({ ...toField(expandTilde(piece, vars)), ...meta }));
}

function paramUses(word: Word, vars: KnownVars): ParamUse[] {
  return word.parts.flatMap((p): ParamUse[] => {
    if (p.type !== 'param') return [];
    const op = p.plain ? 'plain' : (p.op ?? 'value');
    return [op === 'indirect' ? { name: p.name, op, target: vars.get(p.name) ?? null } : { name: p.name, op }];
  });
}

/** Field splitting on a known IFS: its blanks run together and trim the ends, each other character ends a field. */
function splitOn(value: string, ifs: string): string[] {
  if (ifs === '') return [value];
  const blank = (c: string | undefined) => c !== undefined && (c === ' ' || c === '\t' || c === '\n') && ifs.includes(c);
  const fields: string[] = [];
  let current = '';
  let i = 0;
  while (blank(value[i])) i++;
  for (; i < value.length; i++) {
    const c = value[i]!;
    if (!ifs.includes(c)) {
      current += c;
      continue;
    }
    let j = i;
    while (blank(value[j])) j++;
    // Blanks around one other IFS character make a single delimiter.
    if (j < value.length && !blank(value[j]) && ifs.includes(value[j]!)) {
      j++;
      while (blank(value[j])) j++;
    }
    fields.push(current);
    current = '';
    i = j - 1;
  }
  if (current !== '') fields.push(current);
  return fields;
}

/** The IFS value that stands for one assigned at run time: unquoted expansions then split in unknown ways. */
export const UNKNOWN_IFS = UNKNOWN;

function toField(piece: Piece): Field {
  let pattern = '';
  let glob = false;
  for (let i = 0; i < piece.chars.length; i++) {
    const c = piece.chars[i]!;
    const tag = piece.tags[i]!;
    if (tag === 'x') pattern += '*';
    else {
      pattern += c;
      if ((tag === 'u' || tag === 'p') && (c === '*' || c === '?' || c === '[')) glob = true;
    }
  }
  const known = !piece.tags.includes('x');
  return { text: known ? piece.chars : null, pattern, glob };
}

function expandTilde(piece: Piece, vars: KnownVars): Piece {
  if (piece.chars[0] !== '~' || piece.tags[0] !== 'u') return piece;
  let end = 1;
  while (end < piece.chars.length && piece.chars[end] !== '/') end++;
  if (piece.tags.slice(0, end).replace(/u/g, '') !== '') return piece;
  const user = piece.chars.slice(1, end);
  const home = vars.get('HOME');
  const replacement = user === '' && home !== undefined ? { chars: home, tags: 'q'.repeat(home.length) } : { chars: UNKNOWN, tags: 'x' };
  return { chars: replacement.chars + piece.chars.slice(end), tags: replacement.tags + piece.tags.slice(end) };
}

/** Brace expansion over unquoted `{a,b}`; a sequence `{1..9}` stands for unknown text. */
function expandBraces(piece: Piece): Piece[] {
  const open = findUnquoted(piece, '{', 0);
  if (open < 0) return [piece];
  let depth = 0;
  const commas: number[] = [];
  for (let i = open; i < piece.chars.length; i++) {
    if (piece.tags[i] !== 'u') continue;
    const c = piece.chars[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      const head = slice(piece, 0, open);
      const tail = slice(piece, i + 1, piece.chars.length);
      const inner = slice(piece, open + 1, i);
      if (commas.length === 0) {
        if (!inner.chars.includes('..')) return expandBraces(tail).map((t) => join(head, { chars: `{${inner.chars}}`, tags: `u${inner.tags}u` }, t));
        return expandBraces(tail).map((t) => join(head, { chars: UNKNOWN, tags: 'x' }, t));
      }
      const bounds = [open, ...commas, i];
      const options = bounds.slice(1).map((end, k) => slice(piece, bounds[k]! + 1, end));
      return options.flatMap((option) => expandBraces(join(head, option, tail)));
    } else if (c === ',' && depth === 1) commas.push(i);
  }
  return [piece];
}

function findUnquoted(piece: Piece, char: string, from: number): number {
  for (let i = from; i < piece.chars.length; i++) if (piece.chars[i] === char && piece.tags[i] === 'u') return i;
  return -1;
}

function slice(piece: Piece, from: number, to: number): Piece {
  return { chars: piece.chars.slice(from, to), tags: piece.tags.slice(from, to) };
}

function join(...pieces: Piece[]): Piece {
  return { chars: pieces.map((p) => p.chars).join(''), tags: pieces.map((p) => p.tags).join('') };
}

/** One field for a word that must stay one (a redirect target, a command name). */
export function expandSingle(word: Word, vars: KnownVars): Field {
  const fields = expandWord(word, vars);
  return fields.length === 1 ? fields[0]! : { ...unknownField, pattern: fields.map((f) => f.pattern).join(' ') };
}

/** The display form of a field: its text, or its pattern when computed. */
export function show(field: Field): string {
  return field.text ?? field.pattern;
}
