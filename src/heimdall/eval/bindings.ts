import type { Command, ParamOp, Script, Stmt, Word } from '../shell/syntax.js';

/**
 * Which variables of a script have one value the guard can rely on. A name counts only when it
 * is assigned exactly once, by a plain top-level assignment; and nothing counts when the script
 * can set variables in ways not visible in the tree (eval, source, read, functions, arithmetic,
 * `${x:=y}`, unset, ...), because then `R=ls; <something>; $R -rf /` could run anything.
 */
export interface Bindings {
  dynamic: boolean;
  /** Names assigned exactly once by a top-level `NAME=value` statement. */
  constants: Set<string>;
  /** Every name assigned anywhere. */
  assigned: Set<string>;
}

/** Commands that set shell variables by name (positional parameters are never trusted, so `set`/`shift` are not here). */
export const DYNAMIC_COMMANDS: ReadonlySet<string> = new Set([
  'eval',
  'source',
  '.',
  'unset',
  'read',
  'mapfile',
  'readarray',
  'getopts',
  'let',
  'export',
  'declare',
  'typeset',
  'local',
  'readonly',
  'nameref',
]);

/** Parameter expansions that never assign: `${#x}`, `${x:+set}`, `${!x}`, `${!x*}`. */
const READ_ONLY_OPS: ReadonlySet<ParamOp> = new Set(['length', 'test', 'names', 'indirect']);

export function analyzeBindings(script: Script): Bindings {
  const counts = new Map<string, number>();
  let dynamic = false;
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const visitWord = (word: Word) => {
    for (const part of word.parts) {
      // An expansion that may assign (`${x:=v}`) makes every value unknown; one that only reads does not.
      if (part.type === 'param' && !part.plain && !READ_ONLY_OPS.has(part.op ?? 'value')) dynamic = true;
      else if (part.type === 'dynamic') {
        dynamic = true;
        part.bodies.forEach(visitScript);
      } else if (part.type === 'subst' || part.type === 'procsubst') visitScript(part.body);
    }
  };
  const visitCommand = (command: Command) => {
    switch (command.type) {
      case 'simple': {
        command.assigns.forEach((a) => {
          count(a.name);
          if (a.value) visitWord(a.value);
          a.array?.forEach(visitWord);
        });
        command.args.forEach(visitWord);
        const first = command.args[0]?.parts;
        const name = first?.length === 1 && first[0]!.type === 'lit' ? first[0]!.value : null;
        const base = name?.slice(name.lastIndexOf('/') + 1);
        const printsToVar = base === 'printf' && command.args.some((w) => w.parts.length === 1 && w.parts[0]!.type === 'lit' && w.parts[0]!.value === '-v');
        // A computed command name is checked when it resolves (walk.ts); unresolved it is blocked anyway.
        if (base !== undefined && (DYNAMIC_COMMANDS.has(base) || printsToVar)) dynamic = true;
        break;
      }
      case 'decl':
        dynamic = true;
        for (const a of command.assigns) count(a.name);
        break;
      case 'binary':
        visitStmt(command.left);
        visitStmt(command.right);
        break;
      case 'compound':
        if (command.kind === 'function' || command.kind === 'arith' || command.kind === 'let' || command.binds.includes('*')) dynamic = true;
        command.binds.forEach(count);
        command.words.forEach(visitWord);
        command.body.forEach(visitStmt);
        break;
    }
  };
  const visitStmt = (stmt: Stmt) => {
    stmt.redirs.forEach((r) => {
      visitWord(r.target);
      if (r.heredoc) visitWord(r.heredoc);
    });
    visitCommand(stmt.command);
  };
  const visitScript = (s: Script) => s.stmts.forEach(visitStmt);
  visitScript(script);
  const constants = new Set<string>();
  for (const stmt of script.stmts) {
    const command = stmt.command;
    if (command.type !== 'simple' || command.args.length > 0) continue;
    for (const assign of command.assigns) if (counts.get(assign.name) === 1 && !assign.append && !assign.array) constants.add(assign.name);
  }
  return { dynamic, constants, assigned: new Set(counts.keys()) };
}
