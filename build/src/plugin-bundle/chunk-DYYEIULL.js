// dist/src/heimdall/shell/syntax.js
function normalizeParts(parts) {
  const out = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (part.type === "lit" && part.value === "")
      continue;
    if (part.type === "lit" && last?.type === "lit" && last.quoted === part.quoted) {
      out[out.length - 1] = { type: "lit", value: last.value + part.value, quoted: last.quoted };
    } else {
      out.push(part);
    }
  }
  return out;
}

// dist/src/heimdall/shell/parse-fast.js
var GiveUp = class extends Error {
};
var RESERVED = /* @__PURE__ */ new Set([
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "do",
  "done",
  "case",
  "esac",
  "while",
  "until",
  "for",
  "in",
  "function",
  "select",
  "time",
  "coproc",
  "[[",
  "]]",
  "{",
  "}",
  "!",
  "declare",
  "local",
  "export",
  "readonly",
  "typeset",
  "nameref",
  "let"
]);
var NAME_START = /[A-Za-z_]/;
var NAME_CHAR = /[A-Za-z0-9_]/;
var ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/;
var BLANK = /* @__PURE__ */ new Set([" ", "	"]);
var WORD_END = /* @__PURE__ */ new Set([" ", "	", "|", "&", ";", "<", ">"]);
var GIVE_UP_UNQUOTED = /* @__PURE__ */ new Set(["(", ")", "`", "!", "{", "}", "\n", "\r"]);
function parseFast(src) {
  if (/[\x00-\x08\x0b-\x1f\x7f]/.test(src))
    return null;
  try {
    return new FastParser(src).script();
  } catch (error) {
    if (error instanceof GiveUp)
      return null;
    throw error;
  }
}
var FastParser = class {
  src;
  pos = 0;
  /** Nesting of `$(...)`: inside one, `)` ends the list. */
  depth = 0;
  /** Heredocs whose body starts after the next newline: the redirect to fill and its delimiter. */
  pending = [];
  constructor(src) {
    this.src = src;
  }
  script() {
    const script = this.list();
    if (this.pos < this.src.length || this.pending.length > 0)
      throw new GiveUp();
    return script;
  }
  /** Statements separated by `;`, `&` or newlines, up to the end (or the `)` of a substitution). */
  list() {
    const stmts = [];
    this.blanks();
    while (this.pos < this.src.length && !(this.depth > 0 && this.peek() === ")")) {
      const stmt = this.andOr();
      this.blanks();
      const c = this.peek();
      if (c === "&") {
        this.pos++;
        stmt.background = true;
      } else if (c === ";") {
        this.pos++;
        if (this.peek() === ";" || this.peek() === "&")
          throw new GiveUp();
      } else if (c === "\n") {
        this.pos++;
        this.heredocBodies();
      } else if (c !== void 0 && !(this.depth > 0 && c === ")")) {
        throw new GiveUp();
      }
      stmts.push(stmt);
      this.blanks();
    }
    return { stmts };
  }
  /** After a newline, the bodies of the heredocs opened on that line, each up to its delimiter line. */
  heredocBodies() {
    for (const { redirect, delimiter } of this.pending) {
      let body = "";
      for (; ; ) {
        if (this.pos >= this.src.length)
          throw new GiveUp();
        const end = this.src.indexOf("\n", this.pos);
        const line = this.src.slice(this.pos, end < 0 ? this.src.length : end);
        this.pos = end < 0 ? this.src.length : end + 1;
        if (line === delimiter)
          break;
        body += `${line}
`;
      }
      redirect.heredoc = { parts: body ? [{ type: "lit", value: body, quoted: true }] : [] };
    }
    this.pending = [];
  }
  /** `$(...)`: a nested list, parsed in place. */
  substitution(quoted) {
    this.pos += 2;
    this.depth++;
    const body = this.list();
    this.depth--;
    if (this.peek() !== ")")
      throw new GiveUp();
    this.pos++;
    return { type: "subst", quoted, body };
  }
  andOr() {
    let left = this.pipeline();
    for (; ; ) {
      this.blanks();
      const op = this.src.startsWith("&&", this.pos) ? "&&" : this.src.startsWith("||", this.pos) ? "||" : null;
      if (!op)
        return left;
      this.pos += 2;
      this.blanks();
      left = binary(op, left, this.pipeline());
    }
  }
  pipeline() {
    let left = this.simple();
    for (; ; ) {
      this.blanks();
      if (this.peek() !== "|" || this.src[this.pos + 1] === "|")
        return left;
      const op = this.src[this.pos + 1] === "&" ? "|&" : "|";
      this.pos += op.length;
      this.blanks();
      left = binary(op, left, this.simple());
    }
  }
  simple() {
    const assigns = [];
    const args = [];
    const redirs = [];
    for (; ; ) {
      this.blanks();
      const c = this.peek();
      if (c === void 0 || c === "|" || c === ";" || c === "\n" || c === ")" && this.depth > 0 || c === "&" && this.src[this.pos + 1] !== ">")
        break;
      if (c === "<" || c === ">" || c === "&") {
        redirs.push(this.redirect(null));
        continue;
      }
      const raw = this.word();
      const next = this.peek();
      if (next === "<" || next === ">") {
        if (!raw.digits || literalText(raw).length !== 1)
          throw new GiveUp();
        redirs.push(this.redirect(literalText(raw)));
        continue;
      }
      if (args.length === 0 && startsLikeIndex(raw.parts))
        throw new GiveUp();
      const assign = args.length === 0 ? asAssign(raw.parts) : null;
      if (assign) {
        assigns.push(assign);
        continue;
      }
      if (args.length === 0 && isReserved(raw.parts))
        throw new GiveUp();
      args.push({ parts: normalizeParts(raw.parts) });
    }
    if (args.length === 0 && assigns.length === 0 && redirs.length === 0)
      throw new GiveUp();
    return { command: { type: "simple", assigns, args }, redirs, background: false, negated: false };
  }
  redirect(fd) {
    const op = this.redirectOp();
    this.blanks();
    const c = this.peek();
    if (c === void 0 || c === "\n" || WORD_END.has(c))
      throw new GiveUp();
    const target = this.word();
    const after = this.peek();
    if (after === "<" || after === ">")
      throw new GiveUp();
    const redirect = { op, fd, target: { parts: normalizeParts(target.parts) }, heredoc: null };
    if (op === "<<") {
      if (target.parts.length === 0 || !target.parts.every((p) => p.type === "lit" && p.quoted))
        throw new GiveUp();
      this.pending.push({ redirect, delimiter: literalText(target) });
    }
    return redirect;
  }
  redirectOp() {
    for (const op of ["&>>", "&>", ">>", ">|", ">&", "<<", "<>", "<&", ">", "<"]) {
      if (this.src.startsWith(op, this.pos)) {
        const after = this.src[this.pos + op.length];
        if (after === "<" || after === "(" || after === "-" || op === ">&" && after === ">")
          throw new GiveUp();
        this.pos += op.length;
        return op;
      }
    }
    throw new GiveUp();
  }
  word() {
    const parts = [];
    const start = this.pos;
    let digits = true;
    let lit = "";
    const flush = () => {
      if (lit)
        parts.push({ type: "lit", value: lit, quoted: false });
      lit = "";
    };
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (WORD_END.has(c) || c === "\n" || c === ")" && this.depth > 0)
        break;
      if (c === "#" && lit === "")
        throw new GiveUp();
      if (GIVE_UP_UNQUOTED.has(c)) {
        if (c === "{" && this.src.startsWith("{}", this.pos) && this.pos === start && this.atWordEnd(this.pos + 2)) {
          lit += "{}";
          this.pos += 2;
          digits = false;
          continue;
        }
        throw new GiveUp();
      }
      if (!/[0-9]/.test(c))
        digits = false;
      if (c === "\\") {
        const next = this.src[this.pos + 1];
        if (next === void 0 || next === "\n")
          throw new GiveUp();
        flush();
        parts.push({ type: "lit", value: next, quoted: true });
        this.pos += 2;
      } else if (c === "'") {
        flush();
        const end = this.src.indexOf("'", this.pos + 1);
        if (end < 0)
          throw new GiveUp();
        parts.push({ type: "lit", value: this.src.slice(this.pos + 1, end), quoted: true });
        this.pos = end + 1;
      } else if (c === '"') {
        flush();
        this.doubleQuoted(parts);
      } else if (c === "$") {
        flush();
        parts.push(this.dollar(false));
      } else {
        lit += c;
        this.pos++;
      }
    }
    flush();
    return { parts, digits: digits && this.pos > start && parts.length === 1 };
  }
  atWordEnd(at) {
    const c = this.src[at];
    return c === void 0 || WORD_END.has(c);
  }
  doubleQuoted(parts) {
    this.pos++;
    let lit = "";
    const flush = () => {
      parts.push({ type: "lit", value: lit, quoted: true });
      lit = "";
    };
    for (; ; ) {
      const c = this.src[this.pos];
      if (c === void 0 || c === "`")
        throw new GiveUp();
      if (c === '"') {
        this.pos++;
        flush();
        return;
      }
      if (c === "\\") {
        const next = this.src[this.pos + 1];
        if (next === void 0)
          throw new GiveUp();
        lit += next === "\n" ? "" : '$`"\\'.includes(next) ? next : c + next;
        this.pos += 2;
      } else if (c === "$") {
        flush();
        parts.push(this.dollar(true));
      } else {
        lit += c;
        this.pos++;
      }
    }
  }
  /** `$(...)`, `$NAME` or `${NAME}`; any other expansion (`$((`, `${x:-y}`, `$?`) is left to mvdan-sh. */
  dollar(quoted) {
    if (this.src[this.pos + 1] === "(" && this.src[this.pos + 2] !== "(")
      return this.substitution(quoted);
    return this.param(quoted);
  }
  param(quoted) {
    const braced = this.src[this.pos + 1] === "{";
    let at = this.pos + (braced ? 2 : 1);
    if (!NAME_START.test(this.src[at] ?? ""))
      throw new GiveUp();
    const nameStart = at;
    while (at < this.src.length && NAME_CHAR.test(this.src[at]))
      at++;
    const name = this.src.slice(nameStart, at);
    if (braced) {
      if (this.src[at] !== "}")
        throw new GiveUp();
      at++;
    }
    this.pos = at;
    return { type: "param", name, quoted, plain: true };
  }
  blanks() {
    while (BLANK.has(this.src[this.pos] ?? ""))
      this.pos++;
  }
  peek() {
    return this.src[this.pos];
  }
};
function binary(op, left, right) {
  return { command: { type: "binary", op, left, right }, redirs: [], background: false, negated: false };
}
function literalText(raw) {
  return raw.parts.map((p) => p.type === "lit" ? p.value : "").join("");
}
function asAssign(parts) {
  const first = parts[0];
  if (first?.type !== "lit" || first.quoted)
    return null;
  const match = ASSIGNMENT.exec(first.value);
  if (!match)
    return null;
  const rest = first.value.slice(match[0].length);
  const valueParts = rest ? [{ ...first, value: rest }, ...parts.slice(1)] : parts.slice(1);
  const value = valueParts.length === 0 ? null : { parts: normalizeParts(valueParts) };
  return { name: match[1], append: match[2] === "+", value, array: null };
}
function startsLikeIndex(parts) {
  const first = parts[0];
  return first?.type === "lit" && !first.quoted && /^[A-Za-z_][A-Za-z0-9_]*\[/.test(first.value);
}
function isReserved(parts) {
  const only = parts.length === 1 ? parts[0] : void 0;
  return only?.type === "lit" && !only.quoted && RESERVED.has(only.value);
}

// dist/src/heimdall/shell/cook.js
function cookUnquoted(raw) {
  const parts = [];
  let plain = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== "\\" || i + 1 >= raw.length) {
      plain += c;
      continue;
    }
    const next = raw[++i];
    if (next === "\n")
      continue;
    if (plain)
      parts.push({ type: "lit", value: plain, quoted: false });
    plain = "";
    parts.push({ type: "lit", value: next, quoted: true });
  }
  if (plain)
    parts.push({ type: "lit", value: plain, quoted: false });
  return parts;
}
function cookDoubleQuoted(raw) {
  return raw.replace(/\\([$`"\\\n])/g, (_, c) => c === "\n" ? "" : c);
}
function cookHeredoc(raw) {
  return raw.replace(/\\([$`\\\n])/g, (_, c) => c === "\n" ? "" : c);
}
var SIMPLE_ESCAPES = {
  a: "\x07",
  b: "\b",
  e: "\x1B",
  E: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?"
};
function cookAnsiC(raw) {
  return raw.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs, (whole, esc) => {
    const head = esc[0];
    if (head === "x" || head === "u" || head === "U")
      return codePoint(parseInt(esc.slice(1), 16), whole);
    if (/[0-7]/.test(head))
      return String.fromCharCode(parseInt(esc, 8) & 255);
    if (head === "c" && esc.length === 2)
      return String.fromCharCode(esc.charCodeAt(1) & 31);
    return SIMPLE_ESCAPES[esc] ?? whole;
  });
}
function codePoint(value, fallback) {
  return value <= 1114111 ? String.fromCodePoint(value) : fallback;
}

