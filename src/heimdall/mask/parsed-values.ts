import type { Command, Script, Stmt, Word } from '../shell/syntax.js';
import { addValue } from './values.js';
import { secretSpans } from './word-secrets.js';

/**
 * The values the parsed command gives credential-named variables and options, cooked, into
 * `out`; `readCode` reads a word that holds shell code (a `bash -c` string) the raw way.
 */
export function parsedValues(script: Script, out: Set<string>, readCode: (code: string) => void): void {
  for (const stmt of script.stmts) stmtValues(stmt, out, readCode);
}

function stmtValues(stmt: Stmt, out: Set<string>, readCode: (code: string) => void): void {
  commandValues(stmt.command, out, readCode);
  for (const redir of stmt.redirs) {
    wordValues(redir.target, out, readCode);
    if (redir.heredoc) wordValues(redir.heredoc, out, readCode);
  }
}

function commandValues(command: Command, out: Set<string>, readCode: (code: string) => void): void {
  if (command.type === 'binary') {
    stmtValues(command.left, out, readCode);
    stmtValues(command.right, out, readCode);
    return;
  }
  if (command.type === 'compound') {
    for (const s of command.body) stmtValues(s, out, readCode);
    for (const w of command.words) wordValues(w, out, readCode);
    return;
  }
  const args = command.args.map(cook);
  const assigns = command.assigns.map((a) => `${a.name}=${a.value ? cook(a.value) : (a.array ?? []).map(cook).join(' ')}`);
  const words = command.type === 'decl' ? [command.variant, ...args, ...assigns] : [...assigns, ...args];
  const isCode = (i: number) => /[\s;|&]/.test(words[i]!);
  for (const span of secretSpans(words, isCode)) addValue(words[span.word]!.slice(span.from, span.to), out);
  words.forEach((w, i) => {
    if (isCode(i)) readCode(w);
  });
  for (const word of [...command.args, ...command.assigns.flatMap((a) => (a.value ? [a.value] : (a.array ?? [])))]) wordValues(word, out, readCode);
}

/** Commands nested in a word (`$(...)`, `<(...)`) are commands too. */
function wordValues(word: Word, out: Set<string>, readCode: (code: string) => void): void {
  for (const part of word.parts) {
    if (part.type === 'subst' || part.type === 'procsubst') parsedValues(part.body, out, readCode);
    if (part.type === 'dynamic') for (const b of part.bodies) parsedValues(b, out, readCode);
  }
}

/** A word's literal text; what is unknown until run time becomes a NUL, which splits values. */
function cook(word: Word): string {
  return word.parts.map((p) => (p.type === 'lit' ? p.value : '\0')).join('');
}
