import {
  SECRET_NAME,
  audit,
  block,
  classifyWrite,
  credentialKind,
  decisionOf
} from "./chunk-KSI5UUHQ.js";
import {
  globBase,
  isInside,
  isStrictlyInside,
  resolvePath
} from "./chunk-QDSMWMN2.js";
import "./chunk-YZFATT7X.js";

// dist/src/heimdall/eval/bindings.js
var DYNAMIC_COMMANDS = /* @__PURE__ */ new Set(["eval", "source", ".", "unset", "read", "mapfile", "readarray", "getopts", "let", "export", "declare", "typeset", "local", "readonly", "nameref"]);
function analyzeBindings(script) {
  const counts = /* @__PURE__ */ new Map();
  let dynamic = false;
  const count = (name) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const visitWord = (word) => {
    for (const part of word.parts) {
      if (part.type === "param" && !part.plain)
        dynamic = true;
      else if (part.type === "dynamic") {
        dynamic = true;
        part.bodies.forEach(visitScript);
      } else if (part.type === "subst" || part.type === "procsubst")
        visitScript(part.body);
    }
  };
  const visitCommand = (command) => {
    switch (command.type) {
      case "simple": {
        command.assigns.forEach((a) => {
          count(a.name);
          if (a.value)
            visitWord(a.value);
          a.array?.forEach(visitWord);
        });
        command.args.forEach(visitWord);
        const first = command.args[0]?.parts;
        const name = first?.length === 1 && first[0].type === "lit" ? first[0].value : null;
        const base = name?.slice(name.lastIndexOf("/") + 1);
        const printsToVar = base === "printf" && command.args.some((w) => w.parts.length === 1 && w.parts[0].type === "lit" && w.parts[0].value === "-v");
        if (base !== void 0 && (DYNAMIC_COMMANDS.has(base) || printsToVar))
          dynamic = true;
        break;
      }
      case "decl":
        dynamic = true;
        command.assigns.forEach((a) => count(a.name));
        break;
      case "binary":
        visitStmt(command.left);
        visitStmt(command.right);
        break;
      case "compound":
        if (command.kind === "function" || command.kind === "arith" || command.kind === "let" || command.binds.includes("*"))
          dynamic = true;
        command.binds.forEach(count);
        command.words.forEach(visitWord);
        command.body.forEach(visitStmt);
        break;
    }
  };
  const visitStmt = (stmt) => {
    stmt.redirs.forEach((r) => {
      visitWord(r.target);
      if (r.heredoc)
        visitWord(r.heredoc);
    });
    visitCommand(stmt.command);
  };
  const visitScript = (s) => s.stmts.forEach(visitStmt);
  visitScript(script);
  const constants = /* @__PURE__ */ new Set();
  for (const stmt of script.stmts) {
    const command = stmt.command;
    if (command.type !== "simple" || command.args.length > 0)
      continue;
    for (const assign of command.assigns)
      if (counts.get(assign.name) === 1 && !assign.append && !assign.array)
        constants.add(assign.name);
  }
  return { dynamic, constants, assigned: new Set(counts.keys()) };
}

// dist/src/heimdall/eval/fields.js
var UNKNOWN = "\0";
var MAX_FIELDS = 64;
var unknownField = { text: null, pattern: "*", glob: false };
function knownField(text) {
  return { text, pattern: text, glob: false };
}
function expandWord(word, vars, assignment = false) {
  let pieces = [{ chars: "", tags: "" }];
  const add = (chars, tag) => {
    const last = pieces[pieces.length - 1];
    last.chars += chars;
    last.tags += tag.repeat(chars.length);
  };
  for (const part of word.parts) {
    if (part.type === "lit")
      add(part.value, part.quoted ? "q" : "u");
    else if (part.type === "param" && part.plain && vars.has(part.name)) {
      const value = vars.get(part.name);
      if (part.quoted || assignment)
        add(value, "q");
      else {
        const words = value.split(/[ \t\n]+/);
        words.forEach((w, i) => {
          if (i > 0)
            pieces.push({ chars: "", tags: "" });
          add(w, "p");
        });
      }
    } else
      add(UNKNOWN, "x");
  }
  if (pieces.length > 1)
    pieces = pieces.filter((p) => p.chars !== "");
  if (pieces.length === 0)
    pieces = [{ chars: "", tags: "" }];
  const expanded = assignment ? pieces : pieces.flatMap(expandBraces);
  const names = word.parts.flatMap((p) => p.type === "param" ? [p.name] : []);
  if (expanded.length > MAX_FIELDS)
    return [{ ...unknownField, vars: names }];
  return expanded.map((piece, i) => ({ ...toField(i === 0 ? expandTilde(piece, vars) : piece), vars: names }));
}
function toField(piece) {
  let pattern = "";
  let glob = false;
  for (let i = 0; i < piece.chars.length; i++) {
    const c = piece.chars[i];
    const tag = piece.tags[i];
    if (tag === "x")
      pattern += "*";
    else {
      pattern += c;
      if ((tag === "u" || tag === "p") && (c === "*" || c === "?" || c === "["))
        glob = true;
    }
  }
  const known = !piece.tags.includes("x");
  return { text: known ? piece.chars : null, pattern, glob };
}
function expandTilde(piece, vars) {
  if (piece.chars[0] !== "~" || piece.tags[0] !== "u")
    return piece;
  let end = 1;
  while (end < piece.chars.length && piece.chars[end] !== "/")
    end++;
  if (piece.tags.slice(0, end).replace(/u/g, "") !== "")
    return piece;
  const user = piece.chars.slice(1, end);
  const home = vars.get("HOME");
  const replacement = user === "" && home !== void 0 ? { chars: home, tags: "q".repeat(home.length) } : { chars: UNKNOWN, tags: "x" };
  return { chars: replacement.chars + piece.chars.slice(end), tags: replacement.tags + piece.tags.slice(end) };
}
function expandBraces(piece) {
  const open = findUnquoted(piece, "{", 0);
  if (open < 0)
    return [piece];
  let depth = 0;
  const commas = [];
  for (let i = open; i < piece.chars.length; i++) {
    if (piece.tags[i] !== "u")
      continue;
    const c = piece.chars[i];
    if (c === "{")
      depth++;
    else if (c === "}" && --depth === 0) {
      const head = slice(piece, 0, open);
      const tail = slice(piece, i + 1, piece.chars.length);
      const inner = slice(piece, open + 1, i);
      if (commas.length === 0) {
        if (!inner.chars.includes(".."))
          return expandBraces(tail).map((t) => join(head, { chars: `{${inner.chars}}`, tags: `u${inner.tags}u` }, t));
        return expandBraces(tail).map((t) => join(head, { chars: UNKNOWN, tags: "x" }, t));
      }
      const bounds = [open, ...commas, i];
      const options = bounds.slice(1).map((end, k) => slice(piece, bounds[k] + 1, end));
      return options.flatMap((option) => expandBraces(join(head, option, tail)));
    } else if (c === "," && depth === 1)
      commas.push(i);
  }
  return [piece];
}
function findUnquoted(piece, char, from) {
  for (let i = from; i < piece.chars.length; i++)
    if (piece.chars[i] === char && piece.tags[i] === "u")
      return i;
  return -1;
}
function slice(piece, from, to) {
  return { chars: piece.chars.slice(from, to), tags: piece.tags.slice(from, to) };
}
function join(...pieces) {
  return { chars: pieces.map((p) => p.chars).join(""), tags: pieces.map((p) => p.tags).join("") };
}
function expandSingle(word, vars) {
  const fields = expandWord(word, vars);
  return fields.length === 1 ? fields[0] : { ...unknownField, pattern: fields.map((f) => f.pattern).join(" ") };
}
function show(field) {
  return field.text ?? field.pattern;
}