// dist/src/heimdall/shell/mvdan-convert.js
var PROBE_BINARY = ["&&", "||", "|", "|&"];
var PROBE_REDIRECT = [">", ">>", "<", "<>", "<&", ">&", ">|", "&>", "&>>", "<<<", "<<", "<<-"];
function learnOpCodes(parse) {
  const binary2 = /* @__PURE__ */ new Map();
  const or = stmtsOf(parse("a && b || c | d |& e"))[0].Cmd;
  const and = or.X.Cmd;
  const pipeAll = or.Y.Cmd;
  const pipe = pipeAll.X.Cmd;
  binary2.set(and.Op, "&&").set(or.Op, "||").set(pipe.Op, "|").set(pipeAll.Op, "|&");
  const redirect = /* @__PURE__ */ new Map();
  const redirs = stmtsOf(parse("a >a >>a <a <>a <&a >&a >|a &>a &>>a <<<a <<b <<-c\nb\n	c\n"))[0].Redirs;
  for (const [i, r] of redirs.entries())
    redirect.set(r.Op, PROBE_REDIRECT[i]);
  if (binary2.size !== PROBE_BINARY.length || redirect.size !== PROBE_REDIRECT.length) {
    throw new Error(`mvdan-sh operator codes are not distinct (binary ${binary2.size}, redirect ${redirect.size})`);
  }
  const paramExp = /* @__PURE__ */ new Map();
  const words = stmtsOf(parse("a ${a:+x} ${a+x} ${a:=x} ${a=x}"))[0].Cmd.Args;
  const PROBE_EXP = ["test", "test", "assign", "assign"];
  for (const [i, w] of words.slice(1).entries())
    paramExp.set(w.Parts[0].Exp.Op, PROBE_EXP[i]);
  if (paramExp.size !== PROBE_EXP.length)
    throw new Error(`mvdan-sh parameter expansion codes are not distinct (${paramExp.size})`);
  return { binary: binary2, redirect, paramExp };
}
function stmtsOf(node) {
  return node.Stmts ?? [];
}
var MvdanConverter = class {
  syntax;
  ops;
  constructor(syntax, ops) {
    this.syntax = syntax;
    this.ops = ops;
  }
  script(file) {
    return { stmts: this.stmts(stmtsOf(file)) };
  }
  stmts(nodes) {
    return (nodes ?? []).map((node) => this.stmt(node));
  }
  stmt(node) {
    const cmd = node.Cmd;
    return {
      command: cmd ? this.command(cmd) : { type: "simple", assigns: [], args: [] },
      redirs: (node.Redirs ?? []).map((r) => this.redirect(r)),
      background: Boolean(node.Background),
      negated: Boolean(node.Negated)
    };
  }
  command(node) {
    const type = this.syntax.NodeType(node);
    switch (type) {
      case "CallExpr":
        return { type: "simple", assigns: this.assigns(node.Assigns), args: this.words(node.Args) };
      case "BinaryCmd":
        return { type: "binary", op: this.binaryOp(node.Op), left: this.stmt(node.X), right: this.stmt(node.Y) };
      case "DeclClause": {
        const all = node.Args ?? [];
        const flags = all.filter((a) => a.Naked && !a.Name && a.Value).map((a) => this.word(a.Value));
        const assigns = this.assigns(all.filter((a) => a.Name));
        return { type: "decl", variant: String(node.Variant.Value), assigns, args: flags };
      }
      case "Subshell":
        return this.compound("subshell", this.stmts(node.Stmts));
      case "Block":
        return this.compound("block", this.stmts(node.Stmts));
      case "IfClause":
        return this.compound("if", this.ifBody(node));
      case "WhileClause":
        return this.compound("while", [...this.stmts(node.Cond), ...this.stmts(node.Do)]);
      case "ForClause":
        return this.forClause(node);
      case "CaseClause": {
        const items = node.Items ?? [];
        const words = [this.word(node.Word), ...items.flatMap((item) => this.words(item.Patterns))];
        return this.compound("case", items.flatMap((item) => this.stmts(item.Stmts)), words);
      }
      case "FuncDecl":
        return this.compound("function", [this.stmt(node.Body)], [], [String(node.Name.Value)]);
      case "TimeClause":
        return this.compound("time", node.Stmt ? [this.stmt(node.Stmt)] : []);
      case "CoprocClause":
        return this.compound("coproc", [this.stmt(node.Stmt)]);
      case "ArithmCmd":
        return this.compound("arith", this.substsIn(node), [], ["*"]);
      case "LetClause":
        return this.compound("let", this.substsIn(node), [], ["*"]);
      case "TestClause":
        return this.compound("test", this.substsIn(node));
      default:
        throw new Error(`unsupported shell construct ${type}`);
    }
  }
  compound(kind, body, words = [], binds = []) {
    return { type: "compound", kind, body, words, binds };
  }
  ifBody(node) {
    const own = [...this.stmts(node.Cond), ...this.stmts(node.Then)];
    const next = node.Else;
    return next ? [...own, ...this.ifBody(next)] : own;
  }
  forClause(node) {
    const loop = node.Loop;
    const body = this.stmts(node.Do);
    if (this.syntax.NodeType(loop) === "WordIter") {
      return this.compound("for", body, this.words(loop.Items), [String(loop.Name.Value)]);
    }
    return this.compound("for", [...this.substsIn(loop), ...body], [], ["*"]);
  }
  /** Statements of every command or process substitution anywhere below `node`. */
  substsIn(node) {
    return this.scriptsIn(node).flatMap((script) => script.stmts);
  }
  scriptsIn(node) {
    const found = [];
    this.syntax.Walk(node, (child) => {
      if (!child)
        return true;
      const type = this.syntax.NodeType(child);
      if (type === "CmdSubst" || type === "ProcSubst") {
        found.push({ stmts: this.stmts(child.Stmts) });
        return false;
      }
      return true;
    });
    return found;
  }
  binaryOp(code) {
    const op = this.ops.binary.get(code);
    if (!op)
      throw new Error(`unknown binary operator code ${code}`);
    return op;
  }
  redirect(node) {
    const op = this.ops.redirect.get(node.Op);
    if (!op)
      throw new Error(`unknown redirect operator code ${String(node.Op)}`);
    const target = this.word(node.Word);
    const hdoc = node.Hdoc;
    const delimiterQuoted = target.parts.some((p) => p.type === "lit" && p.quoted);
    return {
      op,
      fd: node.N ? String(node.N.Value) : null,
      target,
      // mvdan-sh has no body node for an empty heredoc (`cat <<EOF` then `EOF` at once); it is still a heredoc, with no text.
      heredoc: hdoc ? this.heredocWord(hdoc, delimiterQuoted) : op === "<<" || op === "<<-" ? { parts: [] } : null
    };
  }
  assigns(nodes) {
    return (nodes ?? []).map((node) => {
      const array = node.Array;
      const value = node.Value ? this.word(node.Value) : null;
      return {
        name: String(node.Name.Value),
        append: Boolean(node.Append),
        // `a[$(cmd)]=1` runs cmd while it computes the index: the index's commands go in front of the value.
        value: node.Index ? this.indexed(node.Index, value ?? { parts: [] }) : value,
        array: array ? (array.Elems ?? []).map((e) => {
          const element = e.Value ? this.word(e.Value) : { parts: [] };
          return e.Index ? this.indexed(e.Index, element) : element;
        }) : null
      };
    });
  }
  indexed(index, value) {
    const bodies = this.scriptsIn(index);
    return bodies.length === 0 ? value : { parts: [{ type: "dynamic", quoted: true, bodies }, ...value.parts] };
  }
  words(nodes) {
    return (nodes ?? []).map((node) => this.word(node));
  }
  word(node) {
    return { parts: normalizeParts((node.Parts ?? []).flatMap((p) => this.part(p, false))) };
  }
  heredocWord(node, literal) {
    const parts = (node.Parts ?? []).flatMap((p) => {
      if (this.syntax.NodeType(p) !== "Lit")
        return this.part(p, true);
      const raw = String(p.Value);
      return [{ type: "lit", value: literal ? raw : cookHeredoc(raw), quoted: true }];
    });
    return { parts: normalizeParts(parts) };
  }
  part(node, quoted) {
    const type = this.syntax.NodeType(node);
    switch (type) {
      case "Lit":
        return quoted ? [{ type: "lit", value: cookDoubleQuoted(String(node.Value)), quoted: true }] : cookUnquoted(String(node.Value));
      case "SglQuoted":
        return [{ type: "lit", value: node.Dollar ? cookAnsiC(String(node.Value)) : String(node.Value), quoted: true }];
      case "DblQuoted":
        return (node.Parts ?? []).flatMap((p) => this.part(p, true));
      case "ParamExp":
        return [this.param(node, quoted)];
      case "CmdSubst":
        return [{ type: "subst", quoted, body: { stmts: this.stmts(node.Stmts) } }];
      case "ProcSubst":
        return [{ type: "procsubst", body: { stmts: this.stmts(node.Stmts) } }];
      default:
        return [{ type: "dynamic", quoted, bodies: this.scriptsIn(node) }];
    }
  }
  param(node, quoted) {
    const name = String(node.Param.Value);
    const plain = !node.Index && !node.Exp && !node.Repl && !node.Slice && !node.Length && !node.Width && !node.Excl && !node.Names;
    if (plain)
      return { type: "param", name, quoted, plain: true };
    const bodies = this.scriptsIn(node);
    return bodies.length > 0 ? { type: "dynamic", quoted, bodies } : { type: "param", name, quoted, plain: false, op: this.paramOp(node) };
  }
  paramOp(node) {
    if (node.Length)
      return "length";
    if (node.Names || node.Excl && node.Index)
      return "names";
    if (node.Excl)
      return "indirect";
    const exp = node.Exp;
    if (!exp || node.Index || node.Slice || node.Repl || node.Width)
      return "value";
    const op = this.ops.paramExp.get(exp.Op) ?? "value";
    return op === "test" && !this.literal(exp.Word) ? "value" : op;
  }
  literal(word) {
    let literal = true;
    this.syntax.Walk(word, (child) => {
      if (child && this.syntax.NodeType(child) === "ParamExp")
        literal = false;
      return literal;
    });
    return literal;
  }
};

