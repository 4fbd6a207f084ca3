import { cookAnsiC, cookDoubleQuoted, cookHeredoc, cookUnquoted } from './cook.js';
import type { MvdanNode, MvdanSyntax } from './mvdan-load.js';
import {
  type Assign,
  type BinaryOp,
  type Command,
  type CompoundKind,
  normalizeParts,
  type ParamOp,
  type Redirect,
  type RedirectOp,
  type Script,
  type Stmt,
  type Word,
  type WordPart,
} from './syntax.js';

/**
 * Turns mvdan-sh's syntax tree into ours. Operator codes are GopherJS numbers private to the
 * build, so they are learned once by parsing a probe script whose operators are known.
 */
interface OpCodes {
  binary: Map<number, BinaryOp>;
  redirect: Map<number, RedirectOp>;
  /** `${a:+x}`, `${a+x}`, `${a:=x}`, `${a=x}`: the expansion operators a secret check tells apart. */
  paramExp: Map<number, ParamOp>;
}

const PROBE_BINARY: BinaryOp[] = ['&&', '||', '|', '|&'];
const PROBE_REDIRECT: RedirectOp[] = ['>', '>>', '<', '<>', '<&', '>&', '>|', '&>', '&>>', '<<<', '<<', '<<-'];

export function learnOpCodes(parse: (src: string) => MvdanNode): OpCodes {
  const binary = new Map<number, BinaryOp>();
  // Both lists and pipelines are left-associative: ((a && b) || ((c | d) |& e)).
  const or = stmtsOf(parse('a && b || c | d |& e'))[0]!.Cmd as MvdanNode;
  const and = (or.X as MvdanNode).Cmd as MvdanNode;
  const pipeAll = (or.Y as MvdanNode).Cmd as MvdanNode;
  const pipe = (pipeAll.X as MvdanNode).Cmd as MvdanNode;
  binary
    .set(and.Op as number, '&&')
    .set(or.Op as number, '||')
    .set(pipe.Op as number, '|')
    .set(pipeAll.Op as number, '|&');
  const redirect = new Map<number, RedirectOp>();
  const redirs = stmtsOf(parse('a >a >>a <a <>a <&a >&a >|a &>a &>>a <<<a <<b <<-c\nb\n\tc\n'))[0]!.Redirs as MvdanNode[];
  for (const [i, r] of redirs.entries()) redirect.set(r.Op as number, PROBE_REDIRECT[i]!);
  if (binary.size !== PROBE_BINARY.length || redirect.size !== PROBE_REDIRECT.length) {
    throw new Error(`mvdan-sh operator codes are not distinct (binary ${binary.size}, redirect ${redirect.size})`);
  }
  const paramExp = new Map<number, ParamOp>();
  // biome-ignore lint/suspicious/noTemplateCurlyInString: shell code, not a template.
  const words = (stmtsOf(parse('a ${a:+x} ${a+x} ${a:=x} ${a=x}'))[0]!.Cmd as MvdanNode).Args as MvdanNode[];
  const PROBE_EXP: ParamOp[] = ['test', 'test', 'assign', 'assign'];
  for (const [i, w] of words.slice(1).entries()) paramExp.set((((w.Parts as MvdanNode[])[0] as MvdanNode).Exp as MvdanNode).Op as number, PROBE_EXP[i]!);
  if (paramExp.size !== PROBE_EXP.length) throw new Error(`mvdan-sh parameter expansion codes are not distinct (${paramExp.size})`);
  return { binary, redirect, paramExp };
}

function stmtsOf(node: MvdanNode): MvdanNode[] {
  return (node.Stmts as MvdanNode[] | null) ?? [];
}

export class MvdanConverter {
  constructor(
    private readonly syntax: MvdanSyntax,
    private readonly ops: OpCodes,
  ) {}

  script(file: MvdanNode): Script {
    return { stmts: this.stmts(stmtsOf(file)) };
  }

  private stmts(nodes: MvdanNode[] | null | undefined): Stmt[] {
    return (nodes ?? []).map((node) => this.stmt(node));
  }

  private stmt(node: MvdanNode): Stmt {
    const cmd = node.Cmd as MvdanNode | null;
    return {
      command: cmd ? this.command(cmd) : { type: 'simple', assigns: [], args: [] },
      redirs: ((node.Redirs as MvdanNode[] | null) ?? []).map((r) => this.redirect(r)),
      background: Boolean(node.Background),
      negated: Boolean(node.Negated),
    };
  }

