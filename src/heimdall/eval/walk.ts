import type { ParseResult } from '../shell/parse-result.js';
import type { Assign, Command, Redirect, Script, Stmt, Word } from '../shell/syntax.js';
import { analyzeBindings, DYNAMIC_COMMANDS } from './bindings.js';
import { directoryAfter, shellQuote } from './directory.js';
import { embeddedCommands } from './embedded.js';
import { expandSingle, expandWord, type Field, knownField, show, UNKNOWN_IFS, unknownField } from './fields.js';
import { foundUnder, planFind } from './find.js';
import type { Invocation, Stdin } from './invocation.js';
import type { LinkOverlay } from './link-overlay.js';
import { optionCommands } from './option-exec.js';
import { type FsView, resolvePath } from './paths.js';
import { stdoutOf } from './stdout.js';
import { commandName, REMOTE_VIA, unwrap } from './unwrap.js';
import { homeOnly, REPEATING } from './walk-scope.js';

/** Something about the command as a whole rather than one invocation: code that cannot be read. */
export interface WalkProblem {
  kind: 'parse-error' | 'unknown-code';
  detail: string;
  via: string[];
}

export interface WalkResult {
  invocations: Invocation[];
  problems: WalkProblem[];
  parsers: Set<string>;
}

export interface WalkOptions {
  cwd: string | null;
  home: string | undefined;
  fs: FsView;
  /** Where the links the command makes are recorded (`fs` sees them). */
  links?: LinkOverlay;
  parse: (src: string) => ParseResult;
}

interface State {
  cwd: string | null;
  vars: Map<string, string>;
  constants: Set<string>;
  stdin: Stdin;
  via: string[];
  depth: number;
  /** Inside a loop or a function body: what runs here may run more than once. */
  repeated: boolean;
}

const MAX_DEPTH = 8;
const MAX_EMBEDDED = 64;
const NO_STDIN: Stdin = { kind: 'none' };
/**
 * Walks every simple command in every position of a shell command (lists, pipelines, subshells,
 * compound commands, substitutions, heredocs fed to shells, `bash -c`, `eval`, wrappers, find
 * -exec) and lists what would run, with the working directory and stdin each one sees.
 */
export function walkCommand(src: string, options: WalkOptions): WalkResult {
  const result: WalkResult = { invocations: [], problems: [], parsers: new Set() };
  const vars = new Map<string, string>();
  if (options.home !== undefined) vars.set('HOME', options.home);
  new Walker(options, result).code(knownField(src), { cwd: options.cwd, vars, constants: new Set(), stdin: NO_STDIN, via: [], depth: 0, repeated: false });
  return result;
}

class Walker {
  /** Commands found inside other commands so far; a command made of hundreds of runners is not read further. */
  private embeddedCount = 0;
  /** Whether the command sets CDPATH anywhere. */
  private cdpath = false;
  /** Aliases defined so far (null: a value computed at run time). */
  private readonly aliases = new Map<string, string | null>();

  constructor(
    private readonly options: WalkOptions,
    private readonly result: WalkResult,
  ) {}

  /** Parses and walks shell code (the top-level command, or code found inside it). */
  code(code: Field, state: State): void {
    // Code run on another machine is not this worktree's business, except for the rules that hold anywhere (evaluate.ts).
    const remote = state.via.some((v) => REMOTE_VIA.has(v));
    if (code.text === null) {
      if (remote) return;
      this.problem('unknown-code', `shell code computed at run time: ${code.pattern}`, state.via);
      return;
    }
    if (state.depth > MAX_DEPTH) {
      this.problem('unknown-code', 'shell code nested too deeply to inspect', state.via);
      return;
    }
    const parsed = this.options.parse(code.text);
    if (!parsed.ok) {
      if (remote) return;
      this.problem('parse-error', parsed.error, state.via);
      return;
    }
    this.result.parsers.add(parsed.parser);
    this.script(parsed.script, state);
  }

  private script(script: Script, outer: State): void {
    const bindings = analyzeBindings(script);
    const vars = new Map(bindings.dynamic ? [] : [...outer.vars].filter(([name]) => !bindings.assigned.has(name) || bindings.constants.has(name)));
    // An IFS assigned at run time splits every unquoted expansion in ways nobody knows in advance.
    if (bindings.assigned.has('IFS') && !vars.has('IFS') && !bindings.constants.has('IFS')) vars.set('IFS', UNKNOWN_IFS);
    // The shell keeps PWD at its working directory (`rm -rf "$PWD/dist"`).
    if (outer.cwd !== null && !bindings.assigned.has('PWD')) vars.set('PWD', outer.cwd);
    const state: State = { ...outer, vars, constants: bindings.dynamic ? new Set() : bindings.constants };
    for (const stmt of script.stmts) this.stmt(stmt, state, true);
  }