// dist/src/heimdall/eval/find.js
var NARROWING = /* @__PURE__ */ new Set([
  "-name",
  "-iname",
  "-path",
  "-ipath",
  "-wholename",
  "-iwholename",
  "-regex",
  "-iregex",
  "-lname",
  "-ilname",
  "-newer",
  "-anewer",
  "-cnewer",
  "-mtime",
  "-mmin",
  "-atime",
  "-amin",
  "-ctime",
  "-cmin",
  "-size",
  "-empty",
  "-user",
  "-group",
  "-perm",
  "-inum",
  "-samefile",
  "-links",
  "-uid",
  "-gid",
  "-nouser",
  "-nogroup",
  "-used"
]);
var EXEC = /* @__PURE__ */ new Set(["-exec", "-execdir", "-ok", "-okdir"]);
var WRITES = /* @__PURE__ */ new Set(["-fprint", "-fprint0", "-fprintf", "-fls"]);
function planFind(args) {
  let i = 0;
  while (i < args.length && /^-[HLP]$|^-O\d*$/.test(args[i].text ?? ""))
    i++;
  if (args[i]?.text === "-D")
    i += 2;
  const roots = [];
  while (i < args.length) {
    const text = args[i].text;
    if (text !== null && (text.startsWith("-") || text === "(" || text === "!" || text === ")" || text === ","))
      break;
    roots.push(args[i]);
    i++;
  }
  const plan = { roots: roots.length > 0 ? roots : [knownField(".")], deletes: false, execs: [], narrowed: false, writes: [] };
  for (; i < args.length; i++) {
    const text = args[i].text;
    if (text === null)
      continue;
    if (NARROWING.has(text))
      plan.narrowed = true;
    else if (text === "-delete")
      plan.deletes = true;
    else if (WRITES.has(text))
      plan.writes.push(args[i + 1] ?? unknownField);
    else if (EXEC.has(text)) {
      const start = i + 1;
      let end = start;
      while (end < args.length && args[end].text !== ";" && args[end].text !== "+")
        end++;
      const template = args.slice(start, end);
      plan.execs.push((found) => template.map((f) => f.text?.includes("{}") ? found : f));
      i = end;
    }
  }
  return plan;
}
function foundUnder(root, narrowed) {
  if (root.text === null)
    return { ...unknownField, pattern: `${root.pattern}/*` };
  const base = root.text.endsWith("/") ? root.text.slice(0, -1) : root.text;
  return narrowed ? knownField(`${base}/{}`) : { text: `${base}/*`, pattern: `${base}/*`, glob: true };
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

// dist/src/heimdall/eval/unwrap.js
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "yash", "posh"]);
var VALUE_OPTIONS = {
  sudo: ["-u", "-g", "-h", "-p", "-C", "-D", "-r", "-t", "-U", "-T", "--user", "--group", "--host", "--prompt", "--close-from", "--chdir", "--role", "--type", "--other-user", "--command-timeout"],
  doas: ["-u", "-C"],
  env: ["-u", "--unset", "-C", "--chdir", "-S", "--split-string"],
  nice: ["-n", "--adjustment"],
  ionice: ["-c", "-n", "--class", "--classdata"],
  stdbuf: ["-i", "-o", "-e", "--input", "--output", "--error"],
  timeout: ["-s", "-k", "--signal", "--kill-after"],
  time: ["-f", "-o", "--format", "--output"],
  exec: ["-a"],
  taskset: [],
  setsid: [],
  nohup: [],
  builtin: [],
  command: [],
  unbuffer: [],
  chronic: [],
  "xvfb-run": ["-n", "-s", "-f", "-e", "--server-num", "--server-args", "--auth-file", "--error-file"],
  "dbus-run-session": [],
  caffeinate: ["-t", "-w"],
  flock: ["-w", "-E", "--timeout", "--conflict-exit-code"],
  xargs: ["-I", "-L", "-n", "-P", "-s", "-d", "-E", "-a", "--max-args", "--max-procs", "--max-lines", "--delimiter", "--arg-file", "--replace", "--eof", "--max-chars"],
  watch: ["-n", "--interval", "-q", "--equexit"],
  su: ["-s", "-g", "-G", "--shell", "--group", "--supp-group", "-w", "--whitelist-environment"],
  runuser: ["-u", "-g", "-G", "--user", "--group", "--supp-group", "-s", "--shell", "-w"],
  script: ["-E", "-o", "-T", "-I", "-O", "-B", "--echo", "--output-limit", "--log-timing", "--log-in", "--log-out", "--log-io"],
  npx: ["-p", "--package", "-c", "--call"],
  bunx: ["-p", "--package"]
};
var RUNNERS = {
  uv: ["run"],
  poetry: ["run"],
  pipenv: ["run"],
  bundle: ["exec"],
  pnpm: ["exec", "dlx"],
  yarn: ["exec", "dlx"],
  npm: ["exec"],
  conda: ["run"]
};
var ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
function unwrap(argv) {
  const via = [];
  const assigns = [];
  let cwd = null;
  let rest = argv;
  for (let guard = 0; guard < 32 && rest.length > 0; guard++) {
    const name = commandName(rest[0]);
    if (name === null)
      break;
    if (SHELLS.has(name) || name === "busybox" && rest[1] && SHELLS.has(commandName(rest[1]) ?? "")) {
      const shellArgs = name === "busybox" ? rest.slice(2) : rest.slice(1);
      const shell = shellInvocation(shellArgs);
      if (shell === "file")
        break;
      via.push(`${name}${shell === "stdin" ? "" : " -c"}`);
      return shell === "stdin" ? { kind: "stdin-code", via, assigns, cwd } : { kind: "code", code: shell, via, assigns, cwd };
    }
    if (name === "parallel") {
      const template = skipOptions(rest.slice(1), ["-j", "--jobs", "-S", "--sshlogin", "--delay", "--timeout", "-N", "-n", "-a"]);
      const end = template.findIndex((f) => f.text !== null && /^:::+\+?$/.test(f.text));
      const command = (end < 0 ? template : template.slice(0, end)).map((f) => f.text !== null && /\{[^}]*\}/.test(f.text) ? unknownField : f);
      via.push("parallel");
      rest = command.some((f) => f === unknownField) ? command : [...command, unknownField];
      continue;
    }
    if (name === "eval") {
      via.push("eval");
      return { kind: "code", code: joinFields(rest.slice(1)), via, assigns, cwd };
    }
    if (name === "command" && rest[1] && /^-[pvV]*[vV]/.test(rest[1].text ?? ""))
      break;
    if (name === "busybox" || name === "builtin" || name === "nohup" || name === "unbuffer" || name === "chronic" || name === "dbus-run-session") {
      via.push(name);
      rest = rest.slice(1);
      continue;
    }
    const runner = RUNNERS[name];
    if (runner && rest[1] && runner.includes(rest[1].text ?? "")) {
      via.push(`${name} ${rest[1].text}`);
      rest = skipOptions(rest.slice(2), VALUE_OPTIONS.npx);
      if (rest[0]?.text === "--")
        rest = rest.slice(1);
      continue;
    }
    const valueOptions = VALUE_OPTIONS[name];
    if (valueOptions === void 0)
      break;
    const args = rest.slice(1);
    if (name === "watch" && !args.some((a) => a.text === "-x" || a.text === "--exec")) {
      via.push("watch");
      return { kind: "code", code: joinFields(skipOptions(args, valueOptions)), via, assigns, cwd };
    }
    if (name === "su" || name === "script" || name === "flock") {
      const code = optionValue(args, ["-c", "--command"]);
      if (code) {
        via.push(`${name} -c`);
        return { kind: "code", code, via, assigns, cwd };
      }
      if (name !== "flock")
        break;
    }
    if ((name === "sudo" || name === "doas") && args.some((a) => /^-[A-Za-z]*[si]/.test(a.text ?? "") && !(a.text ?? "").startsWith("--"))) {
      const inner2 = skipOptions(args, valueOptions);
      if (inner2.length > 0) {
        via.push(`${name} -s`);
        return { kind: "code", code: joinFields(inner2), via, assigns, cwd };
      }
    }
    if (name === "env") {
      const split = optionValue(args, ["-S", "--split-string"]);
      if (split) {
        via.push("env -S");
        return { kind: "code", code: split, via, assigns, cwd };
      }
      cwd = optionValue(args, ["-C", "--chdir"]) ?? cwd;
    }
    if (name === "sudo")
      cwd = optionValue(args, ["-D", "--chdir"]) ?? cwd;
    let inner = skipOptions(args, valueOptions);
    if (name === "timeout" || name === "flock" || name === "taskset")
      inner = inner.slice(1);
    if (name === "env" || name === "sudo") {
      while (inner[0]?.text && ASSIGNMENT.test(inner[0].text)) {
        const [, key, value] = ASSIGNMENT.exec(inner[0].text);
        assigns.push({ name: key, value: { text: value, pattern: value, glob: false } });
        inner = inner.slice(1);
      }
    }
    if (name === "xargs") {
      const replace = optionValue(args, ["-I", "--replace", "-i"]);
      via.push("xargs");
      if (inner.length === 0)
        return { kind: "exec", argv: [{ text: "echo", pattern: "echo", glob: false }, unknownField], via, assigns, cwd };
      const replaced = replace?.text ? inner.map((f) => f.text?.includes(replace.text) ? { ...unknownField, pattern: f.pattern.split(replace.text).join("*") } : f) : [...inner, unknownField];
      return { kind: "exec", argv: replaced, via, assigns, cwd };
    }
    if (inner.length === 0)
      break;
    via.push(name);
    rest = inner;
  }
  return { kind: "exec", argv: rest, via, assigns, cwd };
}
function commandName(field) {
  if (field.text === null)
    return null;
  const slash = field.text.lastIndexOf("/");
  return slash >= 0 ? field.text.slice(slash + 1) : field.text;
}
function shellInvocation(args) {
  let expectCode = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const text = arg.text;
    if (expectCode)
      return arg;
    if (text === null)
      return unknownField;
    if (text === "--")
      return args[i + 1] ? expectCode ? args[i + 1] : "file" : "stdin";
    if (text === "-" || text === "-s")
      return "stdin";
    if (/^[-+]o$/.test(text) || text === "--rcfile" || text === "--init-file") {
      i++;
      continue;
    }
    if (/^-[A-Za-z]*c[A-Za-z]*$/.test(text)) {
      expectCode = true;
      continue;
    }
    if (/^[-+]/.test(text))
      continue;
    return "file";
  }
  return expectCode ? unknownField : "stdin";
}
function skipOptions(args, valueOptions) {
  let i = 0;
  while (i < args.length) {
    const text = args[i].text;
    if (text === null || !text.startsWith("-") || text === "-")
      break;
    if (text === "--")
      return args.slice(i + 1);
    i += valueOptions.includes(text) ? 2 : 1;
  }
  return args.slice(i);
}
function optionValue(args, names) {
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === null)
      continue;
    if (names.includes(text))
      return args[i + 1] ?? unknownField;
    for (const name of names) {
      if (name.startsWith("--") && text.startsWith(`${name}=`))
        return { text: text.slice(name.length + 1), pattern: text.slice(name.length + 1), glob: false };
    }
  }
  return null;
}
function joinFields(fields) {
  if (fields.some((f) => f.text === null))
    return { ...unknownField, pattern: fields.map(show).join(" ") };
  const text = fields.map((f) => f.text).join(" ");
  return { text, pattern: text, glob: false };
}