  private command(node: MvdanNode): Command {
    const type = this.syntax.NodeType(node);
    switch (type) {
      case 'CallExpr':
        return { type: 'simple', assigns: this.assigns(node.Assigns as MvdanNode[]), args: this.words(node.Args as MvdanNode[]) };
      case 'BinaryCmd':
        return { type: 'binary', op: this.binaryOp(node.Op as number), left: this.stmt(node.X as MvdanNode), right: this.stmt(node.Y as MvdanNode) };
      case 'DeclClause': {
        const all = (node.Args as MvdanNode[] | null) ?? [];
        const flags = all.filter((a) => a.Naked && !a.Name && a.Value).map((a) => this.word(a.Value as MvdanNode));
        const assigns = this.assigns(all.filter((a) => a.Name));
        return { type: 'decl', variant: String((node.Variant as MvdanNode).Value), assigns, args: flags };
      }
      case 'Subshell':
        return this.compound('subshell', this.stmts(node.Stmts as MvdanNode[]));
      case 'Block':
        return this.compound('block', this.stmts(node.Stmts as MvdanNode[]));
      case 'IfClause':
        return this.compound('if', this.ifBody(node));
      case 'WhileClause':
        return this.compound('while', [...this.stmts(node.Cond as MvdanNode[]), ...this.stmts(node.Do as MvdanNode[])]);
      case 'ForClause':
        return this.forClause(node);
      case 'CaseClause': {
        const items = (node.Items as MvdanNode[] | null) ?? [];
        const words = [this.word(node.Word as MvdanNode), ...items.flatMap((item) => this.words(item.Patterns as MvdanNode[]))];
        return this.compound(
          'case',
          items.flatMap((item) => this.stmts(item.Stmts as MvdanNode[])),
          words,
        );
      }
      case 'FuncDecl':
        return this.compound('function', [this.stmt(node.Body as MvdanNode)], [], [String((node.Name as MvdanNode).Value)]);
      case 'TimeClause':
        return this.compound('time', node.Stmt ? [this.stmt(node.Stmt as MvdanNode)] : []);
      case 'CoprocClause':
        return this.compound('coproc', [this.stmt(node.Stmt as MvdanNode)]);
      case 'ArithmCmd':
        return this.compound('arith', this.substsIn(node), [], ['*']);
      case 'LetClause':
        return this.compound('let', this.substsIn(node), [], ['*']);
      case 'TestClause':
        return this.compound('test', this.substsIn(node));
      default:
        throw new Error(`unsupported shell construct ${type}`);
    }
  }

  private compound(kind: CompoundKind, body: Stmt[], words: Word[] = [], binds: string[] = []): Command {
    return { type: 'compound', kind, body, words, binds };
  }

  private ifBody(node: MvdanNode): Stmt[] {
    const own = [...this.stmts(node.Cond as MvdanNode[]), ...this.stmts(node.Then as MvdanNode[])];
    const next = node.Else as MvdanNode | null;
    return next ? [...own, ...this.ifBody(next)] : own;
  }

  private forClause(node: MvdanNode): Command {
    const loop = node.Loop as MvdanNode;
    const body = this.stmts(node.Do as MvdanNode[]);
    if (this.syntax.NodeType(loop) === 'WordIter') {
      return this.compound('for', body, this.words(loop.Items as MvdanNode[]), [String((loop.Name as MvdanNode).Value)]);
    }
    return this.compound('for', [...this.substsIn(loop), ...body], [], ['*']);
  }

  /** Statements of every command or process substitution anywhere below `node`. */
  private substsIn(node: unknown): Stmt[] {
    return this.scriptsIn(node).flatMap((script) => script.stmts);
  }

  private scriptsIn(node: unknown): Script[] {
    const found: Script[] = [];
    this.syntax.Walk(node, (child) => {
      if (!child) return true;
      const type = this.syntax.NodeType(child);
      if (type === 'CmdSubst' || type === 'ProcSubst') {
        found.push({ stmts: this.stmts((child as MvdanNode).Stmts as MvdanNode[]) });
        return false;
      }
      return true;
    });
    return found;
  }

  private binaryOp(code: number): BinaryOp {
    const op = this.ops.binary.get(code);
    if (!op) throw new Error(`unknown binary operator code ${code}`);
    return op;
  }

  private redirect(node: MvdanNode): Redirect {
    const op = this.ops.redirect.get(node.Op as number);
    if (!op) throw new Error(`unknown redirect operator code ${String(node.Op)}`);
    const target = this.word(node.Word as MvdanNode);
    const hdoc = node.Hdoc as MvdanNode | null;
    const delimiterQuoted = target.parts.some((p) => p.type === 'lit' && p.quoted);
    return {
      op,
      fd: node.N ? String((node.N as MvdanNode).Value) : null,
      target,
      // mvdan-sh has no body node for an empty heredoc (`cat <<EOF` then `EOF` at once); it is still a heredoc, with no text.
      heredoc: hdoc ? this.heredocWord(hdoc, delimiterQuoted) : op === '<<' || op === '<<-' ? { parts: [] } : null,
    };
  }