  private stmt(stmt: Stmt, state: State, topLevel = false): Stdin {
    const io = this.redirects(stmt.redirs, state);
    const inner: State = io.stdin ? { ...state, stdin: io.stdin } : state;
    // A simple command carries its own redirections; a compound one gets a record of its own.
    if (stmt.command.type === 'simple') return this.simple(stmt.command.assigns, stmt.command.args, inner, topLevel, io);
    if (io.writes.length > 0 || io.reads.length > 0)
      this.record({ argv: [], assigns: [], writes: io.writes, reads: io.reads, stdin: inner.stdin, cwd: state.cwd, via: state.via });
    return this.command(stmt.command, inner);
  }

  private command(command: Exclude<Command, { type: 'simple' }>, state: State): Stdin {
    switch (command.type) {
      case 'decl': {
        const assigns = this.assigns(command.assigns, state, false);
        const argv = [knownField(command.variant), ...command.args.flatMap((w) => this.expand(w, state))];
        this.record({ argv, assigns, writes: [], reads: [], stdin: state.stdin, cwd: state.cwd, via: state.via });
        return { kind: 'unknown', what: command.variant };
      }
      case 'binary': {
        if (command.op === '&&' || command.op === '||') {
          this.stmt(command.left, state);
          return this.stmt(command.right, state);
        }
        const out = this.stmt(command.left, copy(state));
        return this.stmt(command.right, { ...copy(state), stdin: out });
      }
      case 'compound': {
        const scope = command.kind === 'subshell' ? copy(state) : state;
        for (const w of command.words) this.expand(w, scope);
        for (const name of command.binds) scope.vars.delete(name);
        // The body shares the state (a `cd` in a loop holds after it); only the repetition is scoped.
        const outer = scope.repeated;
        if (command.kind === 'for' || command.kind === 'while' || command.kind === 'function') scope.repeated = true;
        for (const stmt of command.body) this.stmt(stmt, scope);
        scope.repeated = outer;
        return { kind: 'unknown', what: command.kind };
      }
    }
  }

  private simple(assignWords: Assign[], args: Word[], state: State, topLevel: boolean, io: { writes: Field[]; reads: Field[] }): Stdin {
    const assigns = this.assigns(assignWords, state, topLevel && args.length === 0);
    const argv = args.flatMap((w) => this.expand(w, state));
    if (argv.length === 0) {
      if (assigns.length > 0 || io.writes.length > 0 || io.reads.length > 0)
        this.record({ argv: [], assigns, writes: io.writes, reads: io.reads, stdin: state.stdin, cwd: state.cwd, via: state.via });
      return NO_STDIN;
    }
    const alias = argv[0]!.text === null ? undefined : this.aliases.get(argv[0]!.text);
    if (alias !== undefined) {
      // An alias is its text put in front of the other words (bash expands them once `expand_aliases` is on; assume it is).
      const words = argv.slice(1);
      const code =
        alias === null || words.some((w) => w.text === null) ? unknownField : knownField([alias, ...words.map((w) => shellQuote(w.text!))].join(' '));
      this.recordRedirects(io, state);
      this.code(code, { ...state, via: [...state.via, `alias ${argv[0]!.text}`], depth: state.depth + 1 });
      return { kind: 'unknown', what: 'an alias' };
    }
    const unwrapped = unwrap(argv, state.stdin.kind === 'unknown' ? state.stdin.paths : undefined);
    const via = [...state.via, ...unwrapped.via];
    const allAssigns = [...assigns, ...unwrapped.assigns];
    const cwd = unwrapped.cwd ? resolvePath(unwrapped.cwd.text, state.cwd, this.options.fs) : state.cwd;
    // `ssh -o ProxyCommand=CMD host cmd`: the wrapper's own options run a command here, whatever it runs over there.
    if (unwrapped.kind !== 'exec') this.optionRunners(argv, { ...state, via: [...state.via, ...unwrapped.via.slice(0, 1)] });
    // `docker run -v ~:/h img sh -c ...`: the mounts are judged even though what runs inside is shell code.
    if (unwrapped.kind !== 'exec' && unwrapped.mounts?.length)
      this.record({ argv: [], assigns: [], writes: [], reads: [], stdin: state.stdin, cwd: state.cwd, via, mounts: unwrapped.mounts });
    if (unwrapped.kind === 'code') {
      if (unwrapped.via.includes('eval')) {
        state.vars.clear();
        state.constants = new Set();
      }
      const evalInPlace = unwrapped.via[unwrapped.via.length - 1] === 'eval';
      const vars = evalInPlace ? state.vars : homeOnly(state.vars, allAssigns);
      this.recordRedirects(io, state);
      this.code(unwrapped.code, { ...state, cwd, vars, via, depth: state.depth + 1 });
      return { kind: 'unknown', what: 'shell code' };
    }
    if (unwrapped.kind === 'stdin-code') {
      this.recordRedirects(io, state);
      this.stdinCode(state.stdin, { ...state, cwd, vars: homeOnly(state.vars, allAssigns), via, depth: state.depth + 1 });
      return { kind: 'unknown', what: 'shell code' };
    }
    // `uv run` or `parallel` with nothing after them: the wrapper itself is the command.
    const finalArgv = unwrapped.argv.length > 0 ? unwrapped.argv : argv;
    const reads = unwrapped.reads.length > 0 ? [...io.reads, ...unwrapped.reads] : io.reads;
    const invocation: Invocation = {
      argv: finalArgv,
      assigns: allAssigns,
      writes: io.writes,
      reads,
      stdin: state.stdin,
      cwd,
      via,
      repeated: state.repeated || via.some((v) => REPEATING.has(v)),
      ...(unwrapped.mounts?.length ? { mounts: unwrapped.mounts } : {}),
    };
    this.record(invocation);
    const name = commandName(finalArgv[0]!);
    // `$E 'R=x'` with E=eval (or source, read, ...) can set any variable: forget them all.
    if (name !== null && DYNAMIC_COMMANDS.has(name)) {
      state.vars.clear();
      state.constants = new Set();
    }
    this.changeDirectory(invocation, state);
    if (name === 'alias') this.defineAliases(invocation.argv.slice(1));
    this.findExecs(invocation, state);
    this.embedded(invocation, state);
    return stdoutOf(finalArgv, state.stdin);
  }