// dist/src/heimdall/eval/stdout.js
function stdoutOf(argv, stdin) {
  const name = argv[0] ? commandName(argv[0]) : null;
  const args = argv.slice(1);
  const known = args.every((a) => a.text !== null);
  if (name === "echo" && known) {
    const words = args.map((a) => a.text);
    while (words[0] && /^-[neE]+$/.test(words[0]))
      words.shift();
    return { kind: "text", text: `${words.join(" ")}
` };
  }
  if (name === "printf" && known && args.length > 0)
    return { kind: "text", text: cookAnsiC([args[0].text, ...args.slice(1).map((a) => a.text)].join(" ")) };
  if (name === "cat") {
    const files = args.filter((a) => a.text !== "-");
    if (files.length === 0)
      return stdin;
    if (files.length === 1 && !files[0].text?.startsWith("-"))
      return { kind: "file", path: files[0] };
  }
  return { kind: "unknown", what: name ?? "a computed command" };
}

// dist/src/heimdall/eval/walk.js
var MAX_DEPTH = 8;
var NO_STDIN = { kind: "none" };
function walkCommand(src, options) {
  const result = { invocations: [], problems: [], parsers: /* @__PURE__ */ new Set() };
  const vars = /* @__PURE__ */ new Map();
  if (options.home !== void 0)
    vars.set("HOME", options.home);
  new Walker(options, result).code(knownField(src), { cwd: options.cwd, vars, constants: /* @__PURE__ */ new Set(), stdin: NO_STDIN, via: [], depth: 0 });
  return result;
}
var Walker = class {
  options;
  result;
  constructor(options, result) {
    this.options = options;
    this.result = result;
  }
  /** Parses and walks shell code (the top-level command, or code found inside it). */
  code(code, state) {
    if (code.text === null) {
      this.problem("unknown-code", `shell code computed at run time: ${code.pattern}`, state.via);
      return;
    }
    if (state.depth > MAX_DEPTH) {
      this.problem("unknown-code", "shell code nested too deeply to inspect", state.via);
      return;
    }
    const parsed = this.options.parse(code.text);
    if (!parsed.ok) {
      this.problem("parse-error", parsed.error, state.via);
      return;
    }
    this.result.parsers.add(parsed.parser);
    this.script(parsed.script, state);
  }
  script(script, outer) {
    const bindings = analyzeBindings(script);
    const vars = new Map(bindings.dynamic ? [] : [...outer.vars].filter(([name]) => !bindings.assigned.has(name) || bindings.constants.has(name)));
    const state = { ...outer, vars, constants: bindings.dynamic ? /* @__PURE__ */ new Set() : bindings.constants };
    for (const stmt of script.stmts)
      this.stmt(stmt, state, true);
  }
  stmt(stmt, state, topLevel = false) {
    const io = this.redirects(stmt.redirs, state);
    const inner = io.stdin ? { ...state, stdin: io.stdin } : state;
    if (stmt.command.type === "simple")
      return this.simple(stmt.command.assigns, stmt.command.args, inner, topLevel, io);
    if (io.writes.length > 0 || io.reads.length > 0)
      this.record({ argv: [], assigns: [], writes: io.writes, reads: io.reads, stdin: inner.stdin, cwd: state.cwd, via: state.via });
    return this.command(stmt.command, inner);
  }
  command(command, state) {
    switch (command.type) {
      case "decl": {
        const assigns = this.assigns(command.assigns, state, false);
        const argv = [knownField(command.variant), ...command.args.flatMap((w) => this.expand(w, state))];
        this.record({ argv, assigns, writes: [], reads: [], stdin: state.stdin, cwd: state.cwd, via: state.via });
        return { kind: "unknown", what: command.variant };
      }
      case "binary": {
        if (command.op === "&&" || command.op === "||") {
          this.stmt(command.left, state);
          return this.stmt(command.right, state);
        }
        const out = this.stmt(command.left, copy(state));
        return this.stmt(command.right, { ...copy(state), stdin: out });
      }
      case "compound": {
        const scope = command.kind === "subshell" ? copy(state) : state;
        command.words.forEach((w) => this.expand(w, scope));
        command.binds.forEach((name) => scope.vars.delete(name));
        for (const stmt of command.body)
          this.stmt(stmt, scope);
        return { kind: "unknown", what: command.kind };
      }
    }
  }
  simple(assignWords, args, state, topLevel, io) {
    const assigns = this.assigns(assignWords, state, topLevel && args.length === 0);
    const argv = args.flatMap((w) => this.expand(w, state));
    if (argv.length === 0) {
      if (assigns.length > 0 || io.writes.length > 0 || io.reads.length > 0)
        this.record({ argv: [], assigns, writes: io.writes, reads: io.reads, stdin: state.stdin, cwd: state.cwd, via: state.via });
      return NO_STDIN;
    }
    const unwrapped = unwrap(argv);
    const via = [...state.via, ...unwrapped.via];
    const allAssigns = [...assigns, ...unwrapped.assigns];
    const cwd = unwrapped.cwd ? resolvePath(unwrapped.cwd.text, state.cwd, this.options.fs) : state.cwd;
    if (unwrapped.kind === "code") {
      if (unwrapped.via.includes("eval")) {
        state.vars.clear();
        state.constants = /* @__PURE__ */ new Set();
      }
      const evalInPlace = unwrapped.via[unwrapped.via.length - 1] === "eval";
      const vars = evalInPlace ? state.vars : homeOnly(state.vars, allAssigns);
      this.recordRedirects(io, state);
      this.code(unwrapped.code, { ...state, cwd, vars, via, depth: state.depth + 1 });
      return { kind: "unknown", what: "shell code" };
    }
    if (unwrapped.kind === "stdin-code") {
      this.recordRedirects(io, state);
      this.stdinCode(state.stdin, { ...state, cwd, vars: homeOnly(state.vars, allAssigns), via, depth: state.depth + 1 });
      return { kind: "unknown", what: "shell code" };
    }
    const finalArgv = unwrapped.argv.length > 0 ? unwrapped.argv : argv;
    const invocation = { argv: finalArgv, assigns: allAssigns, writes: io.writes, reads: io.reads, stdin: state.stdin, cwd, via };
    this.record(invocation);
    const name = commandName(finalArgv[0]);
    if (name !== null && DYNAMIC_COMMANDS.has(name)) {
      state.vars.clear();
      state.constants = /* @__PURE__ */ new Set();
    }
    this.changeDirectory(invocation, state);
    this.findExecs(invocation, state);
    return stdoutOf(finalArgv, state.stdin);
  }
  /** `bash -c '...' > out`: the redirections are the outer command's, checked on their own. */
  recordRedirects(io, state) {
    if (io.writes.length > 0 || io.reads.length > 0)
      this.record({ argv: [], assigns: [], writes: io.writes, reads: io.reads, stdin: state.stdin, cwd: state.cwd, via: state.via });
  }
  stdinCode(stdin, state) {
    if (stdin.kind === "text")
      this.code(knownField(stdin.text), state);
    else if (stdin.kind === "file")
      this.problem("unknown-code", `a shell reading its script from the file ${show(stdin.path)}`, state.via);
    else if (stdin.kind === "unknown")
      this.problem("unknown-code", `a shell reading its script from the output of ${stdin.what}`, state.via);
  }
  changeDirectory(invocation, state) {
    const name = commandName(invocation.argv[0]);
    if (name !== "cd" && name !== "pushd" && name !== "popd")
      return;
    const target = invocation.argv.slice(1).find((f) => f.text === null || !f.text.startsWith("-") || f.text === "-");
    if (name === "popd" || target?.text === "-")
      state.cwd = null;
    else if (!target)
      state.cwd = state.vars.get("HOME") ?? null;
    else
      state.cwd = resolvePath(target.text, invocation.cwd, this.options.fs);
  }
  findExecs(invocation, state) {
    if (commandName(invocation.argv[0]) !== "find")
      return;
    const plan = planFind(invocation.argv.slice(1));
    for (const exec of plan.execs) {
      for (const root of plan.roots) {
        const argv = exec(foundUnder(root, plan.narrowed));
        if (argv.length === 0)
          continue;
        const inner = unwrap(argv);
        const via = [...invocation.via, "find -exec", ...inner.via];
        if (inner.kind === "exec")
          this.record({ argv: inner.argv, assigns: [], writes: [], reads: [], stdin: NO_STDIN, cwd: invocation.cwd, via });
        else if (inner.kind === "code")
          this.code(inner.code, { ...state, via, depth: state.depth + 1, vars: homeOnly(state.vars, []) });
      }
    }
  }
  assigns(assigns, state, settles) {
    return assigns.map((assign) => {
      const value = assign.value ? this.expandAssignment(assign.value, state) : assign.array ? null : knownField("");
      assign.array?.forEach((w) => this.expand(w, state));
      if (settles && state.constants.has(assign.name) && value?.text != null)
        state.vars.set(assign.name, value.text);
      else if (settles || !state.constants.has(assign.name))
        state.vars.delete(assign.name);
      return { name: assign.name, value };
    });
  }
  redirects(redirs, state) {
    const writes = [];
    const reads = [];
    let stdin = null;
    for (const r of redirs) {
      if (r.op === "<<" || r.op === "<<-") {
        const body = r.heredoc ? this.expandAssignment(r.heredoc, state) : knownField("");
        stdin = body.text === null ? { kind: "unknown", what: "a heredoc with substitutions" } : { kind: "text", text: body.text };
        continue;
      }
      if (r.op === "<<<") {
        const text = this.expandAssignment(r.target, state);
        stdin = text.text === null ? { kind: "unknown", what: "a computed here-string" } : { kind: "text", text: `${text.text}
` };
        continue;
      }
      const target = this.expandOne(r.target, state);
      if (r.op === "<" || r.op === "<>") {
        reads.push(target);
        if (r.fd === null || r.fd === "0")
          stdin = { kind: "file", path: target };
      }
      if (r.op === ">" || r.op === ">>" || r.op === ">|" || r.op === "&>" || r.op === "&>>" || r.op === "<>")
        writes.push(target);
      if (r.op === ">&" && !/^(\d+-?|-)$/.test(target.text ?? "0"))
        writes.push(target);
    }
    return { writes, reads, stdin };
  }
  /** Expands a word, walking the command substitutions inside it first (they run before the command). */
  expand(word, state) {
    this.substitutions(word, state);
    return expandWord(word, state.vars);
  }
  expandOne(word, state) {
    this.substitutions(word, state);
    return expandSingle(word, state.vars);
  }
  expandAssignment(word, state) {
    this.substitutions(word, state);
    return expandWord(word, state.vars, true)[0];
  }
  substitutions(word, state) {
    for (const part of word.parts) {
      const bodies = part.type === "subst" || part.type === "procsubst" ? [part.body] : part.type === "dynamic" ? part.bodies : [];
      for (const body of bodies)
        this.script(body, { ...copy(state), stdin: NO_STDIN, via: [...state.via, part.type === "procsubst" ? "<(...)" : "$(...)"] });
    }
  }
  record(invocation) {
    this.result.invocations.push(invocation);
  }
  problem(kind, detail, via) {
    this.result.problems.push({ kind, detail, via });
  }
};
function copy(state) {
  return { ...state, vars: new Map(state.vars) };
}
function homeOnly(vars, assigns) {
  const home = assigns.find((a) => a.name === "HOME");
  const value = home ? home.value?.text : vars.get("HOME");
  return new Map(value == null ? [] : [["HOME", value]]);
}