  private assigns(nodes: MvdanNode[] | null): Assign[] {
    return (nodes ?? []).map((node) => {
      const array = node.Array as MvdanNode | null;
      const value = node.Value ? this.word(node.Value as MvdanNode) : null;
      return {
        name: String((node.Name as MvdanNode).Value),
        append: Boolean(node.Append),
        // `a[$(cmd)]=1` runs cmd while it computes the index: the index's commands go in front of the value.
        value: node.Index ? this.indexed(node.Index as MvdanNode, value ?? { parts: [] }) : value,
        array: array
          ? ((array.Elems as MvdanNode[] | null) ?? []).map((e) => {
              const element = e.Value ? this.word(e.Value as MvdanNode) : { parts: [] };
              return e.Index ? this.indexed(e.Index as MvdanNode, element) : element;
            })
          : null,
      };
    });
  }

  private indexed(index: MvdanNode, value: Word): Word {
    const bodies = this.scriptsIn(index);
    return bodies.length === 0 ? value : { parts: [{ type: 'dynamic', quoted: true, bodies }, ...value.parts] };
  }

  private words(nodes: MvdanNode[] | null): Word[] {
    return (nodes ?? []).map((node) => this.word(node));
  }

  word(node: MvdanNode): Word {
    return { parts: normalizeParts(((node.Parts as MvdanNode[] | null) ?? []).flatMap((p) => this.part(p, false))) };
  }

  private heredocWord(node: MvdanNode, literal: boolean): Word {
    const parts = ((node.Parts as MvdanNode[] | null) ?? []).flatMap((p): WordPart[] => {
      if (this.syntax.NodeType(p) !== 'Lit') return this.part(p, true);
      const raw = String(p.Value);
      return [{ type: 'lit', value: literal ? raw : cookHeredoc(raw), quoted: true }];
    });
    return { parts: normalizeParts(parts) };
  }

  private part(node: MvdanNode, quoted: boolean): WordPart[] {
    const type = this.syntax.NodeType(node);
    switch (type) {
      case 'Lit':
        return quoted ? [{ type: 'lit', value: cookDoubleQuoted(String(node.Value)), quoted: true }] : cookUnquoted(String(node.Value));
      case 'SglQuoted':
        return [{ type: 'lit', value: node.Dollar ? cookAnsiC(String(node.Value)) : String(node.Value), quoted: true }];
      case 'DblQuoted':
        return ((node.Parts as MvdanNode[] | null) ?? []).flatMap((p) => this.part(p, true));
      case 'ParamExp':
        return [this.param(node, quoted)];
      case 'CmdSubst':
        return [{ type: 'subst', quoted, body: { stmts: this.stmts(node.Stmts as MvdanNode[]) } }];
      case 'ProcSubst':
        return [{ type: 'procsubst', body: { stmts: this.stmts(node.Stmts as MvdanNode[]) } }];
      default:
        // ArithmExp, ExtGlob and anything newer: the value is unknown, what runs inside is not.
        return [{ type: 'dynamic', quoted, bodies: this.scriptsIn(node) }];
    }
  }

  private param(node: MvdanNode, quoted: boolean): WordPart {
    const name = String((node.Param as MvdanNode).Value);
    const plain = !node.Index && !node.Exp && !node.Repl && !node.Slice && !node.Length && !node.Width && !node.Excl && !node.Names;
    if (plain) return { type: 'param', name, quoted, plain: true };
    const bodies = this.scriptsIn(node);
    return bodies.length > 0 ? { type: 'dynamic', quoted, bodies } : { type: 'param', name, quoted, plain: false, op: this.paramOp(node) };
  }

  private paramOp(node: MvdanNode): ParamOp {
    if (node.Length) return 'length';
    if (node.Names || (node.Excl && node.Index)) return 'names';
    if (node.Excl) return 'indirect';
    const exp = node.Exp as MvdanNode | null;
    if (!exp || node.Index || node.Slice || node.Repl || node.Width) return 'value';
    const op = this.ops.paramExp.get(exp.Op as number) ?? 'value';
    // `${x:+$y}` shows y's value, which this part cannot name: only a literal alternative shows nothing.
    return op === 'test' && !this.literal(exp.Word) ? 'value' : op;
  }

  private literal(word: unknown): boolean {
    let literal = true;
    this.syntax.Walk(word, (child) => {
      if (child && this.syntax.NodeType(child) === 'ParamExp') literal = false;
      return literal;
    });
    return literal;
  }
}