  /** `alias name=value`: later commands named `name` run `value`; a computed value is unknown code. */
  private defineAliases(args: Field[]): void {
    for (const arg of args) {
      const match = /^([^=\s/$`'"]+)=/.exec(arg.pattern);
      if (match) this.aliases.set(match[1]!, arg.text === null ? null : arg.text.slice(match[0].length));
    }
  }

  /** `bash -c '...' > out`: the redirections are the outer command's, checked on their own. */
  private recordRedirects(io: { writes: Field[]; reads: Field[] }, state: State): void {
    if (io.writes.length > 0 || io.reads.length > 0)
      this.record({ argv: [], assigns: [], writes: io.writes, reads: io.reads, stdin: state.stdin, cwd: state.cwd, via: state.via });
  }

  private stdinCode(stdin: Stdin, state: State): void {
    if (stdin.kind === 'text') this.code(knownField(stdin.text), state);
    else if (stdin.kind === 'file') this.problem('unknown-code', `a shell reading its script from the file ${show(stdin.path)}`, state.via);
    else if (stdin.kind === 'unknown') this.problem('unknown-code', `a shell reading its script from the output of ${stdin.what}`, state.via);
  }

  private changeDirectory(invocation: Invocation, state: State): void {
    const name = commandName(invocation.argv[0]!);
    if (name === 'ln') this.options.links?.recordLn(invocation.argv.slice(1), invocation.cwd, invocation);
    if (name !== 'cd' && name !== 'pushd' && name !== 'popd') return;
    state.cwd = directoryAfter(name, invocation, state.vars.get('HOME'), this.cdpath, this.options.fs);
    if (state.cwd === null) state.vars.delete('PWD');
    else state.vars.set('PWD', state.cwd);
  }

  private findExecs(invocation: Invocation, state: State): void {
    if (commandName(invocation.argv[0]!) !== 'find') return;
    const plan = planFind(invocation.argv.slice(1));
    for (const exec of plan.execs) {
      for (const root of plan.roots) {
        const argv = exec(foundUnder(root, plan.narrowed, plan.name));
        if (argv.length > 0) this.runs(argv, [...invocation.via, 'find -exec'], invocation.cwd, state);
      }
    }
  }

  /** Commands the invocation runs besides being one: awk's system(), sed's e, fd -x, a suspected runner's tail, ... */
  private embedded(invocation: Invocation, state: State): void {
    if (state.depth > MAX_DEPTH) return;
    for (const found of embeddedCommands(invocation.argv, invocation.stdin)) {
      if (++this.embeddedCount > MAX_EMBEDDED) {
        if (this.embeddedCount === MAX_EMBEDDED + 1) this.problem('unknown-code', 'too many commands nested in other commands to inspect', invocation.via);
        return;
      }
      const via = [...invocation.via, found.via];
      if ('argv' in found) this.runs(found.argv, via, invocation.cwd, state);
      else
        this.code(found.code, {
          ...state,
          cwd: invocation.cwd,
          via,
          depth: state.depth + 1,
          vars: homeOnly(state.vars, []),
          stdin: NO_STDIN,
          repeated: state.repeated || REPEATING.has(found.via),
        });
    }
  }

  private optionRunners(argv: Field[], state: State): void {
    const name = commandName(argv[0]!);
    if (name === null) return;
    for (const found of optionCommands(name, argv.slice(1))) {
      const via = [...state.via.filter((v) => !REMOTE_VIA.has(v)), found.via];
      if ('argv' in found) this.runs(found.argv, via, state.cwd, state);
      else this.code(found.code, { ...state, via, depth: state.depth + 1, vars: homeOnly(state.vars, []), stdin: NO_STDIN });
    }
  }

  /** An argv another command runs (find -exec, fd -x, ...): unwrapped and recorded, or walked as code. */
  private runs(argv: Field[], outerVia: string[], cwd: string | null, state: State): void {
    const inner = unwrap(argv);
    const via = [...outerVia, ...inner.via];
    const at = inner.cwd ? resolvePath(inner.cwd.text, cwd, this.options.fs) : cwd;
    const repeated = state.repeated || via.some((v) => REPEATING.has(v));
    const nested: State = { ...state, cwd: at, via, depth: state.depth + 1, vars: homeOnly(state.vars, []), stdin: NO_STDIN, repeated };
    if (inner.kind === 'code') this.code(inner.code, nested);
    if (inner.kind !== 'exec') return;
    const invocation: Invocation = {
      argv: inner.argv.length > 0 ? inner.argv : argv,
      assigns: [],
      writes: [],
      reads: [],
      stdin: NO_STDIN,
      cwd: at,
      via,
      repeated,
    };
    this.record(invocation);
    if (nested.depth <= MAX_DEPTH) this.embedded(invocation, nested);
  }

  private assigns(assigns: Assign[], state: State, settles: boolean): Array<{ name: string; value: Field | null }> {
    return assigns.map((assign) => {
      if (assign.name === 'CDPATH') this.cdpath = true;
      const value = assign.value ? this.expandAssignment(assign.value, state) : assign.array ? null : knownField('');
      for (const w of assign.array ?? []) this.expand(w, state);
      if (settles && state.constants.has(assign.name) && value?.text != null) state.vars.set(assign.name, value.text);
      // A computed IFS splits later expansions in unknown ways.
      else if (assign.name === 'IFS') state.vars.set('IFS', UNKNOWN_IFS);
      else if (settles || !state.constants.has(assign.name)) state.vars.delete(assign.name);
      return { name: assign.name, value };
    });
  }

  private redirects(redirs: Redirect[], state: State): { writes: Field[]; reads: Field[]; stdin: Stdin | null } {
    const writes: Field[] = [];
    const reads: Field[] = [];
    let stdin: Stdin | null = null;
    for (const r of redirs) {
      if (r.op === '<<' || r.op === '<<-') {
        const body = r.heredoc ? this.expandAssignment(r.heredoc, state) : knownField('');
        stdin = body.text === null ? { kind: 'unknown', what: 'a heredoc with substitutions' } : { kind: 'text', text: body.text };
        continue;
      }
      if (r.op === '<<<') {
        const text = this.expandAssignment(r.target, state);
        stdin = text.text === null ? { kind: 'unknown', what: 'a computed here-string' } : { kind: 'text', text: `${text.text}\n` };
        continue;
      }
      const target = this.expandOne(r.target, state);
      if (r.op === '<' || r.op === '<>') {
        reads.push(target);
        if (r.fd === null || r.fd === '0') stdin = { kind: 'file', path: target };
      }
      if (r.op === '>' || r.op === '>>' || r.op === '>|' || r.op === '&>' || r.op === '&>>' || r.op === '<>') writes.push(target);
      if (r.op === '>&' && !/^(\d+-?|-)$/.test(target.text ?? '0')) writes.push(target);
    }
    return { writes, reads, stdin };
  }

  /** Expands a word, walking the command substitutions inside it first (they run before the command). */
  private expand(word: Word, state: State): Field[] {
    this.substitutions(word, state);
    return expandWord(word, state.vars);
  }

  private expandOne(word: Word, state: State): Field {
    this.substitutions(word, state);
    return expandSingle(word, state.vars);
  }

  private expandAssignment(word: Word, state: State): Field {
    this.substitutions(word, state);
    return expandWord(word, state.vars, true)[0]!;
  }

  private substitutions(word: Word, state: State): void {
    for (const part of word.parts) {
      const bodies = part.type === 'subst' || part.type === 'procsubst' ? [part.body] : part.type === 'dynamic' ? part.bodies : [];
      for (const body of bodies) this.script(body, { ...copy(state), stdin: NO_STDIN, via: [...state.via, part.type === 'procsubst' ? '<(...)' : '$(...)'] });
    }
  }

  private record(invocation: Invocation): void {
    this.result.invocations.push(invocation);
  }

  private problem(kind: WalkProblem['kind'], detail: string, via: string[]): void {
    this.result.problems.push({ kind, detail, via });
  }
}

function copy(state: State): State {
  return { ...state, vars: new Map(state.vars) };
}