// dist/src/heimdall/rules/common.js
function display(invocation) {
  return invocation.argv.map((f) => quoteForDisplay(show(f))).join(" ");
}
function quoteForDisplay(text) {
  return /^[\w@%+=:,./~*?{}[\]-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
function resolveField(field, invocation, ctx) {
  const shown = show(field);
  if (field.text === null)
    return { path: null, glob: false, matchesAll: false, shown };
  if (!field.glob)
    return { path: resolvePath(field.text, invocation.cwd, ctx.fs), glob: false, matchesAll: false, shown };
  const base = globBase(field.pattern);
  return { path: resolvePath(base.dir, invocation.cwd, ctx.fs), glob: true, matchesAll: base.matchesAll, shown };
}
function splitArgs(args, valueOptions = []) {
  const short = /* @__PURE__ */ new Set();
  const long = /* @__PURE__ */ new Set();
  const operands = [];
  let optionsDone = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (optionsDone || text === null || !text.startsWith("-") || text === "-")
      operands.push(args[i]);
    else if (text === "--")
      optionsDone = true;
    else if (text.startsWith("--"))
      long.add(text.split("=")[0]);
    else {
      for (const c of text.slice(1))
        short.add(c);
      if (valueOptions.includes(text))
        i++;
    }
  }
  return { short, long, operands };
}

// dist/src/heimdall/rules/audits.js
var INSTALLS = {
  npm: /^(install|i|ci|add|update|up|upgrade|build|rebuild|link)$/,
  pnpm: /^(install|i|add|update|up|build|rebuild|link)$/,
  yarn: /^(install|add|upgrade|up|build|link)$/,
  bun: /^(install|i|add|update|build|link)$/,
  pip: /^(install|download)$/,
  pip3: /^(install|download)$/,
  uv: /^(pip|add|sync|tool|build|lock)$/,
  cargo: /^(build|install|add|update|fetch)$/,
  go: /^(build|install|get|mod)$/
};
function auditRule(name, invocation) {
  const operands = invocation.argv.slice(1).map((a) => a.text ?? "").filter((a) => !a.startsWith("-"));
  const command = display(invocation);
  const pattern = INSTALLS[name];
  if (pattern && (operands.some((o, i) => i < 2 && pattern.test(o)) || name === "yarn" && operands.length === 0 || name === "npm" && operands[0] === "run" && operands[1] === "build")) {
    return [audit("install", "install/build", command)];
  }
  if (/^python[0-9.]*$/.test(name) && operands[0] === "pip" && invocation.argv.some((a) => a.text === "-m"))
    return [audit("install", "install/build", command)];
  if (name === "curl" || name === "wget") {
    const hosts = invocation.argv.slice(1).flatMap((a) => {
      const match = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/\s]*@)?([A-Za-z0-9.-]+\.[A-Za-z]{2,}|localhost|\d+\.\d+\.\d+\.\d+|\[[0-9a-f:]+\])(?::\d+)?(?:[/?#]|$)/i.exec(a.text ?? "");
      return match && !(a.text ?? "").startsWith("-") ? [match[1]] : [];
    });
    const where = hosts.length > 0 ? [...new Set(hosts)].join(", ") : "unknown host";
    return [audit("network", `network (${where})`, `${command} (to ${where})`)];
  }
  return [];
}

// dist/src/heimdall/rules/credentials.js
var READERS = /* @__PURE__ */ new Set([
  "cat",
  "less",
  "more",
  "head",
  "tail",
  "tac",
  "nl",
  "bat",
  "batcat",
  "view",
  "vim",
  "vi",
  "nvim",
  "nano",
  "emacs",
  "grep",
  "egrep",
  "fgrep",
  "rg",
  "ag",
  "ack",
  "awk",
  "gawk",
  "sed",
  "sort",
  "uniq",
  "cut",
  "diff",
  "cmp",
  "comm",
  "cp",
  "scp",
  "rsync",
  "base64",
  "base32",
  "xxd",
  "od",
  "hexdump",
  "strings",
  "source",
  ".",
  "tar",
  "zip",
  "gzip",
  "bzip2",
  "xz",
  "7z",
  "openssl",
  "gpg",
  "jq",
  "yq",
  "strings",
  "iconv",
  "paste",
  "column",
  "fold",
  "fmt",
  "pr"
]);
var PATTERN_FIRST = /* @__PURE__ */ new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk", "sed", "jq", "yq"]);
function credentialRule(name, invocation) {
  const candidates = [...invocation.reads];
  const args = invocation.argv.slice(1);
  if (READERS.has(name)) {
    const valueOptions = PATTERN_FIRST.has(name) ? ["-e", "-f", "-m", "-A", "-B", "-C", "-g", "-t", "--glob", "--type"] : name === "head" || name === "tail" ? ["-n", "-c"] : [];
    const { operands } = splitArgs(args, valueOptions);
    const patternGiven = args.some((a) => /^-(e|f|-regexp|-file)$/.test(a.text ?? ""));
    const sources = name === "cp" || name === "scp" || name === "rsync" ? operands.slice(0, -1) : operands;
    candidates.push(...PATTERN_FIRST.has(name) && !patternGiven ? sources.slice(1) : sources);
  }
  for (const a of args) {
    const text = a.pattern;
    const at = /(?:^|=)@([^;]+)$/.exec(text) ?? /^if=(.+)$/.exec(text);
    if (at)
      candidates.push({ text: at[1], pattern: at[1], glob: false });
  }
  if (name === "curl") {
    const upload = args.findIndex((a) => a.text === "-T" || a.text === "--upload-file");
    if (upload >= 0 && args[upload + 1])
      candidates.push(args[upload + 1]);
  }
  for (const field of candidates) {
    const kind = credentialKind(field.pattern);
    if (kind) {
      return [block("credential-read", "credential access", `\`${display(invocation) || "this redirection"}\` reads ${show(field)}, ${kind}.`, "Do not read credentials; if the task needs a secret, stop and say so in your handoff.")];
    }
  }
  return [];
}
var PRINTERS = /* @__PURE__ */ new Set(["echo", "printf", "print", "printenv", "logger", "wall"]);
function secretRule(name, invocation) {
  const command = display(invocation);
  const advice = "Use secrets only through the environment of the command that needs them; never print, log or assign them.";
  const assigned = invocation.assigns.find((a) => SECRET_NAME.test(a.name));
  if (assigned)
    return [block("secret-exposure", "secret exposure", `the command assigns ${assigned.name}, a credential-like variable.`, advice)];
  if (name === null)
    return [];
  const args = invocation.argv.slice(1);
  if (PRINTERS.has(name)) {
    const printed = args.flatMap((a) => a.vars ?? []).find((v) => SECRET_NAME.test(v)) ?? (name === "printenv" ? args.map((a) => a.text ?? "").find((t) => SECRET_NAME.test(t)) : void 0);
    if (printed)
      return [block("secret-exposure", "secret exposure", `\`${command}\` prints ${printed}, a credential-like variable.`, advice)];
  }
  const operands = args.filter((a) => !(a.text ?? "").startsWith("-"));
  const dump = invocation.assigns.length === 0 && (name === "env" && args.every((a) => /^-|=/.test(a.text ?? "-")) || name === "printenv" && args.length === 0 || name === "set" && args.length === 0 || (name === "export" || name === "declare" || name === "typeset" || name === "compgen") && operands.length === 0 && args.some((a) => /^-[a-zA-Z]*[pxv]/.test(a.text ?? "") || name === "export"));
  if (dump) {
    return [block("secret-exposure", "secret exposure", `\`${command}\` dumps every environment variable, secrets included.`, "Print the one variable you need by name (not a credential), e.g. printenv PATH.")];
  }
  return [];
}

// dist/src/heimdall/rules/delete.js
import { posix } from "node:path";
var RECURSIVE_DELETERS = /* @__PURE__ */ new Set(["trash", "trash-put", "rimraf", "del-cli"]);
var PLAIN_DELETERS = /* @__PURE__ */ new Set(["rmdir", "unlink", "shred"]);
function deleteRule(name, invocation, ctx) {
  const args = invocation.argv.slice(1);
  if (name === "rm") {
    const { short, long, operands } = splitArgs(args);
    const recursive = short.has("r") || short.has("R") || long.has("--recursive");
    return operands.flatMap((target) => checkTarget(target, recursive, invocation, ctx));
  }
  if (RECURSIVE_DELETERS.has(name))
    return splitArgs(args).operands.flatMap((t) => checkTarget(t, true, invocation, ctx));
  if (PLAIN_DELETERS.has(name)) {
    const { short, long, operands } = splitArgs(args);
    if (name === "shred" && !short.has("u") && !long.has("--remove"))
      return [];
    return operands.flatMap((t) => checkTarget(t, false, invocation, ctx));
  }
  if (name === "find") {
    const plan = planFind(args);
    if (!plan.deletes)
      return [];
    return plan.roots.flatMap((root) => checkTarget(foundUnder(root, plan.narrowed), true, invocation, ctx, "find-delete"));
  }
  return [];
}
function checkTarget(target, recursive, invocation, ctx, rule = "rm-recursive") {
  const { policy } = ctx;
  const resolved = resolveField(target, invocation, ctx);
  const command = display(invocation);
  const advice = `Delete only inside the worktree (${policy.worktree}), naming the paths literally, e.g. rm -rf ./dist.`;
  if (resolved.path === null) {
    return [block(recursive ? rule : "path-escape", "computed delete", `\`${command}\` deletes ${resolved.shown}, a path computed at run time, so Heimdall cannot tell what it removes.`, advice)];
  }
  const paths = [resolved.path];
  if (resolved.glob && /(^|\/)\.[*?]/.test(target.pattern))
    paths.push(posix.dirname(resolved.path));
  for (const path of paths) {
    if (!recursive) {
      const write2 = classifyWrite(path, policy);
      if (!write2.ok)
        return [block(write2.guard ? "guard-tamper" : "path-escape", write2.guard ? "guard tamper" : "path escape", `\`${command}\` deletes ${resolved.shown}: ${write2.why}.`, advice)];
      continue;
    }
    if (!isInside(path, policy.worktree)) {
      return [block(rule, "path escape", `\`${command}\` deletes ${resolved.shown} (${path}), outside the worktree.`, advice)];
    }
    if (!isStrictlyInside(path, policy.worktree) || resolved.glob && resolved.matchesAll && path === policy.worktree) {
      return [block(rule, "recursive delete", `\`${command}\` would delete the whole worktree (${policy.worktree}).`, "Delete the specific folders you mean, e.g. rm -rf node_modules dist.")];
    }
    const write = classifyWrite(path, policy);
    if (!write.ok && write.guard)
      return [block("guard-tamper", "guard tamper", `\`${command}\` deletes ${resolved.shown}: ${write.why}.`, advice)];
  }
  return [];
}

// dist/src/heimdall/policy.js
var PROTECTED_BRANCHES = /* @__PURE__ */ new Set(["main", "master", "trunk", "develop", "production", "release"]);

// dist/src/heimdall/rules/git.js
var GLOBAL_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env"]);
var READ_ONLY = /* @__PURE__ */ new Set(["status", "log", "diff", "show", "rev-parse", "ls-files", "ls-tree", "blame", "describe", "shortlog", "grep", "cat-file", "remote", "config", "fetch", "branch", "tag", "reflog", "version", "help"]);
var SAFE_RESET_TARGETS = /^(HEAD|@)(~[01]?|\^1?)?$/;
function parseGit(args) {
  let dir = null;
  const config = [];
  let i = 0;
  for (; i < args.length; i++) {
    const text = args[i].text;
    if (text === null || !text.startsWith("-"))
      break;
    if (text === "-C")
      dir = args[i + 1] ?? null;
    if (text === "-c")
      config.push(args[i + 1]?.text ?? "*");
    if (GLOBAL_VALUE_OPTIONS.has(text))
      i++;
  }
  return { dir, config, sub: args[i]?.text ?? null, computed: args[i] !== void 0 && args[i].text === null, rest: args.slice(i + 1) };
}
function gitRule(invocation, ctx) {
  const git = parseGit(invocation.argv.slice(1));
  const command = display(invocation);
  const cwd = git.dir ? resolvePath(git.dir.text, invocation.cwd, ctx.fs) : invocation.cwd;
  if (git.config.some((c) => /^alias\./i.test(c)) || git.sub === "config" && git.rest.some((a) => /^alias\./i.test(a.text ?? "*"))) {
    return [block("git-alias", "git alias", `\`${command}\` defines a git alias, which would hide the real command from this guard.`, "Run the git command itself instead of an alias.")];
  }
  if (git.sub === null)
    return git.computed ? [unknownSub(command)] : [];
  if (git.dir && git.sub && !READ_ONLY.has(git.sub) && (cwd === null || !isInside(cwd, ctx.policy.worktree))) {
    return [block("path-escape", "path escape", `\`${command}\` changes a repository outside the worktree (${cwd ?? git.dir.pattern}).`, `Run git inside the worktree (${ctx.policy.worktree}).`)];
  }
  switch (git.sub) {
    case "push":
      return pushRule(git.rest, cwd, command, ctx);
    case "reset":
      return resetRule(git.rest, command);
    case "clean":
      return cleanRule(git.rest, command);
    case "checkout":
    case "restore":
      return discardRule(git.sub, git.rest, command);
    case "branch":
      return branchRule(git.rest, command, ctx);
    case "commit":
      return git.rest.some((a) => a.text === "--amend") ? [audit("git-amend", "git commit --amend", command)] : [];
    default:
      return [];
  }
}
function unknownSub(command) {
  return block("unknown-command", "computed command", `\`${command}\` runs a git subcommand computed at run time.`, "Write the git subcommand literally.");
}
function pushRule(args, cwd, command, ctx) {
  const advice = ctx.policy.assignedBranch ? `Push only your branch, without force: git push origin ${ctx.policy.assignedBranch}. If history must be rewritten, stop and say so in your handoff.` : "Push only your own feature branch, without force, to origin.";
  const refuse = (why) => [block("git-push", "git push", `\`${command}\` ${why}.`, advice)];
  const { long, short, operands } = splitArgs(args, ["-o", "--push-option", "--repo", "--receive-pack", "--exec"]);
  const force = short.has("f") || ["--force", "--force-with-lease", "--force-if-includes"].some((f) => long.has(f));
  if (force)
    return refuse("force-pushes, which can destroy commits on the remote");
  if (long.has("--mirror"))
    return refuse("mirrors every ref to the remote, deleting the ones missing locally");
  if (long.has("--delete") || short.has("d") || long.has("--prune"))
    return refuse("deletes remote branches");
  if (long.has("--all") || long.has("--branches"))
    return refuse("pushes every local branch");
  const remote = operands[0];
  if (remote && remote.text !== "origin")
    return refuse(`pushes to ${remote.text ?? "a remote computed at run time"}, not origin`);
  const refspecs = operands.slice(1);
  const current = cwd ? ctx.fs.currentBranch(cwd) : null;
  const destinations = [];
  for (const spec of refspecs) {
    const text = spec.text;
    if (text === null)
      return refuse("pushes a refspec computed at run time");
    if (text.startsWith("+"))
      return refuse(`force-pushes with the refspec ${text}`);
    if (text.startsWith(":"))
      return refuse(`deletes the remote branch ${text.slice(1)}`);
    if (text.startsWith("refs/tags/") || text === "--tags")
      continue;
    const dst = text.includes(":") ? text.slice(text.indexOf(":") + 1) : text;
    destinations.push(dst === "HEAD" || dst === "@" ? current : dst.replace(/^refs\/heads\//, ""));
  }
  if (refspecs.length === 0)
    destinations.push(current);
  for (const dst of destinations) {
    if (dst === null)
      return refuse("pushes a branch Heimdall cannot determine (no explicit refspec and no readable current branch)");
    const allowed = ctx.policy.assignedBranch ?? (current && !PROTECTED_BRANCHES.has(current) ? current : null);
    if (dst !== allowed)
      return refuse(`pushes to ${dst}, but this task may only push ${ctx.policy.assignedBranch ?? "its own non-protected branch"}`);
  }
  return [];
}
function resetRule(args, command) {
  if (!args.some((a) => a.text === "--hard"))
    return [];
  const target = args.find((a) => a.text === null || !a.text.startsWith("-"));
  if (!target || target.text !== null && SAFE_RESET_TARGETS.test(target.text))
    return [];
  return [block("git-reset", "git reset --hard", `\`${command}\` moves the branch to ${target.text ?? "a commit computed at run time"} and throws away everything after it.`, "Reset at most one commit back (git reset --hard HEAD~1), or use git revert.")];
}
function cleanRule(args, command) {
  const { short, long } = splitArgs(args, ["-e", "--exclude"]);
  const force = short.has("f") || long.has("--force");
  const wide = short.has("d") || short.has("x") || short.has("X");
  const dry = short.has("n") || long.has("--dry-run");
  if (!force || !wide || dry)
    return [];
  return [block("git-clean", "git clean", `\`${command}\` deletes untracked files and folders, which may be the only copy of work.`, "Delete the specific build folders instead (rm -rf dist), or run git clean -n to see what it would remove.")];
}
var WHOLE_TREE = /* @__PURE__ */ new Set([".", "./", ":/", ":/*", "*", ":(top)", ":(top)."]);
function discardRule(sub, args, command) {
  const { long, short, operands } = splitArgs(args, ["-s", "--source", "-b", "-B", "--conflict", "--pathspec-from-file"]);
  if (sub === "restore" && (long.has("--staged") || short.has("S")) && !long.has("--worktree") && !short.has("W"))
    return [];
  if (!operands.some((o) => o.text === null || WHOLE_TREE.has(o.text)))
    return [];
  return [block("git-discard", "git discard", `\`${command}\` discards every uncommitted change in the worktree.`, `Discard single files by name (git ${sub} -- path/to/file), or commit first.`)];
}
function branchRule(args, command, ctx) {
  const { short, long, operands } = splitArgs(args);
  const forced = short.has("D") || (short.has("d") || long.has("--delete")) && (short.has("f") || long.has("--force"));
  if (!forced)
    return [];
  const assigned = ctx.policy.assignedBranch;
  const hit = operands.find((o) => o.text === null || o.text === assigned);
  if (!hit)
    return [];
  return [block("git-branch-delete", "git branch delete", `\`${command}\` force-deletes ${hit.text ?? "a branch computed at run time"}, this task's branch.`, "Keep the assigned branch; it carries your work to review.")];
}

// dist/src/heimdall/rules/sql.js
var MAX_SQL_FILE = 1048576;
function destructiveSql(sql, hasDbMigration) {
  const text = sql.replace(/--[^\n]*/g, " ").replace(/\/\*[\s\S]*?\*\//g, " ").replace(/'(?:[^']|'')*'/g, "''");
  for (const raw of text.split(";")) {
    const statement = raw.trim().replace(/\s+/g, " ");
    if (/^drop (database|schema)\b/i.test(statement))
      return statement;
    if (!hasDbMigration && (/^drop table\b/i.test(statement) || /^truncate\b/i.test(statement)))
      return statement;
    if (/^delete from\b/i.test(statement) && !/\bwhere\b/i.test(statement))
      return statement;
  }
  return null;
}
var CLIENTS = {
  psql: { inline: ["-c", "--command"], file: ["-f", "--file"] },
  mysql: { inline: ["-e", "--execute"], file: [] },
  mariadb: { inline: ["-e", "--execute"], file: [] },
  sqlite3: { inline: ["-cmd"], file: [], positional: true },
  sqlite: { inline: ["-cmd"], file: [], positional: true },
  duckdb: { inline: ["-c", "-cmd"], file: [], positional: true },
  "clickhouse-client": { inline: ["-q", "--query"], file: ["--queries-file"] },
  sqlcmd: { inline: ["-Q", "-q"], file: ["-i"] }
};
function sqlRule(name, invocation, ctx) {
  const client = CLIENTS[name] ?? (name === "cockroach" && invocation.argv[1]?.text === "sql" ? { inline: ["-e", "--execute"], file: [] } : null);
  if (!client)
    return [];
  const args = invocation.argv.slice(1);
  const sources = [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    const value = (names) => text !== null && names.includes(text) ? args[i + 1] : names.map((n) => text?.startsWith(`${n}=`) ? { ...args[i], text: text.slice(n.length + 1) } : null).find(Boolean);
    const inline = value(client.inline);
    if (inline)
      sources.push(inline.text);
    const file = value(client.file);
    if (file)
      sources.push(readSql(file, invocation, ctx));
  }
  if (client.positional) {
    const operands = args.filter((a, i) => !(a.text ?? "").startsWith("-") && !client.inline.includes(args[i - 1]?.text ?? ""));
    sources.push(...operands.slice(1).map((o) => o.text));
  }
  if (sources.length === 0)
    sources.push(...stdinSql(invocation.stdin, invocation, ctx));
  const command = display(invocation);
  for (const sql of sources) {
    if (sql === null) {
      if (ctx.policy.hasDbMigration)
        return [audit("db-migration", "db migration", `${command} (SQL not readable in advance)`)];
      return [block("sql-destructive", "destructive SQL", `\`${command}\` runs SQL that cannot be read in advance, on a task without has_db_migration.`, 'Pass the SQL literally (psql -c "..."), without DROP, TRUNCATE or DELETE without WHERE.')];
    }
    const bad = destructiveSql(sql, ctx.policy.hasDbMigration);
    if (bad)
      return [block("sql-destructive", "destructive SQL", `\`${command}\` runs \`${bad.slice(0, 120)}\`.`, "Change data with scoped statements (DELETE ... WHERE ...); schema changes belong in a task with has_db_migration.")];
  }
  return [];
}
function stdinSql(stdin, invocation, ctx) {
  if (stdin.kind === "none")
    return [];
  if (stdin.kind === "text")
    return [stdin.text];
  if (stdin.kind === "file")
    return [readSql(stdin.path, invocation, ctx)];
  return [null];
}
function readSql(file, invocation, ctx) {
  const path = resolvePath(file.text, invocation.cwd, ctx.fs);
  const text = path ? ctx.fs.readText(path) : null;
  return text !== null && text.length <= MAX_SQL_FILE ? text : null;
}
var MIGRATIONS = [
  ["prisma", /^(migrate|db)$/],
  ["knex", /^migrate:/],
  ["sequelize", /^db:migrate/],
  ["typeorm", /^migration:/],
  ["alembic", /^(upgrade|downgrade)$/],
  ["rails", /^db:/],
  ["rake", /^db:/],
  ["mix", /^ecto\./],
  ["flyway", /^(migrate|clean|undo)$/],
  ["liquibase", /^(update|rollback|drop-all)/],
  ["goose", /^(up|down|reset|redo)/],
  ["dbmate", /^(up|down|migrate|rollback|drop)$/],
  ["sqlx", /^(migrate|database)$/],
  ["diesel", /^(migration|database)$/],
  ["drizzle-kit", /^(push|migrate)$/],
  ["migrate", /^(up|down|drop|force|goto)$/]
];
var DROPS_DATABASE = /^(db:drop|db:reset|ecto\.drop|ecto\.reset|drop-all|drop|reset)$/;
function migrationRule(name, invocation, ctx) {
  const args = invocation.argv.slice(1).map((a) => a.text ?? "");
  const operands = args.filter((a) => !a.startsWith("-"));
  const isDjango = /^python[0-9.]*$/.test(name) && operands[0]?.endsWith("manage.py") && operands[1] === "migrate";
  const entry = MIGRATIONS.find(([tool, sub]) => tool === name && operands.some((o) => sub.test(o)));
  if (!entry && !isDjango)
    return [];
  const command = display(invocation);
  const drops = operands.some((o) => DROPS_DATABASE.test(o)) || name === "prisma" && operands.includes("reset");
  if (drops)
    return [block("sql-destructive", "destructive SQL", `\`${command}\` drops or resets the database.`, "Run forward migrations only.")];
  if (ctx.policy.hasDbMigration)
    return [audit("db-migration", "db migration", command)];
  return [block("db-migration", "db migration", `\`${command}\` runs database migrations, but this task does not declare has_db_migration.`, "Leave the migration for a task that declares has_db_migration, and say so in your handoff.")];
}

// dist/src/heimdall/rules/inline-code.js
var CODE_OPTIONS = [
  [/^python[0-9.]*$|^pypy3?$/, /^-[A-Za-z]*c$/],
  [/^(node|nodejs|bun)$/, /^(-e|--eval|-p|--print|-pe)$/],
  [/^perl$/, /^-[A-Za-z]*[eE]$/],
  [/^ruby$/, /^-[A-Za-z]*e$/],
  [/^php$/, /^-r$/]
];
var DELETE_CALLS = /\b(shutil\.rmtree|os\.(remove|unlink|rmdir|removedirs)|\.unlink|\.rmdir|send2trash|rmSync|rmdirSync|unlinkSync|fs(?:\.promises)?\.(rm|rmdir|unlink)|rimraf|FileUtils\.(rm_rf|rm_r|rm|remove_dir|remove_entry)|File\.(delete|unlink)|Dir\.(rmdir|delete)|rmtree|remove_tree|unlink)\b\s*\(?/g;
var SHELL_CALLS = /\b(os\.system|os\.popen|subprocess\.\w+|execSync|execFileSync|spawnSync|exec|spawn|system|popen|qx)\s*\(/g;
var STRING = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$]*)`/g;
function interpreterOf(name) {
  return CODE_OPTIONS.find(([interpreter]) => interpreter.test(name))?.[1] ?? null;
}
function inlineCodeRule(name, invocation, ctx) {
  const option = interpreterOf(name);
  if (!option)
    return [];
  const args = invocation.argv.slice(1);
  const codes = [];
  args.forEach((a, i) => {
    if (a.text !== null && option.test(a.text))
      codes.push(args[i + 1] ?? { text: null, pattern: "*", glob: false });
  });
  if (name === "deno" && args[0]?.text === "eval" && args[1])
    codes.push(args[1]);
  const operands = args.filter((a) => !codes.includes(a) && (a.text === null || !a.text.startsWith("-") || a.text === "-"));
  if (codes.length === 0 && (operands.length === 0 || operands[0].text === "-")) {
    const stdin = invocation.stdin;
    if (stdin.kind === "text")
      codes.push({ text: stdin.text, pattern: stdin.text, glob: false });
    else if (stdin.kind !== "none")
      codes.push({ text: null, pattern: "*", glob: false });
  }
  const command = display(invocation);
  for (const code of codes) {
    if (code.text === null) {
      return [block("unknown-code", "unreadable code", `\`${command}\` runs ${name} code that is computed at run time or piped in from elsewhere.`, "Write the code into a file in the worktree and run that file.")];
    }
    const found = checkCode(code.text, command, invocation, ctx);
    if (found.length > 0)
      return found;
  }
  return [];
}
function checkCode(code, command, invocation, ctx) {
  const advice = `Delete files only inside the worktree (${ctx.policy.worktree}), with literal paths.`;
  for (const match of code.matchAll(DELETE_CALLS)) {
    const literals = stringsIn(callArguments(code, match.index + match[0].length));
    if (literals.length === 0)
      return [block("inline-delete", "inline code delete", `\`${command}\` deletes files with ${match[1]} on a path computed at run time.`, advice)];
    for (const literal of literals) {
      const path = resolvePath(literal, invocation.cwd, ctx.fs);
      if (path === null || !isStrictlyInside(path, ctx.policy.worktree)) {
        return [block("inline-delete", "inline code delete", `\`${command}\` deletes ${literal} with ${match[1]}, outside the worktree or the worktree itself.`, advice)];
      }
    }
  }
  for (const match of code.matchAll(SHELL_CALLS)) {
    const literals = stringsIn(callArguments(code, match.index + match[0].length));
    const shell = literals.join(" ");
    if (ctx.nested && shell) {
      const found = ctx.nested(shell, invocation.cwd);
      if (found.length > 0)
        return found;
    }
  }
  for (const literal of stringsIn(code)) {
    const bad = destructiveSql(literal, ctx.policy.hasDbMigration);
    if (bad)
      return [block("sql-destructive", "destructive SQL", `\`${command}\` runs \`${bad.slice(0, 120)}\`.`, "Change data with scoped statements (DELETE ... WHERE ...).")];
  }
  return [];
}
function callArguments(code, from) {
  const opened = code[from - 1] === "(";
  let depth = opened ? 1 : 0;
  for (let i = from; i < code.length; i++) {
    const c = code[i];
    if (c === "(")
      depth++;
    else if (c === ")" && --depth <= 0)
      return code.slice(from, i);
    else if (!opened && (c === ";" || c === "\n"))
      return code.slice(from, i);
  }
  return code.slice(from);
}
function stringsIn(text) {
  return [...text.matchAll(STRING)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

// dist/src/heimdall/rules/writes.js
var COPIERS = /* @__PURE__ */ new Set(["cp", "mv", "ln", "install", "rsync", "scp"]);
var MODIFIERS = { touch: 0, mkdir: 0, truncate: 0, tee: 0, chmod: 1, chown: 1, chgrp: 1 };
var VALUE_OPTIONS2 = {
  truncate: ["-s", "-r"],
  cp: ["-t", "-S"],
  mv: ["-t", "-S"],
  ln: ["-t", "-S"],
  install: ["-t", "-m", "-o", "-g", "-S"],
  mkdir: ["-m"],
  touch: ["-d", "-r", "-t"],
  rsync: ["-e", "--rsh"],
  scp: ["-P", "-i", "-o", "-F", "-c", "-l", "-J", "-S"]
};
function writeTargets(name, invocation) {
  const targets = [...invocation.writes];
  const args = invocation.argv.slice(1);
  const { short, long, operands } = splitArgs(args, VALUE_OPTIONS2[name] ?? []);
  if (COPIERS.has(name)) {
    const dir = optionValue2(args, "-t", "--target-directory");
    if (dir)
      targets.push(dir);
    else if (operands.length >= 2 || name === "ln" && operands.length === 1)
      targets.push(operands[operands.length - 1]);
    if (name === "mv")
      targets.push(...dir ? operands : operands.slice(0, -1));
  } else if (name in MODIFIERS) {
    targets.push(...operands.slice(long.has("--reference") ? 0 : MODIFIERS[name]));
  } else if (name === "dd") {
    for (const a of args)
      if (a.text?.startsWith("of="))
        targets.push({ ...a, text: a.text.slice(3), pattern: a.pattern.slice(3) });
  } else if ((name === "sed" || name === "perl") && (short.has("i") || [...long].some((l) => l === "--in-place"))) {
    const scriptGiven = args.some((a) => a.text === "-e" || a.text === "-f" || a.text === "--expression" || name === "perl" && /^-[a-z]*e/.test(a.text ?? ""));
    targets.push(...scriptGiven ? operands.filter((o) => !args.some((a, i) => /^-[a-z]*[ef]$/.test(a.text ?? "") && args[i + 1] === o)) : operands.slice(1));
  } else if (name === "curl" || name === "wget") {
    const out = optionValue2(args, "-o", "--output") ?? optionValue2(args, "-O", "--output-document");
    if (out && !(name === "curl" && out.text === null))
      targets.push(out);
    const dir = name === "wget" ? optionValue2(args, "-P", "--directory-prefix") : optionValue2(args, "--output-dir", "--output-dir");
    if (dir)
      targets.push(dir);
  } else if (name === "tar" || name === "unzip") {
    const dir = name === "tar" ? optionValue2(args, "-C", "--directory") : optionValue2(args, "-d", "-d");
    if (dir)
      targets.push(dir);
  } else if (name === "git" && args[0]?.text === "clone" && operands.length >= 3) {
    targets.push(operands[2]);
  }
  return targets;
}
function optionValue2(args, short, long) {
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === short || text === long)
      return args[i + 1] ?? null;
    if (text?.startsWith(`${long}=`))
      return { ...args[i], text: text.slice(long.length + 1), pattern: args[i].pattern.slice(long.length + 1) };
  }
  return null;
}
function writeRule(name, invocation, ctx) {
  const findings = [];
  for (const target of writeTargets(name, invocation)) {
    if ((name === "scp" || name === "rsync") && /^[^/]*:/.test(target.text ?? ""))
      continue;
    const resolved = resolveField(target, invocation, ctx);
    const command = display(invocation) || "a redirection";
    const advice = `Write only inside the worktree (${ctx.policy.worktree}) or the handoff folder, naming the path literally.`;
    if (resolved.path === null) {
      findings.push(block("path-escape", "path escape", `\`${command}\` writes to ${resolved.shown}, a path computed at run time.`, advice));
      continue;
    }
    const write = classifyWrite(resolved.path, ctx.policy);
    if (!write.ok)
      findings.push(block(write.guard ? "guard-tamper" : "path-escape", write.guard ? "guard tamper" : "path escape", `\`${command}\` writes to ${resolved.shown} (${resolved.path}): ${write.why}.`, advice));
    else if (write.logged)
      findings.push(audit("output-write", "output write", `\`${command}\` writes ${resolved.path}`));
  }
  return findings;
}