// dist/src/heimdall/shell/mvdan-load.js
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
var loaded;
function loadMvdan() {
  if (loaded)
    return loaded;
  const { createRequire } = process.getBuiltinModule("node:module");
  const { Script: VmScript } = process.getBuiltinModule("node:vm");
  const require2 = createRequire(import.meta.url);
  const file = require2.resolve("mvdan-sh");
  const source = readFileSync(file, "utf8");
  const cacheFile = join(dirname(dirname(file)), ".cache", "vibe-chain", `mvdan-sh-${process.versions.v8}-${process.arch}.v8cache`);
  const cached = readCache(cacheFile);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}
})`;
  const script = new VmScript(wrapped, { filename: file, ...cached ? { cachedData: cached } : {} });
  const module = { exports: {} };
  const stackTraceLimit = Error.stackTraceLimit;
  script.runInThisContext()(module.exports, require2, module, file, dirname(file));
  Error.stackTraceLimit = stackTraceLimit;
  if (!cached || script.cachedDataRejected)
    writeCache(cacheFile, script.createCachedData());
  loaded = module.exports.syntax;
  return loaded;
}
function readCache(file) {
  try {
    return readFileSync(file);
  } catch (error) {
    if (error.code === "ENOENT")
      return void 0;
    throw error;
  }
}
function writeCache(file, data) {
  const temp = `${file}.tmp-${process.pid}`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (error) {
    const code = error.code;
    if (code !== "EACCES" && code !== "EROFS" && code !== "EPERM")
      throw error;
  }
}

// dist/src/heimdall/shell/parse-full.js
var converter;
var parseRaw;
var syntaxOf;
function parseFull(src) {
  if (!parseRaw || !converter) {
    const syntax = loadMvdan();
    const raw = (text) => syntax.NewParser(syntax.KeepComments(true), syntax.Variant(syntax.LangBash)).Parse(text, "");
    converter = new MvdanConverter(syntax, learnOpCodes(raw));
    parseRaw = raw;
    syntaxOf = syntax;
  }
  let file;
  try {
    file = parseRaw(src);
  } catch (error) {
    const goError = error;
    if (typeof goError?.Error !== "function")
      throw error;
    return { ok: false, error: goError.Error() };
  }
  const glued = gluedHash(file, src, syntaxOf);
  if (glued !== null)
    return { ok: false, error: `a # at byte ${glued} continues a word in bash, but mvdan-sh reads it as a comment` };
  return { ok: true, script: converter.script(file), parser: "mvdan-sh" };
}
var COMMENT_MAY_FOLLOW = /* @__PURE__ */ new Set([void 0, 32, 9, 10, 59, 38, 124, 40, 41, 60, 62]);
function gluedHash(file, src, syntax) {
  const bytes = Buffer.from(src);
  let glued = null;
  syntax.Walk(file, (node) => {
    if (glued === null && node && syntax.NodeType(node) === "Comment") {
      const offset = node.Hash.Offset();
      if (!COMMENT_MAY_FOLLOW.has(offset === 0 ? void 0 : bytes[offset - 1]))
        glued = offset;
    }
    return glued === null;
  });
  return glued;
}

// dist/src/heimdall/shell/parse-shell.js
function parseShell(src) {
  const fast = parseFast(src);
  return fast ? { ok: true, script: fast, parser: "fast" } : parseFull(src);
}
function parsedOrNull(src) {
  try {
    const parsed = parseShell(src);
    return parsed.ok ? parsed.script : null;
  } catch {
    return null;
  }
}

export {
  cookAnsiC,
  parseShell,
  parsedOrNull
};