// dist/src/heimdall/rules/evaluate.js
function evaluateInvocation(invocation, ctx) {
  const findings = builtIn(invocation, ctx);
  const line = display(invocation);
  if (invocation.argv.length > 0 && ctx.policy.deny.some((p) => globMatch(p, line))) {
    findings.push(block("config-deny", "config deny", `\`${line}\` matches a deny pattern in [heimdall] of config.toml.`, "This command is refused by the project configuration."));
  }
  if (invocation.argv.length > 0 && ctx.policy.allow.some((p) => globMatch(p, line)))
    return findings.filter((f) => f.decision === "audit");
  return findings;
}
function builtIn(invocation, ctx) {
  const first = invocation.argv[0];
  const name = first ? commandName(first) : null;
  const findings = [...secretRule(name, invocation), ...credentialRule(name ?? "", invocation)];
  if (first && name === null) {
    findings.push(block("unknown-command", "computed command", `the command name ${first.pattern} is computed at run time, so Heimdall cannot tell what runs.`, "Write the command name literally."));
    return findings;
  }
  findings.push(...writeRule(name ?? "", invocation, ctx));
  if (name === null)
    return findings;
  if ((name === "source" || name === ".") && (invocation.argv[1]?.text ?? null) === null && invocation.argv.length > 1) {
    findings.push(block("unknown-code", "unreadable code", `\`${display(invocation)}\` runs a script whose path is computed at run time.`, "Source a file in the worktree by its literal name."));
  }
  findings.push(...deleteRule(name, invocation, ctx), ...name === "git" ? gitRule(invocation, ctx) : [], ...sqlRule(name, invocation, ctx), ...migrationRule(name, invocation, ctx), ...inlineCodeRule(name, invocation, ctx), ...auditRule(name, invocation));
  return findings;
}
function globMatch(pattern, line) {
  const regex = pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".");
  return new RegExp(`^${regex}$`, "s").test(line);
}

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
var ASSIGNMENT2 = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/;
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
    if (c === void 0 || WORD_END.has(c))
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
      if (c === "#" && this.pos === start)
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
  const match = ASSIGNMENT2.exec(first.value);
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

// dist/src/heimdall/shell/mvdan-load.js
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
var loaded;
function loadMvdan() {
  if (loaded)
    return loaded;
  const { createRequire } = process.getBuiltinModule("node:module");
  const { Script: VmScript } = process.getBuiltinModule("node:vm");
  const require2 = createRequire(import.meta.url);
  const file = require2.resolve("mvdan-sh");
  const source = readFileSync(file, "utf8");
  const cacheFile = join2(dirname(dirname(file)), ".cache", "vibe-chain", `mvdan-sh-${process.versions.v8}-${process.arch}.v8cache`);
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

// dist/src/heimdall/shell/mvdan-convert.js
var PROBE_BINARY = ["&&", "||", "|", "|&"];
var PROBE_REDIRECT = [">", ">>", "<", "<>", "<&", ">&", ">|", "&>", "&>>", "<<<", "<<", "<<-"];
function learnOpCodes(syntax, parse) {
  const binary2 = /* @__PURE__ */ new Map();
  const or = stmtsOf(parse("a && b || c | d |& e"))[0].Cmd;
  const and = or.X.Cmd;
  const pipeAll = or.Y.Cmd;
  const pipe = pipeAll.X.Cmd;
  binary2.set(and.Op, "&&").set(or.Op, "||").set(pipe.Op, "|").set(pipeAll.Op, "|&");
  const redirect = /* @__PURE__ */ new Map();
  const redirs = stmtsOf(parse("a >a >>a <a <>a <&a >&a >|a &>a &>>a <<<a <<b <<-c\nb\n	c\n"))[0].Redirs;
  redirs.forEach((r, i) => redirect.set(r.Op, PROBE_REDIRECT[i]));
  if (binary2.size !== PROBE_BINARY.length || redirect.size !== PROBE_REDIRECT.length) {
    throw new Error(`mvdan-sh operator codes are not distinct (binary ${binary2.size}, redirect ${redirect.size})`);
  }
  return { binary: binary2, redirect };
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
      heredoc: hdoc ? this.heredocWord(hdoc, delimiterQuoted) : null
    };
  }
  assigns(nodes) {
    return (nodes ?? []).map((node) => {
      const array = node.Array;
      return {
        name: String(node.Name.Value),
        append: Boolean(node.Append),
        value: node.Value ? this.word(node.Value) : null,
        array: array ? (array.Elems ?? []).map((e) => e.Value ? this.word(e.Value) : { parts: [] }) : null
      };
    });
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
    return bodies.length > 0 ? { type: "dynamic", quoted, bodies } : { type: "param", name, quoted, plain: false };
  }
};

// dist/src/heimdall/shell/parse-full.js
var converter;
var parseRaw;
function parseFull(src) {
  if (!parseRaw || !converter) {
    const syntax = loadMvdan();
    const raw = (text) => syntax.NewParser(syntax.KeepComments(false), syntax.Variant(syntax.LangBash)).Parse(text, "");
    converter = new MvdanConverter(syntax, learnOpCodes(syntax, raw));
    parseRaw = raw;
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
  return { ok: true, script: converter.script(file), parser: "mvdan-sh" };
}

// dist/src/heimdall/shell/parse-shell.js
function parseShell(src) {
  const fast = parseFast(src);
  return fast ? { ok: true, script: fast, parser: "fast" } : parseFull(src);
}

// dist/src/heimdall/decide-bash.js
var MAX_COMMAND_BYTES = 262144;
function decideBash(command, cwd, policy, fs) {
  if (command.length > MAX_COMMAND_BYTES) {
    const finding = block("unknown-code", "unreadable code", `the command is ${command.length} bytes, over the ${MAX_COMMAND_BYTES} Heimdall inspects.`, "Write long scripts to a file in the worktree and run the file.");
    return { decision: "block", findings: [finding], commands: [], parsers: [] };
  }
  const commands = [];
  const parsers = /* @__PURE__ */ new Set();
  const check = (code, at, depth) => {
    const walked = walkCommand(code, { cwd: at, home: policy.home, fs, parse: parseShell });
    walked.parsers.forEach((p) => parsers.add(p));
    const ctx = { policy, fs, nested: (inner, innerCwd) => depth < 4 ? check(inner, innerCwd, depth + 1) : [tooDeep()] };
    const found = walked.problems.flatMap((p) => problemFinding(p, policy));
    for (const invocation of walked.invocations) {
      const findings2 = evaluateInvocation(invocation, ctx);
      commands.push({ command: display(invocation) || "(redirection)", via: invocation.via, cwd: invocation.cwd, findings: findings2 });
      found.push(...findings2);
    }
    return found;
  };
  const findings = check(command, cwd, 0);
  return { decision: decisionOf(findings), findings, commands, parsers: [...parsers] };
}
function problemFinding(problem, policy) {
  const where = problem.via.length > 0 ? ` (inside ${problem.via.join(" \u2192 ")})` : "";
  if (problem.kind === "parse-error") {
    if (policy.onParseError === "allow")
      return [];
    return [block("parse-error", "parse error", `the command does not parse as bash${where}: ${problem.detail}.`, "Fix the shell syntax; Heimdall only allows commands it can read.")];
  }
  return [block("unknown-code", "unreadable code", `${problem.detail}${where}.`, "Run code Heimdall can read: write the script to a file in the worktree and run the file, or pass it literally.")];
}
function tooDeep() {
  return block("unknown-code", "unreadable code", "shell code nested too deeply to inspect.", "Flatten the command.");
}
export {
  decideBash
};
