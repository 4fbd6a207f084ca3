import {
  cookAnsiC,
  parseShell
} from "./chunk-DYYEIULL.js";
import {
  SECRET_NAME,
  audit,
  block,
  classifyWrite,
  credentialKind,
  decisionOf
} from "./chunk-AWXILJD5.js";
import {
  maskVerdict,
  secretMasker
} from "./chunk-4LT236LF.js";
import {
  globBase,
  isInside,
  isStrictlyInside,
  resolvePath
} from "./chunk-MW3MWNWP.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/heimdall/eval/link-overlay.js
import { posix } from "node:path";

// dist/src/heimdall/eval/fields.js
var UNKNOWN = "\0";
var MAX_FIELDS = 64;
var unknownField = { text: null, pattern: "*", glob: false };
function knownField(text) {
  return { text, pattern: text, glob: false };
}
function expandWord(word, vars, assignment = false) {
  const ifs = vars.get("IFS");
  let pieces = [{ chars: "", tags: "" }];
  const add = (chars, tag) => {
    const last = pieces[pieces.length - 1];
    last.chars += chars;
    last.tags += tag.repeat(chars.length);
  };
  for (const part2 of word.parts) {
    if (part2.type === "lit")
      add(part2.value, part2.quoted ? "q" : "u");
    else if (part2.type === "param" && part2.plain && vars.has(part2.name)) {
      const value = vars.get(part2.name);
      if (part2.quoted || assignment)
        add(value, "q");
      else if (ifs === UNKNOWN)
        add(UNKNOWN, "x");
      else {
        const words = ifs === void 0 ? value.split(/[ \t\n]+/) : splitOn(value, ifs);
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
  const params = paramUses(word, vars);
  const meta = params.length > 0 ? { vars: names, params } : { vars: names };
  if (expanded.length > MAX_FIELDS)
    return [{ ...unknownField, ...meta }];
  return expanded.map((piece) => ({ ...toField(expandTilde(piece, vars)), ...meta }));
}
function paramUses(word, vars) {
  return word.parts.flatMap((p) => {
    if (p.type !== "param")
      return [];
    const op = p.plain ? "plain" : p.op ?? "value";
    return [op === "indirect" ? { name: p.name, op, target: vars.get(p.name) ?? null } : { name: p.name, op }];
  });
}
function splitOn(value, ifs) {
  if (ifs === "")
    return [value];
  const blank = (c) => c !== void 0 && (c === " " || c === "	" || c === "\n") && ifs.includes(c);
  const fields = [];
  let current = "";
  let i = 0;
  while (blank(value[i]))
    i++;
  for (; i < value.length; i++) {
    const c = value[i];
    if (!ifs.includes(c)) {
      current += c;
      continue;
    }
    let j = i;
    while (blank(value[j]))
      j++;
    if (j < value.length && !blank(value[j]) && ifs.includes(value[j])) {
      j++;
      while (blank(value[j]))
        j++;
    }
    fields.push(current);
    current = "";
    i = j - 1;
  }
  if (current !== "")
    fields.push(current);
  return fields;
}
var UNKNOWN_IFS = UNKNOWN;
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
  const known2 = !piece.tags.includes("x");
  return { text: known2 ? piece.chars : null, pattern, glob };
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

// dist/src/heimdall/eval/getopt.js
function optionSpec(entries, settings = {}) {
  const table = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const optional = entry.endsWith("=?");
    const required = !optional && entry.endsWith("=");
    const spellings = entry.replace(/=\??$/, "").split("|");
    const option = { name: spellings[0], arity: optional ? "optional" : required ? 1 : 0 };
    for (const spelling of spellings)
      table.set(spelling, option);
  }
  return {
    table,
    longs: [...table.keys()].filter((k) => k.startsWith("--")),
    abbreviations: settings.abbreviations ?? true,
    stopAtOperand: settings.stopAtOperand ?? false
  };
}
function parseOptions(args, spec) {
  const result = { options: [], operands: [], end: args.length, unknown: [] };
  for (let i = 0; i < args.length; i++) {
    const field = args[i];
    const text = field.text;
    if (text === "--") {
      result.operands.push(...args.slice(i + 1));
      if (spec.stopAtOperand)
        result.end = i + 1;
      return result;
    }
    const computedLong = text === null ? /^(--[A-Za-z0-9][\w-]*)=/.exec(field.pattern) : null;
    if (computedLong && longMatches(computedLong[1], spec).length > 0) {
      for (const match of longMatches(computedLong[1], spec))
        result.options.push({ name: spec.table.get(match.spelling).name, value: unknownField });
      continue;
    }
    if (text === null || !text.startsWith("-") || text === "-") {
      if (spec.stopAtOperand) {
        result.end = i;
        result.operands.push(...args.slice(i));
        return result;
      }
      result.operands.push(field);
      continue;
    }
    const next = () => args[++i] ?? unknownField;
    if (text.startsWith("--"))
      i = readLong(text, spec, result, next, i);
    else
      readCluster(text, spec, result, next);
  }
  return result;
}
function readLong(text, spec, result, next, at) {
  const eq = text.indexOf("=");
  const spelled = eq < 0 ? text : text.slice(0, eq);
  const attached = eq < 0 ? null : knownField(text.slice(eq + 1));
  const matches = longMatches(spelled, spec);
  if (matches.length === 0) {
    result.unknown.push(text);
    result.options.push({ name: spelled, value: attached });
    return at;
  }
  let index = at;
  for (const match of matches) {
    const option = spec.table.get(match.spelling);
    let value = attached;
    if (option.arity === 1 && value === null && index === at && !match.negated) {
      index = at + 1;
      value = next();
    }
    result.options.push({ name: option.name, value: option.arity === 0 && !match.negated ? null : value, negated: match.negated || void 0 });
  }
  return index;
}
function longMatches(spelled, spec) {
  if (spec.table.has(spelled))
    return [{ spelling: spelled, negated: false }];
  const negatedName = spelled.startsWith("--no-") ? `--${spelled.slice(5)}` : null;
  if (negatedName && spec.table.has(negatedName))
    return [{ spelling: negatedName, negated: true }];
  if (!spec.abbreviations)
    return [];
  const prefixed = spec.longs.filter((l) => l.startsWith(spelled));
  const names = new Set(prefixed.map((l) => spec.table.get(l).name));
  if (names.size > 0)
    return [...names].map((name) => ({ spelling: prefixed.find((l) => spec.table.get(l).name === name), negated: false }));
  if (negatedName) {
    const negated = spec.longs.filter((l) => l.startsWith(negatedName));
    return negated.map((spelling) => ({ spelling, negated: true }));
  }
  return [];
}
function readCluster(text, spec, result, next) {
  for (let j = 1; j < text.length; j++) {
    const spelling = `-${text[j]}`;
    const option = spec.table.get(spelling);
    if (!option) {
      result.unknown.push(spelling);
      result.options.push({ name: spelling, value: null });
      continue;
    }
    if (option.arity === 0) {
      result.options.push({ name: option.name, value: null });
      continue;
    }
    const rest = text.slice(j + 1);
    const value = rest !== "" ? knownField(rest) : option.arity === 1 ? next() : null;
    result.options.push({ name: option.name, value });
    return;
  }
}
function hasOption(parsed, ...names) {
  let on = false;
  for (const option of parsed.options)
    if (names.includes(option.name))
      on = !option.negated;
  return on;
}
function optionValuesOf(parsed, ...names) {
  return parsed.options.filter((o) => names.includes(o.name) && o.value !== null && !o.negated).map((o) => o.value);
}

// dist/src/heimdall/eval/link-overlay.js
var LN = optionSpec([
  "-s|--symbolic",
  "-f|--force",
  "-n|--no-dereference",
  "-r|--relative",
  "-t|--target-directory=",
  "-T|--no-target-directory",
  "-S|--suffix=",
  "-b|--backup=?",
  "-i|--interactive",
  "-v|--verbose",
  "-L|--logical",
  "-P|--physical",
  "-d|-F|--directory"
]);
var LinkOverlay = class {
  disk;
  links = /* @__PURE__ */ new Map();
  cache = /* @__PURE__ */ new Map();
  /** Invocations already judged: their links exist for the ones judged after them. */
  judged = /* @__PURE__ */ new Set();
  /** While commands are being walked every link recorded so far counts (they come before); while judging, only those of judged invocations. */
  walking = true;
  constructor(disk) {
    this.disk = disk;
  }
  /** `invocation` has been judged: the links it makes exist from now on. */
  markJudged(invocation) {
    this.judged.add(invocation);
  }
  realpath(path) {
    const key = this.links.size === 0 ? path : `${this.walking ? "w" : this.judged.size}\0${path}`;
    const cached = this.cache.get(key);
    if (cached !== void 0)
      return cached;
    const real = this.resolve(path);
    this.cache.set(key, real);
    return real;
  }
  resolve(path) {
    let real = this.disk.realpath(path);
    for (let hops = 0; hops < 8 && this.links.size > 0; hops++) {
      const link = [...this.links.keys()].find((l) => (real === l || real.startsWith(`${l}/`)) && this.visible(l));
      if (link === void 0)
        break;
      real = this.disk.realpath(`${this.links.get(link).target}${real.slice(link.length)}`);
    }
    return real;
  }
  visible(link) {
    return this.walking || this.judged.has(this.links.get(link).maker);
  }
  readText(path) {
    return this.disk.readText(this.realpath(path));
  }
  currentBranch(dir) {
    return this.disk.currentBranch(dir);
  }
  /** Records the links an `ln` invocation run in `cwd` makes. */
  recordLn(args, cwd, maker) {
    if (cwd === null)
      return;
    const parsed = parseOptions(args, LN);
    const symbolic = parsed.options.some((o) => o.name === "-s");
    const dir = optionValuesOf(parsed, "-t")[0];
    const operands = parsed.operands;
    if (operands.length === 0 || operands.some((o) => o.text === null) || dir && dir.text === null)
      return;
    const texts = operands.map((o) => o.text);
    const sources = dir || texts.length === 1 ? texts : texts.slice(0, -1);
    const destination = dir?.text ?? (texts.length === 1 ? "." : texts[texts.length - 1]);
    const destPath = this.realpath(posix.isAbsolute(destination) ? destination : `${cwd}/${destination}`);
    const intoDir = dir !== void 0 || sources.length > 1 || texts.length === 1 || destination.endsWith("/");
    for (const source of sources) {
      const name = intoDir ? `${destPath}/${posix.basename(source)}` : destPath;
      const base = symbolic ? posix.dirname(name) : cwd;
      this.links.set(name, { target: posix.isAbsolute(source) ? source : `${base}/${source}`, maker });
      this.cache.clear();
    }
  }
};

// dist/src/heimdall/eval/bindings.js
var DYNAMIC_COMMANDS = /* @__PURE__ */ new Set([
  "eval",
  "source",
  ".",
  "unset",
  "read",
  "mapfile",
  "readarray",
  "getopts",
  "let",
  "export",
  "declare",
  "typeset",
  "local",
  "readonly",
  "nameref"
]);
var READ_ONLY_OPS = /* @__PURE__ */ new Set(["length", "test", "names", "indirect"]);
function analyzeBindings(script) {
  const counts = /* @__PURE__ */ new Map();
  let dynamic = false;
  const count = (name) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const visitWord = (word) => {
    for (const part2 of word.parts) {
      if (part2.type === "param" && !part2.plain && !READ_ONLY_OPS.has(part2.op ?? "value"))
        dynamic = true;
      else if (part2.type === "dynamic") {
        dynamic = true;
        part2.bodies.forEach(visitScript);
      } else if (part2.type === "subst" || part2.type === "procsubst")
        visitScript(part2.body);
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
        for (const a of command.assigns)
          count(a.name);
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

// dist/src/heimdall/eval/directory.js
import { posix as posix2 } from "node:path";
function directoryAfter(name, invocation, home, cdpath, fs) {
  const args = invocation.argv.slice(1);
  const flags = args.filter((f) => f.text !== null && /^-[LPe@]+$/.test(f.text)).map((f) => f.text);
  const target2 = args.find((f) => f.text === null || !/^-[LPe@]+$/.test(f.text) || f.text === "-");
  const physical = flags.length > 0 && flags[flags.length - 1].includes("P");
  if (name === "popd" || target2?.text === "-")
    return null;
  if (!target2)
    return home ?? null;
  if (cdpath && target2.text !== null && !/^(\/|\.\.?(\/|$))/.test(target2.text))
    return null;
  if (physical || target2.text === null || invocation.cwd === null)
    return resolvePath(target2.text, invocation.cwd, fs);
  return fs.realpath(posix2.isAbsolute(target2.text) ? posix2.normalize(target2.text) : posix2.join(invocation.cwd, target2.text));
}
function shellQuote(text) {
  return /^[\w@%+=:,./~-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
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
    if (NARROWING.has(text)) {
      const value = args[i + 1]?.text;
      plan.name = !plan.narrowed && text === "-name" && value && !/[*?[\\/]/.test(value) ? value : void 0;
      plan.narrowed = true;
    } else if (text === "-delete")
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
function foundUnder(root, narrowed, name) {
  if (root.text === null)
    return { ...unknownField, pattern: `${root.pattern}/*` };
  const base = root.text.endsWith("/") ? root.text.slice(0, -1) : root.text;
  return narrowed ? knownField(`${base}/${name ?? "{}"}`) : { text: `${base}/*`, pattern: `${base}/*`, glob: true };
}

// dist/src/heimdall/eval/option-exec.js
var TAR = optionSpec([
  "-c|--create",
  "-x|--extract|--get",
  "-t|--list",
  "-r|--append",
  "-u|--update",
  "-A|--catenate|--concatenate",
  "-d|--diff|--compare",
  "--delete",
  "-z|--gzip|--gunzip|--ungzip",
  "-j|--bzip2",
  "-J|--xz",
  "--zstd",
  "-a|--auto-compress",
  "-v|--verbose",
  "-p|--preserve-permissions|--same-permissions",
  "-P|--absolute-names",
  "-h|--dereference",
  "-k|--keep-old-files",
  "-O|--to-stdout",
  "-W|--verify",
  "-m|--touch",
  "-S|--sparse",
  "-M|--multi-volume",
  "--remove-files",
  "--checkpoint-action=",
  "--to-command=",
  "-I|--use-compress-program=",
  "-F|--info-script|--new-volume-script=",
  "--rsh-command=",
  "--rmt-command=",
  "-f|--file=",
  "-C|--directory=",
  "-T|--files-from=",
  "-X|--exclude-from=",
  "-b|--blocking-factor=",
  "-g|--listed-incremental=",
  "-N|--newer|--after-date=",
  "-V|--label=",
  "-H|--format=",
  "-K|--starting-file=",
  "-L|--tape-length=",
  "--exclude=",
  "--transform|--xform=",
  "--owner=",
  "--group=",
  "--mode=",
  "--mtime=",
  "--checkpoint=?"
]);
var MAKE = optionSpec([
  "-E|--eval=",
  "-f|--file|--makefile=",
  "-C|--directory=",
  "-j|--jobs=?",
  "-o|--old-file=",
  "-W|--what-if=",
  "-I|--include-dir=",
  "-l|--load-average=?"
]);
var RSYNC = optionSpec(["-e|--rsh=", "--rsync-path=", "-f|--filter=", "--exclude=", "--include=", "-T|--temp-dir=", "-B|--block-size=", "--port="]);
var SSH = optionSpec([
  "-o=",
  "-F=",
  "-i=",
  "-p=",
  "-l=",
  "-J=",
  "-L=",
  "-R=",
  "-D=",
  "-W=",
  "-b=",
  "-c=",
  "-E=",
  "-e=",
  "-I=",
  "-m=",
  "-O=",
  "-Q=",
  "-S=",
  "-w=",
  "-B=",
  "-P="
]);
var SSH_COMMAND_KEYS = /^\s*(proxycommand|localcommand|knownhostscommand)\s*[=\s]\s*([\s\S]*)$/i;
var VIM_SHELL = /(?:^|\|)\s*:*\s*(?:sil(?:ent)?!?\s+)?(?:r(?:ead)?\s*|w(?:rite)?\s*|\d*,?\d*\s*)?!([\s\S]*)$|(?:^|\|)\s*:*\s*ter(?:minal)?\b\s*([\s\S]*)$/;
var VIM_CODE = /\b(system|systemlist|libcall|job_start|termopen|jobstart)\s*\(|(?:^|\|)\s*:*\s*(py3?|python3?|pyx|lua|perl|ruby|tcl|mz|exe(?:cute)?|so(?:urce)?|call)\b/;
function optionCommands(name, args) {
  switch (name) {
    case "tar":
    case "gtar":
      return tarCommands(args);
    case "make":
    case "gmake":
      return optionValuesOf(parseOptions(args, MAKE), "-E").map((text) => ({
        via: "make --eval",
        code: text.text === null ? unknownField : knownField(makefileCommands(text.text))
      }));
    case "ssh":
    case "scp":
    case "sftp":
    case "autossh":
      return sshCommands(name, args);
    case "rsync":
      return optionValuesOf(parseOptions(args, RSYNC), "-e").map((code) => ({ via: "rsync -e", code }));
    case "vim":
    case "vi":
    case "nvim":
    case "ex":
    case "view":
    case "vimdiff":
    case "rvim":
      return vimCommands(args);
    case "zip":
      return zipCommands(args);
    case "gh":
      return ghAlias(args);
    case "socat":
      return args.flatMap((a) => {
        const m = /^(?:EXEC|SYSTEM):([\s\S]*?)(?:,[a-z-]+(?:=[^,]*)?)*$/i.exec(a.text ?? "");
        return m ? [{ via: "socat EXEC:", code: knownField(m[1]) }] : a.text === null && /^(EXEC|SYSTEM):/i.test(a.pattern) ? [{ via: "socat EXEC:", code: unknownField }] : [];
      });
    case "tcpdump":
      return valuesOf(args, ["-z"]).map((code) => ({ via: "tcpdump -z", code }));
    case "aria2c":
      return valuesOf(args, [
        "--on-download-complete",
        "--on-download-start",
        "--on-download-error",
        "--on-download-stop",
        "--on-bt-download-complete",
        "--on-download-pause"
      ]).map((code) => ({ via: "aria2c --on-download", code }));
    case "wget":
      return valuesOf(args, ["--use-askpass"]).map((code) => ({ via: "wget --use-askpass", code }));
    case "tmux":
      return tmuxCommands(args);
    case "xterm":
    case "urxvt":
    case "kitty":
    case "alacritty": {
      const at = args.findIndex((a) => a.text === "-e" || a.text === "--command");
      return at >= 0 && args.length > at + 1 ? [{ via: `${name} -e`, argv: args.slice(at + 1) }] : [];
    }
    case "screen": {
      const at = args.findIndex((a) => a.text === null || !a.text.startsWith("-"));
      const skipped = args.slice(0, Math.max(at, 0)).some((a) => /^-[SXpctel]$/.test(a.text ?? ""));
      return at >= 0 && !skipped ? [{ via: "screen", argv: args.slice(at) }] : [];
    }
    case "npx":
      return valuesOf(args, ["-c", "--call"]).map((code) => ({ via: "npx -c", code }));
    case "npm":
    case "pnpm":
      return args[0]?.text === "exec" || args[0]?.text === "x" ? valuesOf(args, ["-c", "--call"]).map((code) => ({ via: `${name} exec -c`, code })) : [];
    case "ip": {
      const at = args.findIndex((a) => a.text === "exec");
      return args[0]?.text === "netns" && at > 0 && args.length > at + 2 ? [{ via: "ip netns exec", argv: args.slice(at + 2) }] : [];
    }
    default:
      return [];
  }
}
function valuesOf(args, names) {
  const values = [];
  args.forEach((a, i) => {
    const text = a.text;
    if (text === null)
      return;
    if (names.includes(text))
      values.push(args[i + 1] ?? unknownField);
    const long = names.find((n) => n.startsWith("--") && text.startsWith(`${n}=`));
    if (long)
      values.push(knownField(text.slice(long.length + 1)));
  });
  return values;
}
function tarCommands(args) {
  const words = args[0]?.text && /^[A-Za-z]+$/.test(args[0].text) ? [knownField(`-${args[0].text}`), ...args.slice(1)] : args;
  const parsed = parseOptions(words, TAR);
  const found = [];
  for (const action of optionValuesOf(parsed, "--checkpoint-action")) {
    if (action.text === null)
      found.push({ via: "tar --checkpoint-action", code: unknownField });
    else {
      const exec = /^exec=([\s\S]*)$/.exec(action.text);
      if (exec)
        found.push({ via: "tar --checkpoint-action=exec", code: knownField(exec[1]) });
    }
  }
  for (const name of ["--to-command", "-I", "-F", "--rsh-command", "--rmt-command"])
    for (const code of optionValuesOf(parsed, name))
      found.push({ via: `tar ${name}`, code });
  return found;
}
function makefileCommands(makefile) {
  const recipes = makefile.split("\n").filter((line) => line.startsWith("	")).map((line) => line.slice(1).replace(/^[@+-]+/, ""));
  const shells = [...makefile.matchAll(/\$[({]shell\s+([^)}]*)[)}]/g)].map((m) => m[1]);
  const inline = [...makefile.matchAll(/^[^\t#=\n]*:[^=\n]*;([^\n]*)$/gm)].map((m) => m[1]);
  return [...recipes, ...shells, ...inline].join("\n");
}
function sshCommands(name, args) {
  const parsed = parseOptions(args, SSH);
  const found = [];
  for (const option of optionValuesOf(parsed, "-o")) {
    if (option.text === null) {
      if (/^(\*|proxy|local|knownhosts)/i.test(option.pattern))
        found.push({ via: `${name} -o`, code: unknownField });
      continue;
    }
    const m = SSH_COMMAND_KEYS.exec(option.text);
    if (m)
      found.push({ via: `${name} -o ${m[1]}`, code: knownField(m[2]) });
  }
  if (name === "scp" || name === "sftp")
    for (const program of optionValuesOf(parsed, "-S"))
      found.push({ via: `${name} -S`, argv: [program] });
  return found;
}
function vimCommands(args) {
  const commands = [];
  args.forEach((a, i) => {
    if (a.text === "-c" || a.text === "--cmd")
      commands.push(args[i + 1] ?? unknownField);
    else if (a.text?.startsWith("+") && a.text.length > 1)
      commands.push(knownField(a.text.slice(1)));
    else if (a.text === null && a.pattern.startsWith("+"))
      commands.push(unknownField);
  });
  return commands.flatMap((command) => {
    if (command.text === null)
      return [{ via: "vim -c", code: unknownField }];
    const shell = VIM_SHELL.exec(command.text);
    if (shell)
      return [{ via: "vim -c !", code: knownField(shell[1] ?? shell[2] ?? "") }];
    return VIM_CODE.test(command.text) ? [{ via: "vim -c", code: unknownField }] : [];
  });
}
function zipCommands(args) {
  return valuesOf(args, ["-TT", "--unzip-command"]).map((code) => ({
    via: "zip -TT",
    // zip puts the archive's name where `{}` is: a name Heimdall does not know.
    code: code.text === null ? code : knownField(code.text.replace(/\{\}/g, '"$__archive"'))
  }));
}
function ghAlias(args) {
  if (args[0]?.text !== "alias" || args[1]?.text !== "set")
    return [];
  const rest = args.slice(2);
  const shell = rest.some((a) => a.text === "--shell" || a.text === "-s");
  const operands = rest.filter((a) => a.text === null || !a.text.startsWith("-") || a.text === "-");
  const expansion = operands[1];
  if (!expansion)
    return [];
  if (expansion.text === null)
    return shell ? [{ via: "gh alias set --shell", code: unknownField }] : [];
  if (shell || expansion.text.startsWith("!"))
    return [{ via: "gh alias set --shell", code: knownField(expansion.text.replace(/^!/, "")) }];
  return [];
}
function tmuxCommands(args) {
  const at = args.findIndex((a) => /^(new-session|new|new-window|neww|split-window|splitw|respawn-pane|respawn-window|run-shell|run|send-keys|send|display-popup|popup)$/.test(a.text ?? ""));
  if (at < 0)
    return [];
  const rest = args.slice(at + 1);
  const values = /* @__PURE__ */ new Set(["-s", "-n", "-t", "-c", "-x", "-y", "-F", "-e", "-l", "-f", "-w", "-h", "-d", "-T", "-b", "-S", "-E", "-N", "-X"]);
  const operands = [];
  for (let i = 0; i < rest.length; i++) {
    const text = rest[i].text;
    if (text?.startsWith("-") && text.length === 2) {
      if (values.has(text) && !["-d", "-h", "-b", "-E", "-N", "-X"].includes(text))
        i++;
      continue;
    }
    operands.push(rest[i]);
  }
  if (operands.length === 0)
    return [];
  const keys = /^(send-keys|send)$/.test(args[at].text ?? "");
  const words = keys ? operands.filter((o) => !/^(Enter|C-m|KPEnter|Space)$/.test(o.text ?? "")) : operands;
  return [{ via: `tmux ${args[at].text}`, code: joinCode(words) }];
}
function joinCode(fields) {
  if (fields.some((f) => f.text === null))
    return unknownField;
  return knownField(fields.map((f) => f.text).join(" "));
}

// dist/src/heimdall/eval/container-mounts.js
var TOOLS = /* @__PURE__ */ new Set(["docker", "podman", "nerdctl", "finch"]);
function containerMounts(name, args) {
  if (!TOOLS.has(name))
    return [];
  let rest = args;
  if (rest[0]?.text === "container" || rest[0]?.text === "compose")
    rest = rest.slice(1);
  if (!/^(run|create)$/.test(rest[0]?.text ?? ""))
    return [];
  const mounts = [];
  for (let i = 1; i < rest.length; i++) {
    const text = rest[i].text;
    if (text === null)
      continue;
    if (!text.startsWith("-"))
      break;
    const value = (names) => {
      if (names.includes(text))
        return rest[++i] ?? unknownField;
      const long = names.find((n) => n.startsWith("--") && text.startsWith(`${n}=`));
      if (long)
        return knownField(text.slice(long.length + 1));
      const short = names.find((n) => !n.startsWith("--") && text.startsWith(n) && text.length > n.length);
      return short ? knownField(text.slice(short.length)) : null;
    };
    const volume = value(["-v", "--volume"]);
    if (volume) {
      const source = volume.text === null ? null : volume.text.split(":")[0];
      if (source === null)
        mounts.push(unknownField);
      else if (/^[./~]/.test(source))
        mounts.push(knownField(source));
      continue;
    }
    const mount = value(["--mount"]);
    if (mount) {
      if (mount.text === null)
        mounts.push(unknownField);
      else if (!/(^|,)type=(volume|tmpfs)(,|$)/.test(mount.text)) {
        const source = /(?:^|,)(?:source|src)=([^,]+)/.exec(mount.text)?.[1];
        if (source && /^[./~]/.test(source))
          mounts.push(knownField(source));
      }
    }
  }
  return mounts;
}

// dist/src/heimdall/eval/wrapper-options.js
function valuesTaken(text, valueOptions) {
  if (valueOptions.includes(text))
    return 1;
  if (text.startsWith("--"))
    return !text.includes("=") && valueOptions.some((o) => o.startsWith("--") && o.startsWith(text)) ? 1 : 0;
  for (let j = 1; j < text.length; j++)
    if (valueOptions.includes(`-${text[j]}`))
      return j === text.length - 1 ? 1 : 0;
  return 0;
}
var WRAPPER_CHDIR = {
  unshare: ["-w", "--wd"],
  env: ["-C", "--chdir"],
  sudo: ["-D", "--chdir"],
  bwrap: ["--chdir"],
  "systemd-run": ["--working-directory"],
  proot: ["-w", "--cwd"],
  schroot: ["-d", "--directory"],
  nsenter: ["-w", "--wd"],
  "flatpak-spawn": ["--directory"]
};
function loginShell(name, args, valueOptions) {
  if (name !== "sudo" && name !== "su" && name !== "runuser" && name !== "doas")
    return false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === null || text === "--" || !text.startsWith("-") && !(name !== "sudo" && text === "-"))
      return false;
    if (text === "-" || text === "--login" || !text.startsWith("--") && (name === "sudo" ? /i/ : /l/).test(text.slice(1)))
      return true;
    i += valuesTaken(text, valueOptions);
  }
  return false;
}

// dist/src/heimdall/eval/unwrap.js
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "yash", "posh"]);
var VALUE_OPTIONS = {
  sudo: [
    "-u",
    "-g",
    "-h",
    "-p",
    "-C",
    "-D",
    "-r",
    "-t",
    "-U",
    "-T",
    "--user",
    "--group",
    "--host",
    "--prompt",
    "--close-from",
    "--chdir",
    "--role",
    "--type",
    "--other-user",
    "--command-timeout"
  ],
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
  xargs: [
    "-I",
    "-L",
    "-n",
    "-P",
    "-s",
    "-d",
    "-E",
    "-a",
    "--max-args",
    "--max-procs",
    "--max-lines",
    "--delimiter",
    "--arg-file",
    "--replace",
    "--eof",
    "--max-chars"
  ],
  watch: ["-n", "--interval", "-q", "--equexit"],
  su: ["-s", "-g", "-G", "--shell", "--group", "--supp-group", "-w", "--whitelist-environment"],
  runuser: ["-u", "-g", "-G", "--user", "--group", "--supp-group", "-s", "--shell", "-w"],
  script: ["-E", "-o", "-T", "-I", "-O", "-B", "--echo", "--output-limit", "--log-timing", "--log-in", "--log-out", "--log-io"],
  npx: ["-p", "--package", "-c", "--call"],
  bunx: ["-p", "--package"],
  proxychains: ["-f"],
  proxychains4: ["-f"],
  torsocks: ["-u", "-p", "-a", "-P", "--user", "--pass", "--address", "--port"],
  torify: [],
  tsocks: [],
  firejail: [],
  firejail_run: [],
  bwrap: [],
  unshare: ["-S", "-G", "-R", "-w", "--setuid", "--setgid", "--root", "--wd", "--map-user", "--map-group", "--map-users", "--map-groups"],
  chroot: [],
  "systemd-run": [
    "-u",
    "-p",
    "-E",
    "-M",
    "-H",
    "--unit",
    "--property",
    "--setenv",
    "--machine",
    "--host",
    "--description",
    "--slice",
    "--uid",
    "--gid",
    "--nice",
    "--working-directory",
    "--service-type",
    "--on-active",
    "--on-boot",
    "--on-startup",
    "--on-unit-active",
    "--on-unit-inactive",
    "--on-calendar",
    "--timer-property",
    "--path-property",
    "--socket-property"
  ],
  catchsegv: [],
  strace: ["-o", "-e", "-p", "-P", "-s", "-u", "-E", "-a", "-b", "-I", "-O", "-S", "-X", "--output", "--trace-path", "--string-limit", "--user", "--env"],
  ltrace: ["-o", "-e", "-p", "-s", "-u", "-n", "-a", "-A", "-D", "-F", "-l", "-x", "-w", "--output", "--library", "--indent", "--align"],
  valgrind: [],
  chpst: ["-u", "-U", "-b", "-e", "-/", "-C", "-n", "-l", "-L", "-m", "-d", "-o", "-p", "-f", "-c", "-r", "-t"],
  numactl: ["-N", "-m", "-C", "-i", "-p", "-P", "-w", "--cpunodebind", "--membind", "--physcpubind", "--interleave", "--preferred", "--weighted-interleave"],
  cgexec: ["-g"],
  prlimit: ["-p", "--pid", "-o", "--output"],
  faketime: [],
  retry: ["-t", "-d", "-m", "-x", "-s", "-n", "--times", "--tries", "--delay", "--sleep", "--max", "--until"],
  pkexec: ["--user"],
  fakeroot: ["-l", "-s", "-i", "-b", "--lib", "--faked"],
  fakechroot: ["-l", "-d", "-e", "-c", "-s", "--lib", "--use-system-libs", "--elfloader", "--environment", "--config-dir"],
  eatmydata: [],
  nocache: [],
  trickle: ["-u", "-d", "-w", "-t", "-l", "-n"],
  sshpass: ["-p", "-f", "-d", "-P", "-e"],
  tini: ["-p", "-e"],
  "dumb-init": ["-r", "--rewrite"],
  ifne: [],
  "run-one": [],
  "run-this-one": [],
  setpriv: [
    "--reuid",
    "--regid",
    "--groups",
    "--inh-caps",
    "--ambient-caps",
    "--bounding-set",
    "--securebits",
    "--pdeathsig",
    "--selinux-label",
    "--apparmor-profile",
    "--landlock-access",
    "--landlock-rule"
  ],
  gosu: [],
  "su-exec": [],
  setarch: [],
  linux32: [],
  linux64: [],
  chrt: [],
  "sandbox-exec": ["-f", "-p", "-n", "-D"],
  schroot: ["-c", "-u", "-d", "--chroot", "--user", "--directory"],
  "flatpak-spawn": [],
  proot: ["-r", "-b", "-m", "-w", "-q", "-k", "--rootfs", "--bind", "--mount", "--cwd", "--qemu", "--kernel-release"],
  nsenter: ["-t", "-S", "-G", "--target", "--setuid", "--setgid"],
  "ssh-agent": ["-a", "-E", "-P", "-t"],
  "dbus-launch": []
};
var MULTI_VALUE = {
  "--args": 1,
  "--uid": 1,
  "--gid": 1,
  "--hostname": 1,
  "--chdir": 1,
  "--unsetenv": 1,
  "--lock-file": 1,
  "--sync-fd": 1,
  "--perms": 1,
  "--size": 1,
  "--remount-ro": 1,
  "--exec-label": 1,
  "--file-label": 1,
  "--proc": 1,
  "--dev": 1,
  "--tmpfs": 1,
  "--mqueue": 1,
  "--dir": 1,
  "--seccomp": 1,
  "--add-seccomp-fd": 1,
  "--block-fd": 1,
  "--userns-block-fd": 1,
  "--info-fd": 1,
  "--json-status-fd": 1,
  "--cap-add": 1,
  "--cap-drop": 1,
  "--userns": 1,
  "--userns2": 1,
  "--pidns": 1,
  "--argv0": 1,
  "--overlay-src": 1,
  "--tmp-overlay": 1,
  "--ro-overlay": 1,
  "--setenv": 2,
  "--file": 2,
  "--bind-data": 2,
  "--ro-bind-data": 2,
  "--bind": 2,
  "--ro-bind": 2,
  "--dev-bind": 2,
  "--bind-try": 2,
  "--ro-bind-try": 2,
  "--dev-bind-try": 2,
  "--symlink": 2,
  "--chmod": 2,
  "--overlay": 3
};
var SKIPPED_OPERANDS = /* @__PURE__ */ new Set(["timeout", "flock", "taskset", "chroot", "faketime", "gosu", "su-exec", "setarch", "chrt"]);
var CONTAINER_OPTIONS = {
  exec: ["-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir", "--detach-keys", "--index"],
  run: [
    "-a",
    "--attach",
    "-c",
    "--cpu-shares",
    "--cidfile",
    "--cpus",
    "--cpuset-cpus",
    "--device",
    "--dns",
    "-e",
    "--env",
    "--env-file",
    "--entrypoint",
    "--expose",
    "--gpus",
    "-h",
    "--hostname",
    "--ip",
    "--ipc",
    "-l",
    "--label",
    "--link",
    "--log-driver",
    "--log-opt",
    "-m",
    "--memory",
    "--mount",
    "--name",
    "--network",
    "--net",
    "-p",
    "--publish",
    "--pid",
    "--platform",
    "--pull",
    "--restart",
    "--runtime",
    "--security-opt",
    "--shm-size",
    "--stop-signal",
    "--tmpfs",
    "-u",
    "--user",
    "--ulimit",
    "-v",
    "--volume",
    "--volumes-from",
    "-w",
    "--workdir",
    "--add-host",
    "--cap-add",
    "--cap-drop",
    "--group-add",
    "--health-cmd",
    "--userns",
    "--uts",
    "--cgroupns",
    "--label-file",
    "--memory-swap",
    "--service-ports"
  ]
};
var CONTAINER_TOOLS = /* @__PURE__ */ new Set(["docker", "podman", "nerdctl", "finch", "docker-compose", "podman-compose"]);
var TARGET_EXEC = {
  kubectl: [
    "-c",
    "-n",
    "-f",
    "-s",
    "--container",
    "--namespace",
    "--filename",
    "--context",
    "--kubeconfig",
    "--cluster",
    "--user",
    "--server",
    "--pod-running-timeout"
  ],
  oc: ["-c", "-n", "--container", "--namespace", "--context", "--kubeconfig"],
  lxc: ["--env", "--cwd", "--user", "--group", "--mode", "--project"],
  incus: ["--env", "--cwd", "--user", "--group", "--mode", "--project"]
};
var REMOTE_VIA = /* @__PURE__ */ new Set(["ssh", "kubectl exec", "oc exec"]);
var STDIN_PATHS = /* @__PURE__ */ new Set(["/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"]);
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
function unwrap(argv, input = unknownField) {
  const via = [];
  const assigns = [];
  let cwd = null;
  const reads = [];
  const mounts = [];
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
      via.push(`${name}${xtraceFlag(shellArgs) ? " -x" : ""}${shell === "stdin" ? "" : " -c"}`);
      return shell === "stdin" ? { kind: "stdin-code", via, assigns, cwd, mounts } : { kind: "code", code: shell, via, assigns, cwd, mounts };
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
      return { kind: "code", code: joinFields(rest.slice(1)), via, assigns, cwd, mounts };
    }
    if (name === "command" && rest[1] && /^-[pvV]*[vV]/.test(rest[1].text ?? ""))
      break;
    if ((name === "source" || name === ".") && STDIN_PATHS.has(rest[1]?.text ?? "")) {
      via.push(name);
      return { kind: "stdin-code", via, assigns, cwd, mounts };
    }
    const inside = containerCommand(name, rest.slice(1));
    if (inside) {
      if (inside.argv.length === 0)
        break;
      mounts.push(...containerMounts(name, rest.slice(1)));
      via.push(inside.via);
      cwd = unknownField;
      rest = inside.argv;
      continue;
    }
    const code = codeRunner(name, rest.slice(1));
    if (code) {
      via.push(code.via);
      if (code.via === "vagrant ssh")
        cwd = unknownField;
      return code.code === "stdin" ? { kind: "stdin-code", via, assigns, cwd, mounts } : { kind: "code", code: code.code, via, assigns, cwd, mounts };
    }
    if (name === "gdb") {
      const at = rest.findIndex((f) => f.text === "--args");
      if (at < 0 || at === rest.length - 1)
        break;
      via.push("gdb --args");
      rest = rest.slice(at + 1);
      continue;
    }
    if (name === "entr") {
      const command = skipOptions(rest.slice(1), []);
      if (command.length === 0)
        break;
      via.push("entr");
      rest = command.map((f) => f.text === "/_" ? unknownField : f);
      continue;
    }
    if (name === "busybox" || name === "toybox" || name === "builtin" || name === "nohup" || name === "unbuffer" || name === "chronic" || name === "dbus-run-session") {
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
    const login = loginShell(name, args, valueOptions);
    if (login)
      cwd = unknownField;
    if (name === "watch" && !args.some((a) => a.text === "-x" || a.text === "--exec")) {
      via.push("watch");
      return { kind: "code", code: joinFields(skipOptions(args, valueOptions)), via, assigns, cwd, mounts };
    }
    if (name === "su" || name === "script" || name === "flock" || name === "runuser") {
      const code2 = optionValue(args, ["-c", "--command"], true);
      if (code2) {
        via.push(`${name} -c`);
        return { kind: "code", code: code2, via, assigns, cwd, mounts };
      }
      if (name === "su")
        break;
    }
    if ((name === "sudo" || name === "doas") && (login || args.some((a) => /^-[A-Za-z]*s/.test(a.text ?? "") && !(a.text ?? "").startsWith("--") || a.text === "--shell"))) {
      const inner2 = skipOptions(args, valueOptions);
      if (inner2.length > 0) {
        via.push(`${name} -s`);
        return { kind: "code", code: joinFields(inner2), via, assigns, cwd, mounts };
      }
    }
    if (name === "env") {
      const split = optionValue(args, ["-S", "--split-string"]);
      if (split) {
        via.push("env -S");
        return { kind: "code", code: split, via, assigns, cwd, mounts };
      }
      cwd = optionValue(args, ["-C", "--chdir"]) ?? cwd;
    }
    const chdir = WRAPPER_CHDIR[name];
    if (chdir)
      cwd = optionValue(args, chdir, true) ?? cwd;
    if (name === "chroot")
      cwd = unknownField;
    let inner = skipOptions(args, valueOptions, name === "bwrap" ? MULTI_VALUE : void 0);
    if (SKIPPED_OPERANDS.has(name) || name === "script")
      inner = inner.slice(1);
    if (name === "env" || name === "sudo") {
      while (inner[0]?.text && ASSIGNMENT.test(inner[0].text)) {
        const [, key, value] = ASSIGNMENT.exec(inner[0].text);
        assigns.push({ name: key, value: { text: value, pattern: value, glob: false } });
        inner = inner.slice(1);
      }
    }
    if (name === "xargs") {
      const replace = optionValue(args, ["-I"]) ?? xargsReplace(args);
      via.push("xargs");
      const argFile = optionValue(args, ["-a", "--arg-file"]);
      if (argFile)
        reads.push(argFile);
      const item = argFile ? unknownField : input;
      if (inner.length === 0)
        return { kind: "exec", argv: [{ text: "echo", pattern: "echo", glob: false }, item], via, assigns, cwd, reads };
      rest = replace?.text ? inner.map((f) => f.text === replace.text ? item : f.text?.includes(replace.text) ? { ...unknownField, pattern: f.pattern.split(replace.text).join("*") } : f) : [...inner, item];
      continue;
    }
    if (inner.length === 0)
      break;
    via.push(name);
    rest = inner;
  }
  return { kind: "exec", argv: rest, via, assigns, cwd, reads, mounts };
}
function xargsReplace(args) {
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === null || text === "--" || !text.startsWith("-"))
      return null;
    const match = /^(?:-I|-i|--replace=?)(.*)$/.exec(text);
    if (match)
      return knownField(match[1] || "{}");
    if (VALUE_OPTIONS.xargs.includes(text))
      i++;
  }
  return null;
}
function commandName(field) {
  if (field.text === null)
    return null;
  const slash = field.text.lastIndexOf("/");
  return slash >= 0 ? field.text.slice(slash + 1) : field.text;
}
function xtraceFlag(args) {
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text ?? "";
    if (!text.startsWith("-") || text === "--")
      return false;
    if (text === "-o") {
      if (args[i + 1]?.text === "xtrace")
        return true;
      i++;
    } else if (/^-[A-Za-z]*x/.test(text))
      return true;
    else if (/^-[A-Za-z]*c[A-Za-z]*$/.test(text))
      i++;
  }
  return false;
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
    if (/^[-+][oO]$/.test(text) || text === "--rcfile" || text === "--init-file") {
      i++;
      continue;
    }
    if (/^-[A-Za-z]*c[A-Za-z]*$/.test(text)) {
      expectCode = true;
      continue;
    }
    if (/^[-+]/.test(text))
      continue;
    return STDIN_PATHS.has(text) ? "stdin" : "file";
  }
  return expectCode ? unknownField : "stdin";
}
function skipOptions(args, valueOptions, arity) {
  let i = 0;
  while (i < args.length) {
    const text = args[i].text;
    if (text === null || !text.startsWith("-") || text === "-")
      break;
    if (text === "--")
      return args.slice(i + 1);
    i += 1 + (arity?.[text] ?? valuesTaken(text, valueOptions));
  }
  return args.slice(i);
}
function containerCommand(name, args) {
  if (CONTAINER_TOOLS.has(name)) {
    let rest = args;
    if (rest[0]?.text === "container" || rest[0]?.text === "compose")
      rest = skipOptions(rest.slice(1), ["-f", "--file", "-p", "--project-name", "--project-directory", "--env-file", "--profile"]);
    const sub = rest[0]?.text;
    if (sub !== "exec" && sub !== "run")
      return null;
    return { via: `${name} ${sub}`, argv: skipOptions(rest.slice(1), CONTAINER_OPTIONS[sub]).slice(1) };
  }
  const options = TARGET_EXEC[name];
  if (!options || args[0]?.text !== "exec")
    return null;
  const dash = args.findIndex((f) => f.text === "--");
  return { via: `${name} exec`, argv: dash >= 0 ? args.slice(dash + 1) : skipOptions(args.slice(1), options).slice(1) };
}
var LOCAL_HOST = /^(?:[^@]*@)?(localhost|127(?:\.\d+){3}|::1|\[::1\]|0\.0\.0\.0)$/i;
var SSH_OPTIONS = ["-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-p", "-Q", "-R", "-S", "-W", "-w", "-B"];
var WATCHEXEC_OPTIONS = [
  "-w",
  "--watch",
  "-W",
  "--watch-non-recursive",
  "-e",
  "--exts",
  "-f",
  "--filter",
  "-i",
  "--ignore",
  "-d",
  "--debounce",
  "--delay-run",
  "-s",
  "--signal",
  "--stop-signal",
  "--stop-timeout",
  "--shell",
  "-E",
  "--env",
  "--project-origin",
  "--workdir",
  "--on-busy-update",
  "--poll",
  "--emit-events-to",
  "--filter-file",
  "--ignore-file",
  "--color",
  "--log-file"
];
var CONCURRENTLY_OPTIONS = [
  "-n",
  "--names",
  "-c",
  "--prefix-colors",
  "-p",
  "--prefix",
  "-s",
  "--success",
  "--restart-tries",
  "--restart-after",
  "-l",
  "--prefix-length",
  "-t",
  "--timestamp-format",
  "--default-input-target",
  "-m",
  "--max-processes",
  "--name-separator",
  "--teardown"
];
function codeRunner(name, args) {
  switch (name) {
    case "sg": {
      const rest = args[0]?.text === "-" ? args.slice(2) : args.slice(1);
      return rest.length > 0 ? { via: "sg", code: joinFields(rest[0]?.text === "-c" ? rest.slice(1) : rest) } : null;
    }
    case "nodemon": {
      const code = optionValue(args, ["--exec", "-x"]);
      return code ? { via: "nodemon --exec", code } : null;
    }
    case "watchexec": {
      const rest = skipOptions(args, WATCHEXEC_OPTIONS);
      return rest.length > 0 ? { via: "watchexec", code: joinFields(rest) } : null;
    }
    case "concurrently": {
      const rest = skipOptions(args, CONCURRENTLY_OPTIONS);
      return rest.length > 0 ? { via: "concurrently", code: joinFields(rest, "\n") } : null;
    }
    case "entr":
      return args.some((a) => /^-[a-z]*s[a-z]*$/.test(a.text ?? "")) && skipOptions(args, []).length > 0 ? { via: "entr -s", code: skipOptions(args, [])[0] } : null;
    case "vagrant": {
      const code = args[0]?.text === "ssh" ? optionValue(args, ["-c", "--command"]) : null;
      return code ? { via: "vagrant ssh", code } : null;
    }
    case "ssh": {
      const [host, ...rest] = skipOptions(args, SSH_OPTIONS);
      const local = LOCAL_HOST.test(host?.text ?? "");
      return rest.length > 0 ? { via: local ? "ssh localhost" : "ssh", code: joinFields(rest) } : null;
    }
    case "at":
    case "batch":
      return optionValue(args, ["-f"]) || args.some((a) => /^-[a-z]*[lrdc]$/.test(a.text ?? "")) ? null : { via: name, code: "stdin" };
    default:
      return null;
  }
}
function optionValue(args, names, clusters = false) {
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === null)
      continue;
    if (text === "--")
      return null;
    if (names.includes(text) || clusters && names.some((n) => /^-[A-Za-z]$/.test(n) && new RegExp(`^-[A-Za-z]+${n[1]}$`).test(text)))
      return args[i + 1] ?? unknownField;
    for (const name of names) {
      if (name.startsWith("--") && text.startsWith(`${name}=`))
        return { text: text.slice(name.length + 1), pattern: text.slice(name.length + 1), glob: false };
    }
  }
  return null;
}
function joinFields(fields, separator = " ") {
  if (fields.some((f) => f.text === null))
    return { ...unknownField, pattern: fields.map(show).join(separator) };
  const text = fields.map((f) => f.text).join(separator);
  return { text, pattern: text, glob: false };
}

// dist/src/heimdall/eval/embedded.js
var DANGEROUS_WORDS = /* @__PURE__ */ new Set([
  "rm",
  "rmdir",
  "unlink",
  "shred",
  "rimraf",
  "trash",
  "trash-put",
  "del-cli",
  "find",
  "fd",
  "git",
  "dd",
  "mkfs",
  "mke2fs",
  "mkswap",
  "wipefs",
  "psql",
  "mysql",
  "mariadb",
  "sqlite3",
  "duckdb",
  "sqlcmd",
  "clickhouse-client",
  "cockroach",
  "tar",
  "zip",
  "7z",
  "rar",
  "gzip",
  "xz",
  "bzip2",
  "zstd",
  "rsync",
  "eval",
  "sudo",
  "doas",
  "env",
  "xargs",
  "parallel",
  "busybox",
  "toybox",
  "su",
  ...SHELLS
]);
var NON_EXECUTING = /* @__PURE__ */ new Set([
  "echo",
  "printf",
  "print",
  "grep",
  "egrep",
  "fgrep",
  "rg",
  "ag",
  "ack",
  "man",
  "info",
  "tldr",
  "whatis",
  "apropos",
  "help",
  "which",
  "whereis",
  "type",
  "hash",
  "command",
  "alias",
  "unalias",
  "complete",
  "compgen",
  "apt",
  "apt-get",
  "apt-cache",
  "aptitude",
  "dpkg",
  "dpkg-query",
  "yum",
  "dnf",
  "rpm",
  "zypper",
  "brew",
  "port",
  "pacman",
  "apk",
  "snap",
  "flatpak",
  "pip",
  "pip3",
  "pipx",
  "gem",
  "cargo",
  "go",
  "composer",
  "conda",
  "mamba",
  "gh",
  "glab",
  "hub",
  "jira",
  "curl",
  "wget",
  "http",
  "https",
  "xh",
  "jq",
  "yq",
  "logger",
  "notify-send",
  "say",
  "espeak",
  "cowsay",
  "figlet",
  "wall",
  "mail",
  "mailx",
  "test",
  "[",
  "[[",
  "expr",
  "true",
  "false",
  ":",
  "read",
  "export",
  "set",
  "declare",
  "local",
  "typeset",
  "readonly",
  "printenv",
  "pgrep",
  "pkill",
  "killall",
  "kill",
  "pidof",
  "ps",
  "lsof",
  "fuser",
  "systemctl",
  "service",
  "journalctl",
  "awk",
  "gawk",
  "mawk",
  "nawk",
  "sed",
  "gsed",
  "gdb",
  "make",
  "gmake",
  "cat",
  "less",
  "more",
  "head",
  "tail",
  "wc",
  "sort",
  "uniq",
  "cut",
  "tr",
  "diff",
  "comm",
  "ls",
  "stat",
  "file",
  "tee",
  "touch",
  "mkdir",
  "mv",
  "cp"
]);
var MESSAGE_OPTION = /^(-m|--message|--msg|--title|--body|--subject|--description|--notes|--comment|--summary)$/;
var MAX_SUSPECTS = 4;
var COMMAND_POSITION = /(?<=(?:^|[;&|(`{\n]|\b(?:exec|spawn|then|do|else|sudo|time|nohup)\s)\s*)[^\s;&|()`'"]+/g;
function embeddedCommands(argv, stdin) {
  const name = commandName(argv[0]);
  if (name === null)
    return [];
  const fromOptions = optionCommands(name, argv.slice(1));
  const own = programCommands(name, argv, stdin);
  if (own === null)
    return fromOptions.length > 0 ? fromOptions : suspectTails(name, argv);
  return [...fromOptions, ...own];
}
function programCommands(name, argv, stdin) {
  const args = argv.slice(1);
  switch (name) {
    case "awk":
    case "gawk":
    case "mawk":
    case "nawk":
      return awkProgram(args).flatMap((program) => awkShellCommands(program).map((code) => ({ via: `${name} system()`, code: code === null ? unknownField : knownField(code) })));
    case "sed":
    case "gsed":
      return sedScripts(args).flatMap((script) => sedShellCommands(script).map((code) => ({ via: "sed e", code: code === null ? unknownField : knownField(code) })));
    case "fd":
    case "fdfind":
      return fdExecs(args);
    case "gdb":
      return optionValues(args, ["-ex", "-iex", "--eval-command"]).flatMap((v) => {
        const shell = v.text === null ? null : /^\s*(?:shell\s|!)([\s\S]*)$/.exec(v.text);
        return v.text === null ? [{ via: "gdb -ex", code: unknownField }] : shell ? [{ via: "gdb -ex shell", code: knownField(shell[1]) }] : [];
      });
    case "git":
      return gitRunners(args);
    case "make":
    case "gmake": {
      const file = optionValues(args, ["-f", "--file", "--makefile"]);
      if (!file.some((f) => f.text === "-" || f.text === "/dev/stdin"))
        return [];
      return [{ via: `${name} -f -`, code: stdin.kind === "text" ? knownField(makeRecipes(stdin.text)) : unknownField }];
    }
    case "deno":
    case "bun":
      return args[0]?.text === "eval" ? [] : null;
    default:
      return null;
  }
}
function suspectTails(name, argv) {
  if (NON_EXECUTING.has(name) || DANGEROUS_WORDS.has(name))
    return [];
  const found = [];
  const via = `${name} (runs its arguments?)`;
  for (let i = 1; i < argv.length && found.length < MAX_SUSPECTS; i++) {
    const text = argv[i].text;
    if (text === null || MESSAGE_OPTION.test(argv[i - 1].text ?? ""))
      continue;
    const value = text.replace(/^--?[A-Za-z][\w-]*=/, "");
    if (!/\s/.test(value)) {
      if (value === text && dangerousWord(value))
        found.push({ via, argv: argv.slice(i) });
      continue;
    }
    for (const match of value.matchAll(COMMAND_POSITION)) {
      if (found.length >= MAX_SUSPECTS)
        break;
      if (dangerousWord(match[0]))
        found.push({ via, code: knownField(value.slice(match.index)) });
    }
  }
  return found;
}
function dangerousWord(word) {
  const name = commandName(knownField(word));
  return DANGEROUS_WORDS.has(name) || /^mkfs\./.test(name);
}
function optionValues(args, names) {
  const values = [];
  args.forEach((a, i) => {
    const text = a.text;
    if (text !== null && names.includes(text))
      values.push(args[i + 1] ?? unknownField);
    const long = names.find((n) => n.startsWith("--") && text?.startsWith(`${n}=`));
    if (long)
      values.push(knownField(text.slice(long.length + 1)));
  });
  return values;
}
function gitRunners(args) {
  let i = 0;
  while (i < args.length && (args[i].text ?? "").startsWith("-"))
    i += /^(-C|-c|--git-dir|--work-tree|--namespace)$/.test(args[i].text) ? 2 : 1;
  const sub = args[i]?.text;
  const rest = args.slice(i + 1);
  if (sub === "rebase")
    return optionValues(rest, ["-x", "--exec"]).map((code) => ({ via: "git rebase --exec", code }));
  if (sub === "difftool" || sub === "mergetool")
    return optionValues(rest, ["-x", "--extcmd"]).map((code) => ({ via: `git ${sub} -x`, code }));
  if (sub === "bisect" && rest[0]?.text === "run" && rest.length > 1)
    return [{ via: "git bisect run", argv: rest.slice(1) }];
  if (sub === "submodule") {
    const at = rest.findIndex((f) => f.text === "foreach");
    let command = at < 0 ? [] : rest.slice(at + 1);
    while (command[0] && /^(--recursive|--quiet|-q)$/.test(command[0].text ?? ""))
      command = command.slice(1);
    return command.length > 0 ? [{ via: "git submodule foreach", code: joinFields(command) }] : [];
  }
  return [];
}
var FD_VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "-e",
  "--extension",
  "-t",
  "--type",
  "-E",
  "--exclude",
  "-d",
  "--max-depth",
  "--min-depth",
  "--exact-depth",
  "-S",
  "--size",
  "--changed-within",
  "--changed-before",
  "--newer",
  "--older",
  "-o",
  "--owner",
  "-j",
  "--threads",
  "--base-directory",
  "--search-path",
  "--max-results",
  "-c",
  "--color",
  "--format",
  "--ignore-file",
  "--path-separator",
  "--batch-size",
  "--max-buffer-time"
]);
var FD_NARROWING = /* @__PURE__ */ new Set([
  "-e",
  "--extension",
  "-t",
  "--type",
  "-S",
  "--size",
  "--changed-within",
  "--changed-before",
  "--newer",
  "--older",
  "-o",
  "--owner",
  "-g",
  "--glob"
]);
function fdExecs(args) {
  const operands = [];
  const roots = [];
  let narrowed = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === "-x" || text === "--exec" || text === "-X" || text === "--exec-batch") {
      let end = i + 1;
      while (end < args.length && args[end].text !== ";")
        end++;
      const template = args.slice(i + 1, end);
      if (template.length === 0)
        return [];
      const pattern = operands[0]?.text;
      if (pattern !== void 0 && pattern !== "" && pattern !== "." && pattern !== "^")
        narrowed = true;
      const searched = [...roots, ...operands.slice(1)];
      return (searched.length > 0 ? searched : [knownField(".")]).map((root) => {
        const found = foundUnder(root, narrowed);
        const placed = template.some((f) => /\{(\/?\.?|\/\/)\}/.test(f.pattern));
        const argv = template.map((f) => /\{\/\.?\}/.test(f.pattern) ? unknownField : /\{(\.|\/\/)?\}/.test(f.pattern) ? found : f);
        return { via: "fd -x", argv: placed ? argv : [...argv, found] };
      });
    }
    if (text !== null && FD_NARROWING.has(text))
      narrowed = true;
    if (text === "--search-path")
      roots.push(args[i + 1] ?? unknownField);
    if (text !== null && FD_VALUE_OPTIONS.has(text))
      i++;
    else if (text === null || !text.startsWith("-"))
      operands.push(args[i]);
  }
  return [];
}
function makeRecipes(makefile) {
  return makefile.split("\n").filter((line) => line.startsWith("	")).map((line) => line.slice(1).replace(/^[@+-]+/, "")).join("\n");
}
function awkProgram(args) {
  const sources = optionValues(args, ["-e", "--source"]);
  if (sources.length > 0)
    return sources.map((s) => s.text ?? "\0");
  if (args.some((a) => a.text === "-f" || a.text?.startsWith("--file")))
    return [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === null)
      return ["\0"];
    if (text === "--")
      return args[i + 1] ? [args[i + 1].text ?? "\0"] : [];
    if (/^-[Fvf]$/.test(text))
      i++;
    else if (!text.startsWith("-"))
      return [text];
  }
  return [];
}
var REGEX_AFTER = /* @__PURE__ */ new Set(["(", ",", "{", "}", ";", "\n", "!", "~", "&&", "||", "!~"]);
function awkTokens(program) {
  const tokens = [];
  let i = 0;
  while (i < program.length) {
    const c = program[i];
    if (c === " " || c === "	" || c === "\\")
      i++;
    else if (c === "#")
      while (i < program.length && program[i] !== "\n")
        i++;
    else if (c === '"') {
      let value = "";
      for (i++; i < program.length && program[i] !== '"'; i++) {
        if (program[i] === "\\" && i + 1 < program.length)
          value += { n: "\n", t: "	" }[program[++i]] ?? program[i];
        else
          value += program[i];
      }
      i++;
      tokens.push({ t: "str", v: value });
    } else if (c === "/" && (tokens.length === 0 || REGEX_AFTER.has(tokens[tokens.length - 1].v))) {
      let inClass = false;
      for (i++; i < program.length && (program[i] !== "/" || inClass); i++) {
        if (program[i] === "\\")
          i++;
        else if (program[i] === "[")
          inClass = true;
        else if (program[i] === "]")
          inClass = false;
      }
      i++;
      tokens.push({ t: "other", v: "regex" });
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(program.slice(i))[0];
      tokens.push({ t: "word", v: word });
      i += word.length;
    } else {
      const op = ["||", "&&", "|&", "!~"].find((o) => program.startsWith(o, i)) ?? c;
      tokens.push({ t: op === "|" || op === "|&" ? "op" : "other", v: op });
      i += op.length;
    }
  }
  return tokens;
}
function awkShellCommands(program) {
  if (program.includes("\0"))
    return /system|\|/.test(program) ? [null] : [];
  if (!/system|\|/.test(program))
    return [];
  const tokens = awkTokens(program);
  const found = [];
  const strings = (from, to) => tokens.slice(from, to).every((t) => t.t === "str") && to > from ? tokens.slice(from, to).map((t) => t.v).join("") : null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.t === "word" && token.v === "system" && tokens[i + 1]?.v === "(") {
      let depth = 0;
      let end = i + 1;
      for (; end < tokens.length; end++) {
        if (tokens[end].v === "(")
          depth++;
        else if (tokens[end].v === ")" && --depth === 0)
          break;
      }
      found.push(strings(i + 2, end));
    } else if (token.t === "op") {
      if (tokens[i + 1]?.v === "getline") {
        let start = i;
        while (start > 0 && tokens[start - 1].t === "str")
          start--;
        found.push(strings(start, i));
      } else {
        let end = i + 1;
        while (end < tokens.length && !/^[;\n})]$/.test(tokens[end].v))
          end++;
        const command = strings(i + 1, end);
        found.push(command);
        const shell = command === null ? null : /^\s*(\S+)/.exec(command)?.[1];
        if (shell && SHELLS.has(shell.slice(shell.lastIndexOf("/") + 1))) {
          let start = i;
          while (start > 0 && !(tokens[start - 1].t === "word" && /^printf?$/.test(tokens[start - 1].v)) && !/^[;\n{]$/.test(tokens[start - 1].v))
            start--;
          found.push(strings(start, i));
        }
      }
    }
  }
  return found;
}
function sedScripts(args) {
  const given = optionValues(args, ["-e", "--expression"]);
  if (given.length > 0)
    return given.map((g) => g.text ?? "\0");
  if (args.some((a) => a.text === "-f" || a.text?.startsWith("--file")))
    return [];
  const first = args.find((a) => a.text === null || !a.text.startsWith("-") || a.text === "-");
  return first ? [first.text ?? "\0"] : [];
}
function sedShellCommands(script) {
  if (script.includes("\0"))
    return /e/.test(script) ? [null] : [];
  if (!script.includes("e"))
    return [];
  const found = [];
  let i = 0;
  const toEol = () => {
    const end = script.indexOf("\n", i);
    const text = script.slice(i, end < 0 ? script.length : end);
    i = end < 0 ? script.length : end + 1;
    return text;
  };
  const delimited = () => {
    const delim = script[i++];
    if (delim === void 0 || delim === "\n" || delim === "\\")
      return false;
    while (i < script.length && script[i] !== delim)
      i += script[i] === "\\" ? 2 : 1;
    i++;
    return i <= script.length;
  };
  const address = () => {
    const c = script[i];
    if (c === "/")
      return delimited();
    if (c === "\\") {
      i++;
      return delimited();
    }
    const m = /^(\$|\d+(~\d+)?)/.exec(script.slice(i));
    if (m)
      i += m[0].length;
    return true;
  };
  while (i < script.length) {
    while (i < script.length && /[\s;{}]/.test(script[i]))
      i++;
    if (i >= script.length)
      break;
    if (!address())
      return found;
    if (script[i] === ",") {
      i++;
      if (script[i] === "+" || script[i] === "~")
        i++;
      if (!address())
        return found;
    }
    while (script[i] === " " || script[i] === "!")
      i++;
    const command = script[i++];
    if (command === void 0)
      break;
    if (command === "e") {
      const rest = toEol().trim();
      found.push(rest === "" ? null : rest);
    } else if (command === "s") {
      if (!delimited())
        return found;
      i--;
      if (!delimited())
        return found;
      const flags = /^[gpiImMe0-9]*/.exec(script.slice(i))[0];
      i += flags.length;
      if (flags.includes("e"))
        found.push(null);
      if (script[i] === "w")
        toEol();
    } else if (command === "y") {
      if (!delimited())
        return found;
      i--;
      if (!delimited())
        return found;
    } else if ("aicrRwWbtT:#".includes(command)) {
      if ("bt T:".includes(command)) {
        const end = script.slice(i).search(/[;\n]/);
        i = end < 0 ? script.length : i + end;
      } else
        toEol();
    } else if (!/[=dDgGhHlLnNpPqQxzF}]/.test(command))
      return found;
  }
  return found;
}

// dist/src/heimdall/eval/stdout.js
function stdoutOf(argv, stdin) {
  const name = argv[0] ? commandName(argv[0]) : null;
  const args = argv.slice(1);
  const known2 = args.every((a) => a.text !== null);
  if (name === "echo" && known2) {
    const words = args.map((a) => a.text);
    while (words[0] && /^-[neE]+$/.test(words[0]))
      words.shift();
    return { kind: "text", text: `${words.join(" ")}
` };
  }
  if (name === "printf" && known2 && args.length > 0 && args[0].text !== "-v")
    return {
      kind: "text",
      text: printfOutput(args[0].text, args.slice(1).map((a) => a.text))
    };
  if (name === "cat") {
    const files = args.filter((a) => a.text !== "-");
    if (files.length === 0)
      return stdin;
    if (files.length === 1 && !files[0].text?.startsWith("-"))
      return { kind: "file", path: files[0] };
  }
  if (name === "find") {
    const plan = planFind(args);
    if (plan.roots.length === 1 && plan.execs.length === 0)
      return { kind: "unknown", what: "find", paths: foundUnder(plan.roots[0], false) };
  }
  if (stdin.kind === "unknown" && stdin.paths && name !== null && LINE_FILTERS.has(name)) {
    const operands = args.filter((a) => a.text === null || !a.text.startsWith("-"));
    if (operands.length === (name === "grep" || name === "egrep" || name === "fgrep" ? 1 : 0))
      return stdin;
  }
  return { kind: "unknown", what: name ?? "a computed command" };
}
var LINE_FILTERS = /* @__PURE__ */ new Set(["grep", "egrep", "fgrep", "sort", "uniq", "head", "tail"]);
function printfOutput(format, args) {
  const cooked = cookAnsiC(format);
  let out = "";
  let next = 0;
  do {
    out += cooked.replace(/%(%|[-+ #0]*\d*(?:\.\d*)?([sbdiouxXcqeEfgG]))/g, (_, spec, conversion) => {
      if (spec === "%")
        return "%";
      const arg = args[next++] ?? "";
      if (conversion === "b")
        return cookAnsiC(arg);
      if (conversion === "c")
        return arg.slice(0, 1);
      return arg;
    });
  } while (next < args.length && /%[^%]/.test(cooked));
  return out;
}

// dist/src/heimdall/eval/walk-scope.js
var REPEATING = /* @__PURE__ */ new Set([
  "xargs",
  "parallel",
  "find -exec",
  "fd -x",
  "watch",
  "watchexec",
  "entr",
  "entr -s",
  "nodemon --exec",
  "retry",
  "git rebase --exec",
  "git submodule foreach",
  "git bisect run"
]);
function homeOnly(vars, assigns) {
  const home = assigns.find((a) => a.name === "HOME");
  const value = home ? home.value?.text : vars.get("HOME");
  return new Map(value == null ? [] : [["HOME", value]]);
}

// dist/src/heimdall/eval/walk.js
var MAX_DEPTH = 8;
var MAX_EMBEDDED = 64;
var NO_STDIN = { kind: "none" };
function walkCommand(src, options) {
  const result = { invocations: [], problems: [], parsers: /* @__PURE__ */ new Set() };
  const vars = /* @__PURE__ */ new Map();
  if (options.home !== void 0)
    vars.set("HOME", options.home);
  new Walker(options, result).code(knownField(src), { cwd: options.cwd, vars, constants: /* @__PURE__ */ new Set(), stdin: NO_STDIN, via: [], depth: 0, repeated: false });
  return result;
}
var Walker = class {
  options;
  result;
  /** Commands found inside other commands so far; a command made of hundreds of runners is not read further. */
  embeddedCount = 0;
  /** Whether the command sets CDPATH anywhere. */
  cdpath = false;
  /** Aliases defined so far (null: a value computed at run time). */
  aliases = /* @__PURE__ */ new Map();
  constructor(options, result) {
    this.options = options;
    this.result = result;
  }
  /** Parses and walks shell code (the top-level command, or code found inside it). */
  code(code, state) {
    const remote = state.via.some((v) => REMOTE_VIA.has(v));
    if (code.text === null) {
      if (remote)
        return;
      this.problem("unknown-code", `shell code computed at run time: ${code.pattern}`, state.via);
      return;
    }
    if (state.depth > MAX_DEPTH) {
      this.problem("unknown-code", "shell code nested too deeply to inspect", state.via);
      return;
    }
    const parsed = this.options.parse(code.text);
    if (!parsed.ok) {
      if (remote)
        return;
      this.problem("parse-error", parsed.error, state.via);
      return;
    }
    this.result.parsers.add(parsed.parser);
    this.script(parsed.script, state);
  }
  script(script, outer) {
    const bindings = analyzeBindings(script);
    const vars = new Map(bindings.dynamic ? [] : [...outer.vars].filter(([name]) => !bindings.assigned.has(name) || bindings.constants.has(name)));
    if (bindings.assigned.has("IFS") && !vars.has("IFS") && !bindings.constants.has("IFS"))
      vars.set("IFS", UNKNOWN_IFS);
    if (outer.cwd !== null && !bindings.assigned.has("PWD"))
      vars.set("PWD", outer.cwd);
    const state = { ...outer, vars, constants: bindings.dynamic ? /* @__PURE__ */ new Set() : bindings.constants };
    for (const stmt of script.stmts)
      this.stmt(stmt, state, true);
  }
  stmt(stmt, state, topLevel2 = false) {
    const io = this.redirects(stmt.redirs, state);
    const inner = io.stdin ? { ...state, stdin: io.stdin } : state;
    if (stmt.command.type === "simple")
      return this.simple(stmt.command.assigns, stmt.command.args, inner, topLevel2, io);
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
        for (const w of command.words)
          this.expand(w, scope);
        for (const name of command.binds)
          scope.vars.delete(name);
        const outer = scope.repeated;
        if (command.kind === "for" || command.kind === "while" || command.kind === "function")
          scope.repeated = true;
        for (const stmt of command.body)
          this.stmt(stmt, scope);
        scope.repeated = outer;
        return { kind: "unknown", what: command.kind };
      }
    }
  }
  simple(assignWords, args, state, topLevel2, io) {
    const assigns = this.assigns(assignWords, state, topLevel2 && args.length === 0);
    const argv = args.flatMap((w) => this.expand(w, state));
    if (argv.length === 0) {
      if (assigns.length > 0 || io.writes.length > 0 || io.reads.length > 0)
        this.record({ argv: [], assigns, writes: io.writes, reads: io.reads, stdin: state.stdin, cwd: state.cwd, via: state.via });
      return NO_STDIN;
    }
    const alias = argv[0].text === null ? void 0 : this.aliases.get(argv[0].text);
    if (alias !== void 0) {
      const words = argv.slice(1);
      const code = alias === null || words.some((w) => w.text === null) ? unknownField : knownField([alias, ...words.map((w) => shellQuote(w.text))].join(" "));
      this.recordRedirects(io, state);
      this.code(code, { ...state, via: [...state.via, `alias ${argv[0].text}`], depth: state.depth + 1 });
      return { kind: "unknown", what: "an alias" };
    }
    const unwrapped = unwrap(argv, state.stdin.kind === "unknown" ? state.stdin.paths : void 0);
    const via = [...state.via, ...unwrapped.via];
    const allAssigns = [...assigns, ...unwrapped.assigns];
    const cwd = unwrapped.cwd ? resolvePath(unwrapped.cwd.text, state.cwd, this.options.fs) : state.cwd;
    if (unwrapped.kind !== "exec")
      this.optionRunners(argv, { ...state, via: [...state.via, ...unwrapped.via.slice(0, 1)] });
    if (unwrapped.kind !== "exec" && unwrapped.mounts?.length)
      this.record({ argv: [], assigns: [], writes: [], reads: [], stdin: state.stdin, cwd: state.cwd, via, mounts: unwrapped.mounts });
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
    const reads = unwrapped.reads.length > 0 ? [...io.reads, ...unwrapped.reads] : io.reads;
    const invocation = {
      argv: finalArgv,
      assigns: allAssigns,
      writes: io.writes,
      reads,
      stdin: state.stdin,
      cwd,
      via,
      repeated: state.repeated || via.some((v) => REPEATING.has(v)),
      ...unwrapped.mounts?.length ? { mounts: unwrapped.mounts } : {}
    };
    this.record(invocation);
    const name = commandName(finalArgv[0]);
    if (name !== null && DYNAMIC_COMMANDS.has(name)) {
      state.vars.clear();
      state.constants = /* @__PURE__ */ new Set();
    }
    this.changeDirectory(invocation, state);
    if (name === "alias")
      this.defineAliases(invocation.argv.slice(1));
    this.findExecs(invocation, state);
    this.embedded(invocation, state);
    return stdoutOf(finalArgv, state.stdin);
  }
  /** `alias name=value`: later commands named `name` run `value`; a computed value is unknown code. */
  defineAliases(args) {
    for (const arg of args) {
      const match = /^([^=\s/$`'"]+)=/.exec(arg.pattern);
      if (match)
        this.aliases.set(match[1], arg.text === null ? null : arg.text.slice(match[0].length));
    }
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
    if (name === "ln")
      this.options.links?.recordLn(invocation.argv.slice(1), invocation.cwd, invocation);
    if (name !== "cd" && name !== "pushd" && name !== "popd")
      return;
    state.cwd = directoryAfter(name, invocation, state.vars.get("HOME"), this.cdpath, this.options.fs);
    if (state.cwd === null)
      state.vars.delete("PWD");
    else
      state.vars.set("PWD", state.cwd);
  }
  findExecs(invocation, state) {
    if (commandName(invocation.argv[0]) !== "find")
      return;
    const plan = planFind(invocation.argv.slice(1));
    for (const exec of plan.execs) {
      for (const root of plan.roots) {
        const argv = exec(foundUnder(root, plan.narrowed, plan.name));
        if (argv.length > 0)
          this.runs(argv, [...invocation.via, "find -exec"], invocation.cwd, state);
      }
    }
  }
  /** Commands the invocation runs besides being one: awk's system(), sed's e, fd -x, a suspected runner's tail, ... */
  embedded(invocation, state) {
    if (state.depth > MAX_DEPTH)
      return;
    for (const found of embeddedCommands(invocation.argv, invocation.stdin)) {
      if (++this.embeddedCount > MAX_EMBEDDED) {
        if (this.embeddedCount === MAX_EMBEDDED + 1)
          this.problem("unknown-code", "too many commands nested in other commands to inspect", invocation.via);
        return;
      }
      const via = [...invocation.via, found.via];
      if ("argv" in found)
        this.runs(found.argv, via, invocation.cwd, state);
      else
        this.code(found.code, {
          ...state,
          cwd: invocation.cwd,
          via,
          depth: state.depth + 1,
          vars: homeOnly(state.vars, []),
          stdin: NO_STDIN,
          repeated: state.repeated || REPEATING.has(found.via)
        });
    }
  }
  optionRunners(argv, state) {
    const name = commandName(argv[0]);
    if (name === null)
      return;
    for (const found of optionCommands(name, argv.slice(1))) {
      const via = [...state.via.filter((v) => !REMOTE_VIA.has(v)), found.via];
      if ("argv" in found)
        this.runs(found.argv, via, state.cwd, state);
      else
        this.code(found.code, { ...state, via, depth: state.depth + 1, vars: homeOnly(state.vars, []), stdin: NO_STDIN });
    }
  }
  /** An argv another command runs (find -exec, fd -x, ...): unwrapped and recorded, or walked as code. */
  runs(argv, outerVia, cwd, state) {
    const inner = unwrap(argv);
    const via = [...outerVia, ...inner.via];
    const at = inner.cwd ? resolvePath(inner.cwd.text, cwd, this.options.fs) : cwd;
    const repeated = state.repeated || via.some((v) => REPEATING.has(v));
    const nested = { ...state, cwd: at, via, depth: state.depth + 1, vars: homeOnly(state.vars, []), stdin: NO_STDIN, repeated };
    if (inner.kind === "code")
      this.code(inner.code, nested);
    if (inner.kind !== "exec")
      return;
    const invocation = {
      argv: inner.argv.length > 0 ? inner.argv : argv,
      assigns: [],
      writes: [],
      reads: [],
      stdin: NO_STDIN,
      cwd: at,
      via,
      repeated
    };
    this.record(invocation);
    if (nested.depth <= MAX_DEPTH)
      this.embedded(invocation, nested);
  }
  assigns(assigns, state, settles) {
    return assigns.map((assign) => {
      if (assign.name === "CDPATH")
        this.cdpath = true;
      const value = assign.value ? this.expandAssignment(assign.value, state) : assign.array ? null : knownField("");
      for (const w of assign.array ?? [])
        this.expand(w, state);
      if (settles && state.constants.has(assign.name) && value?.text != null)
        state.vars.set(assign.name, value.text);
      else if (assign.name === "IFS")
        state.vars.set("IFS", UNKNOWN_IFS);
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
      const target2 = this.expandOne(r.target, state);
      if (r.op === "<" || r.op === "<>") {
        reads.push(target2);
        if (r.fd === null || r.fd === "0")
          stdin = { kind: "file", path: target2 };
      }
      if (r.op === ">" || r.op === ">>" || r.op === ">|" || r.op === "&>" || r.op === "&>>" || r.op === "<>")
        writes.push(target2);
      if (r.op === ">&" && !/^(\d+-?|-)$/.test(target2.text ?? "0"))
        writes.push(target2);
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
    for (const part2 of word.parts) {
      const bodies = part2.type === "subst" || part2.type === "procsubst" ? [part2.body] : part2.type === "dynamic" ? part2.bodies : [];
      for (const body of bodies)
        this.script(body, { ...copy(state), stdin: NO_STDIN, via: [...state.via, part2.type === "procsubst" ? "<(...)" : "$(...)"] });
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

// dist/src/heimdall/rules/containers.js
function containerMountRule(name, invocation, ctx) {
  const mounts = invocation.mounts ?? containerMounts(name, invocation.argv.slice(1));
  const { policy } = ctx;
  for (const mount of mounts) {
    const text = mount.text === null ? null : mount.text.replace(/^~(?=\/|$)/, policy.home ?? "\0");
    const path = text === null || text.includes("\0") ? null : resolvePath(text, invocation.cwd, ctx.fs);
    if (path !== null && [...policy.allowedPaths, ...policy.tempDirs].some((dir) => isInside(path, dir)))
      continue;
    return [
      block("container-mount", "container mount", `\`${display(invocation)}\` mounts ${mount.pattern}${path ? ` (${path})` : ", a path computed at run time,"} into a container, which can then read and change it out of this guard's sight.`, `Mount only the worktree (-v "${policy.worktree}:/work") or a folder inside it.`)
    ];
  }
  return [];
}

// dist/src/heimdall/rules/credentials.js
import { posix as posix4 } from "node:path";

// dist/src/heimdall/rules/files-in-options.js
var LIST_OPTIONS = {
  file: ["-f", "--files-from", "-m", "--magic-file"],
  du: ["--files0-from"],
  wc: ["--files0-from"],
  find: ["-files0-from"],
  tar: ["-T", "--files-from", "-X", "--exclude-from"],
  rsync: ["--files-from", "--exclude-from", "--include-from"]
};
function filesReadByOptions(name, args) {
  const files = [];
  const options = LIST_OPTIONS[name] ?? [];
  args.forEach((arg, i) => {
    const text = arg.pattern;
    for (const option of options) {
      if (text === option && args[i + 1])
        files.push(args[i + 1]);
      else if (option.startsWith("--") && text.startsWith(`${option}=`))
        files.push(part(arg, text.slice(option.length + 1)));
      else if (!option.startsWith("--") && option.length === 2 && text.startsWith(option) && text.length > 2)
        files.push(part(arg, text.slice(2)));
    }
  });
  if (name === "tree" && args.some((a) => a.text === "--fromfile"))
    files.push(...args.filter((a) => !(a.text ?? "-").startsWith("-")));
  if (name === "dotenv")
    files.push(...dotenvPrinted(args));
  return files;
}
function dotenvPrinted(args) {
  const at = args.findIndex((a) => a.text === "-f" || a.text === "--file");
  const file = at >= 0 ? args[at + 1] : void 0;
  const command = args.find((a, i) => (at < 0 || i !== at + 1) && !(a.text ?? "-").startsWith("-"));
  if (command?.text !== "list" && command?.text !== "get")
    return [];
  return [file ?? { text: ".env", pattern: ".env", glob: false }];
}
var CURL_DATA = /* @__PURE__ */ new Set(["-d", "--data", "--data-binary", "--data-ascii", "--data-urlencode", "--json", "-F", "--form"]);
function uploadedFiles(name, args) {
  const files = [];
  if (name === "curl") {
    args.forEach((arg, i) => {
      const attached = /^-[dF](.+)$/.exec(arg.pattern)?.[1];
      const value = attached ?? (CURL_DATA.has(args[i - 1]?.text ?? "") ? arg.pattern : void 0);
      const file = value === void 0 ? void 0 : /^(?:[^=@<]*[=]?)?[@<]([^;]+)/.exec(value)?.[1];
      if (file)
        files.push(part(arg, file));
    });
  }
  if (name === "http" || name === "https" || name === "xh") {
    for (const arg of args) {
      const file = /^[\w.-]*(?::=|=)?@(.+)$/.exec(arg.pattern)?.[1];
      if (file)
        files.push(part(arg, file));
    }
  }
  return files;
}
function part(field, pattern) {
  return { text: field.text === null ? null : pattern, pattern, glob: field.glob };
}

// dist/src/heimdall/rules/linked-paths.js
import { posix as posix3 } from "node:path";
function linkedCredential(field, invocation, ctx) {
  if (field.text === null || field.glob || field.text === "" || field.text.length > 1024 || field.text.includes("\n"))
    return null;
  const real = resolvePath(field.text, invocation.cwd, ctx.fs);
  if (real === null)
    return null;
  const lexical = posix3.isAbsolute(field.text) ? posix3.normalize(field.text) : invocation.cwd ? posix3.join(invocation.cwd, field.text) : null;
  if (real === lexical)
    return null;
  const kind = credentialKind(real);
  return kind ? `${kind} (it resolves to ${real})` : null;
}

// dist/src/heimdall/rules/credentials.js
var NOT_READERS = /* @__PURE__ */ new Set([
  "ls",
  "exa",
  "eza",
  "lsd",
  "tree",
  "stat",
  "test",
  "[",
  "[[",
  "file",
  "du",
  "df",
  "find",
  "fd",
  "touch",
  "mkdir",
  "rmdir",
  "rm",
  "unlink",
  "shred",
  "trash",
  "rimraf",
  "chmod",
  "chown",
  "chgrp",
  "chattr",
  "lsattr",
  "realpath",
  "readlink",
  "dirname",
  "basename",
  "echo",
  "printf",
  "cd",
  "pushd",
  "popd",
  "which",
  "type",
  "command",
  "ssh",
  "ssh-add",
  "ssh-keygen",
  "dotenv",
  "tee",
  "truncate",
  "true",
  "false",
  ":",
  "export",
  "unset",
  "local",
  "declare",
  "typeset",
  "readonly"
]);
var PATTERN_FIRST = /* @__PURE__ */ new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "nawk", "sed", "jq", "yq", "perl", "ruby"]);
var PATTERN_VALUE_OPTIONS = ["-e", "-f", "-m", "-A", "-B", "-C", "-g", "-t", "--glob", "--type"];
var USE_OPTIONS = /^(--env-file|--kubeconfig|--key-file|--credentials-file|--cacert|--capath|--cert|--key|--identity-file|--ssh-key|--private-key|--tls-?cert|--tls-?key|--tlscacert|--client-cert|--keyfile|--certfile)$/;
var EXCLUDING = /^--(exclude|exclude-dir|exclude-from|ignore|ignore-dir|ignore-file|skip)$/;
var FILE_GLOBS = /* @__PURE__ */ new Set(["-g", "--glob", "--iglob", "--include"]);
var COPIERS = /* @__PURE__ */ new Set(["cp", "mv", "ln", "install"]);
var GIT_READERS = /* @__PURE__ */ new Set([
  "diff",
  "show",
  "log",
  "blame",
  "annotate",
  "cat-file",
  "grep",
  "archive",
  "format-patch",
  "difftool",
  "range-diff",
  "whatchanged"
]);
var TREE_READERS = /* @__PURE__ */ new Set(["rsync", "scp", "tar", "zip", "7z", "grep", "egrep", "rg", "ag", "ack"]);
function credentialRule(name, invocation, ctx) {
  const command = display(invocation) || "this redirection";
  const refuse = (field, kind, how = "reads") => [
    block("credential-read", "credential access", `\`${command}\` ${how} ${show(field)}, ${kind}.`, "Do not read credentials; if the task needs a secret, stop and say so in your handoff.")
  ];
  for (const field of invocation.reads) {
    const kind = credentialKind(field.pattern, field.glob) ?? linkedCredential(field, invocation, ctx);
    if (kind)
      return refuse(field, kind);
  }
  for (const field of filesReadByOptions(name, invocation.argv.slice(1))) {
    const kind = credentialKind(field.pattern, field.glob);
    if (kind)
      return refuse(field, kind);
  }
  if (name === "find")
    return findRule(invocation.argv.slice(1), refuse);
  if (name === "" || NOT_READERS.has(name))
    return [];
  const args = invocation.argv.slice(1);
  if (COPIERS.has(name))
    return copyRule(name, args, invocation, ctx, refuse);
  for (const field of readOperands(name, args)) {
    const kind = credentialKind(field.pattern, field.glob) ?? linkedCredential(field, invocation, ctx);
    if (kind)
      return refuse(field, kind);
  }
  if (TREE_READERS.has(name)) {
    const home = ctx.policy.home;
    for (const field of splitArgs(args, name === "tar" ? ["-C", "-f", "-T", "-X"] : []).operands) {
      const path = home ? resolveField(field, invocation, ctx).path : null;
      if (path !== null && home && (home === path || isInside(home, path)))
        return refuse(field, "a folder that holds the home folder and its keys", "takes in");
    }
  }
  return [];
}
var FIND_NAMES = /* @__PURE__ */ new Set(["-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename"]);
var FIND_EXEC = /* @__PURE__ */ new Set(["-exec", "-execdir", "-ok", "-okdir"]);
function findRule(args, refuse) {
  const exec = args.findIndex((a) => FIND_EXEC.has(a.text ?? ""));
  const program = exec >= 0 ? args[exec + 1] : void 0;
  if (!program || program.text !== null && NOT_READERS.has(posix4.basename(program.text)))
    return [];
  for (let i = 0; i < exec; i++) {
    const value = args[i + 1];
    if (!FIND_NAMES.has(args[i].text ?? "") || !value)
      continue;
    const kind = credentialKind(value.pattern, true);
    if (kind)
      return refuse(value, kind, `runs ${program.pattern} on files named`);
  }
  return [];
}
function readOperands(name, args) {
  const uses = (text) => text !== null && (USE_OPTIONS.test(text) || text === "-i" && (name === "scp" || name === "sftp"));
  const kept = args.filter((a, i) => !uses(a.text) && !uses(args[i - 1]?.text ?? null) && !/^--[\w-]+=/.test(a.text ?? ""));
  const patternFirst = PATTERN_FIRST.has(name);
  const valueOptions = patternFirst ? PATTERN_VALUE_OPTIONS : name === "head" || name === "tail" ? ["-n", "-c"] : name === "git" ? ["-C", "-c"] : name === "tar" ? ["-C", "-f", "-T", "-X"] : [];
  const { operands } = splitArgs(kept, valueOptions);
  const programGiven = args.some((a) => /^-(e|f|-regexp|-file)$/.test(a.text ?? "") || (name === "perl" || name === "ruby") && /^-[a-zA-Z]*[eE]$/.test(a.text ?? ""));
  let files = patternFirst && !programGiven ? operands.slice(1) : operands;
  if (name === "git") {
    const sub = operands[0]?.text ?? "";
    files = GIT_READERS.has(sub) ? operands.slice(1).map((f) => revisionPath(f)) : [];
  }
  const named = [...files];
  for (const a of args) {
    const text = a.pattern;
    const inside = /^--([\w-]+)=(.+)$/.exec(text);
    if (inside && !USE_OPTIONS.test(`--${inside[1]}`) && !EXCLUDING.test(`--${inside[1]}`))
      named.push(part(a, inside[2]));
    const at = /(?:^|=)@([^;]+)$/.exec(text) ?? /^if=(.+)$/.exec(text);
    if (at)
      named.push(part(a, at[1]));
  }
  if (patternFirst) {
    args.forEach((a, i) => {
      const value = FILE_GLOBS.has(a.text ?? "") ? args[i + 1] : void 0;
      if (value && !value.pattern.startsWith("!"))
        named.push({ ...value, glob: true });
    });
  }
  named.push(...uploadedFiles(name, args));
  if (name === "curl") {
    const upload = args.findIndex((a) => a.text === "-T" || a.text === "--upload-file");
    if (upload >= 0 && args[upload + 1])
      named.push(args[upload + 1]);
  }
  return named;
}
function revisionPath(field) {
  const colon = field.pattern.indexOf(":");
  return colon >= 0 ? part(field, field.pattern.slice(colon + 1)) : field;
}
function copyRule(name, args, invocation, ctx, refuse) {
  const { operands } = splitArgs(args, ["-t", "-S", "-m", "-o", "-g", "--target-directory", "--suffix", "--mode", "--owner", "--group"]);
  const targetIndex = args.findIndex((a) => a.text === "-t" || a.text === "--target-directory");
  const targetDir = targetIndex >= 0 ? args[targetIndex + 1] : args.map((a) => /^--target-directory=(.+)$/.exec(a.pattern)?.[1]).find(Boolean);
  const dirTarget = targetDir !== void 0 ? typeof targetDir === "string" ? targetDir : targetDir?.pattern ?? "*" : null;
  const single = name === "ln" && dirTarget === null && operands.length === 1;
  const sources = dirTarget !== null || single ? operands : operands.slice(0, -1);
  const dest = dirTarget ?? (single ? "." : operands[operands.length - 1]?.pattern ?? "*");
  const home = ctx.policy.home;
  for (const source of sources) {
    const path = home ? resolveField(source, invocation, ctx).path : null;
    if (path !== null && home && (home === path || isInside(home, path)))
      return refuse(source, "a folder that holds the home folder and its keys", "takes in");
    const kind = credentialKind(source.pattern, source.glob);
    if (!kind)
      continue;
    const intoDir = dirTarget !== null || single || /(^|\/)(\.{1,2})?$/.test(dest) || dest === "~";
    const copy2 = intoDir ? posix4.join(dest, posix4.basename(source.pattern)) : dest;
    if (!credentialKind(copy2))
      return refuse(source, `${kind}, to ${copy2}, a name that is not protected as one`, name === "mv" ? "moves" : name === "ln" ? "links to" : "copies");
  }
  return [];
}

// dist/src/heimdall/rules/delete.js
import { posix as posix5 } from "node:path";
var RECURSIVE_DELETERS = /* @__PURE__ */ new Set(["trash", "trash-put", "rimraf", "del-cli"]);
var PLAIN_DELETERS = /* @__PURE__ */ new Set(["rmdir", "unlink", "shred"]);
var FORMATTERS = /^(mkfs(\..+)?|mke2fs|mkswap|wipefs|blkdiscard)$/;
function deleteRule(name, invocation, ctx) {
  const args = invocation.argv.slice(1);
  if (name === "rm") {
    const { short, long, operands } = splitArgs(args);
    const recursive = short.has("r") || short.has("R") || long.has("--recursive");
    return operands.flatMap((target2) => checkTarget(target2, recursive, invocation, ctx));
  }
  if (RECURSIVE_DELETERS.has(name))
    return splitArgs(args).operands.flatMap((t) => checkTarget(t, true, invocation, ctx));
  if (FORMATTERS.test(name) && !(name === "wipefs" && !args.some((a) => /^(-[a-z]*a|--all|-o|--offset)/.test(a.text ?? ""))))
    return splitArgs(args, ["-t", "-L", "-b", "-O", "-N", "-o", "-U", "-E", "-i", "-m", "-T"]).operands.flatMap((t) => checkTarget(t, false, invocation, ctx));
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
    return plan.roots.flatMap((root) => checkTarget(foundUnder(root, plan.narrowed, plan.name), true, invocation, ctx, "find-delete"));
  }
  return [];
}
function checkTarget(target2, recursive, invocation, ctx, rule = "rm-recursive") {
  const { policy } = ctx;
  const resolved = resolveField(target2, invocation, ctx);
  const command = display(invocation);
  const advice = `Delete only inside the worktree (${policy.worktree}), naming the paths literally, e.g. rm -rf ./dist.`;
  if (resolved.path === null) {
    return [
      block(recursive ? rule : "path-escape", "computed delete", `\`${command}\` deletes ${resolved.shown}, a path computed at run time, so Heimdall cannot tell what it removes.`, advice)
    ];
  }
  const paths = [resolved.path];
  if (resolved.glob && /(^|\/)\.[*?]/.test(target2.pattern))
    paths.push(posix5.dirname(resolved.path));
  for (const path of paths) {
    if (!recursive) {
      const write2 = classifyWrite(path, policy);
      if (!write2.ok)
        return [
          block(write2.guard ? "guard-tamper" : "path-escape", write2.guard ? "guard tamper" : "path escape", `\`${command}\` deletes ${resolved.shown}: ${write2.why}.`, advice)
        ];
      continue;
    }
    if (!isInside(path, policy.worktree)) {
      return [block(rule, "path escape", `\`${command}\` deletes ${resolved.shown} (${path}), outside the worktree.`, advice)];
    }
    if (!isStrictlyInside(path, policy.worktree) || resolved.glob && resolved.matchesAll && path === policy.worktree) {
      return [
        block(rule, "recursive delete", `\`${command}\` would delete the whole worktree (${policy.worktree}).`, "Delete the specific folders you mean, e.g. rm -rf node_modules dist.")
      ];
    }
    const write = classifyWrite(path, policy);
    if (!write.ok && write.guard)
      return [block("guard-tamper", "guard tamper", `\`${command}\` deletes ${resolved.shown}: ${write.why}.`, advice)];
  }
  return [];
}

// dist/src/heimdall/policy.js
var PROTECTED_BRANCHES = /* @__PURE__ */ new Set(["main", "master", "trunk", "develop", "production", "release"]);

// dist/src/heimdall/rules/git-config.js
var COMMAND_KEYS = /^(core\.(fsmonitor|sshcommand|pager|editor|askpass|gitproxy|alternaterefscommand)|sequence\.editor|pager\..+|diff\.external|diff\..+\.(command|textconv)|merge\..+\.driver|filter\..+\.(clean|smudge|process)|gpg\.program|gpg\..+\.program|credential(\..+)?\.helper|uploadpack\.packobjectshook|remote\..+\.(uploadpack|receivepack|vcs)|(diff|merge)tool\..+\.cmd|browser\..+\.cmd|man\..+\.cmd|web\.browser|sendemail\.(tocmd|cccmd|sendmailcmd)|ssh\.variant)$/i;
var HIDDEN_KEYS = /^(core\.hookspath|include\.path|includeif\..+\.path|init\.templatedir|protocol\.(ext\.)?allow|protocol\..+\.allow|core\.worktree)$/i;
var REMOTE_KEYS = /^(remote\..+\.(url|pushurl|pushdefault)|url\..+\.(insteadof|pushinsteadof)|remote\.pushdefault|branch\..+\.(remote|pushremote))$/i;
var COMMAND_ENV = /* @__PURE__ */ new Set([
  "GIT_SEQUENCE_EDITOR",
  "GIT_EDITOR",
  "GIT_PAGER",
  "GIT_SSH_COMMAND",
  "GIT_SSH",
  "GIT_EXTERNAL_DIFF",
  "GIT_ASKPASS",
  "SSH_ASKPASS",
  "GIT_PROXY_COMMAND",
  "EDITOR",
  "VISUAL",
  "PAGER"
]);
var HIDDEN_ENV = /* @__PURE__ */ new Set(["GIT_CONFIG_PARAMETERS", "GIT_TEMPLATE_DIR", "GIT_CONFIG", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_EXEC_PATH"]);
function commandLineConfig(config, configEnv, assigns) {
  const entries = [];
  const split = (field, from, valueFrom) => {
    const text = field.text;
    if (text === null) {
      const key = /^([^=*]+)=/.exec(field.pattern)?.[1];
      return entries.push({ key: key ?? "*", value: unknown, from });
    }
    const eq = text.indexOf("=");
    entries.push({ key: eq < 0 ? text : text.slice(0, eq), value: eq < 0 ? known("true") : valueFrom(text.slice(eq + 1)), from });
  };
  for (const c of config)
    split(c, "-c", known);
  for (const c of configEnv)
    split(c, "--config-env", (name) => envValue(assigns, name));
  const count = assigns.find((a) => a.name === "GIT_CONFIG_COUNT");
  if (count) {
    const n = Number(count.value?.text ?? Number.NaN);
    const indexes = Number.isInteger(n) && n >= 0 && n <= 64 ? [...Array(n).keys()] : null;
    if (indexes === null)
      entries.push({ key: "*", value: unknown, from: "GIT_CONFIG_COUNT" });
    for (const i of indexes ?? []) {
      const key = assigns.find((a) => a.name === `GIT_CONFIG_KEY_${i}`)?.value?.text ?? "*";
      entries.push({ key, value: envValue(assigns, `GIT_CONFIG_VALUE_${i}`), from: `GIT_CONFIG_KEY_${i}` });
    }
  }
  return entries;
}
var unknown = { text: null, pattern: "*", glob: false };
function known(text) {
  return { text, pattern: text, glob: false };
}
function envValue(assigns, name) {
  return assigns.find((a) => a.name === name)?.value ?? unknown;
}
function configEntryFindings(entries, invocation, ctx) {
  const command = display(invocation);
  for (const entry of entries) {
    if (entry.key === "*")
      return [hidden(command, `sets git configuration computed at run time (${entry.from})`)];
    if (HIDDEN_KEYS.test(entry.key))
      return [hidden(command, `sets ${entry.key}, which makes git run hooks or read configuration this guard cannot see`)];
    if (COMMAND_KEYS.test(entry.key)) {
      const found = judgeCommand(entry.value, `${entry.key} (${entry.from})`, command, invocation, ctx);
      if (found.length > 0)
        return found;
    }
  }
  return [];
}
function gitEnvFindings(invocation, ctx) {
  const command = display(invocation);
  for (const assign of invocation.assigns) {
    if (HIDDEN_ENV.has(assign.name) && assign.value?.text !== "/dev/null")
      return [hidden(command, `sets ${assign.name}, which points git at configuration or programs this guard cannot read`)];
    if (COMMAND_ENV.has(assign.name) && assign.value) {
      const found = judgeCommand(assign.value, assign.name, command, invocation, ctx);
      if (found.length > 0)
        return found;
    }
  }
  return [];
}
function judgeCommand(value, where, command, invocation, ctx) {
  if (value.text === null)
    return [
      block("unknown-code", "unreadable code", `\`${command}\` makes git run ${where}, a command computed at run time.`, "Write the command literally, or run it yourself instead of through git configuration.")
    ];
  if (/^(true|false|yes|no|on|off|0|1|)$/i.test(value.text.trim()))
    return [];
  const code = value.text.replace(/^!/, "");
  return ctx.nested ? ctx.nested(code, invocation.cwd).filter((f) => f.decision === "block") : [];
}
function hidden(command, why) {
  return block("git-config", "git config", `\`${command}\` ${why}.`, "Run git with its normal configuration; run any command you need directly, where this guard can read it.");
}

// dist/src/heimdall/rules/git-options.js
var GIT_TOP = optionSpec([
  "-C=",
  "-c=",
  "--config-env=",
  "--git-dir=",
  "--work-tree=",
  "--namespace=",
  "--super-prefix=",
  "--exec-path=?",
  "--list-cmds=",
  "--attr-source=",
  "-p|--paginate",
  "-P|--no-pager",
  "--bare",
  "--no-replace-objects",
  "--no-lazy-fetch",
  "--no-optional-locks",
  "--no-advice",
  "--literal-pathspecs",
  "--glob-pathspecs",
  "--noglob-pathspecs",
  "--icase-pathspecs",
  "--html-path",
  "--man-path",
  "--info-path",
  "-v|--version",
  "-h|--help"
], { abbreviations: false, stopAtOperand: true });
var REMOTE_COMMON = [
  "--upload-pack=",
  "--receive-pack=",
  "--exec=",
  "-o|--server-option=",
  "-4|--ipv4",
  "-6|--ipv6",
  "-q|--quiet",
  "-v|--verbose",
  "--progress"
];
var GIT_SPECS = {
  push: optionSpec([
    ...REMOTE_COMMON,
    "-f|--force",
    "--force-with-lease=?",
    "--force-if-includes",
    "--mirror",
    "-d|--delete",
    "--prune",
    "--all|--branches",
    "--tags",
    "--follow-tags",
    "--repo=",
    "--push-option=",
    "-u|--set-upstream",
    "-n|--dry-run",
    "--porcelain",
    "--verify",
    "--atomic",
    "--signed=?",
    "--recurse-submodules=",
    "--thin"
  ]),
  fetch: optionSpec([
    ...REMOTE_COMMON,
    "--all",
    "--multiple",
    "-p|--prune",
    "-P|--prune-tags",
    "-t|--tags",
    "-n",
    "-f|--force",
    "-a|--append",
    "-k|--keep",
    "-u|--update-head-ok",
    "-j|--jobs=",
    "--depth=",
    "--deepen=",
    "--shallow-since=",
    "--shallow-exclude=",
    "--unshallow",
    "--update-shallow",
    "--refmap=",
    "--negotiation-tip=",
    "--negotiate-only",
    "--recurse-submodules=?",
    "--submodule-prefix=",
    "--filter=",
    "--dry-run",
    "--write-fetch-head",
    "--atomic",
    "--set-upstream",
    "--stdin"
  ]),
  pull: optionSpec([
    ...REMOTE_COMMON,
    "--all",
    "-r|--rebase=?",
    "-s|--strategy=",
    "-X|--strategy-option=",
    "--ff",
    "--ff-only",
    "--commit",
    "--edit|-e",
    "--squash",
    "--autostash",
    "--verify-signatures",
    "-S|--gpg-sign=?",
    "--cleanup=",
    "--depth=",
    "--deepen=",
    "--shallow-since=",
    "--shallow-exclude=",
    "--unshallow",
    "-j|--jobs=",
    "-t|--tags",
    "-p|--prune",
    "-f|--force",
    "--recurse-submodules=?",
    "--refmap=",
    "--set-upstream",
    "--dry-run",
    "--stat",
    "-n|--no-stat",
    "--log=?",
    "--signoff",
    "--allow-unrelated-histories"
  ]),
  "ls-remote": optionSpec([...REMOTE_COMMON, "-h|--heads", "-b|--branches", "-t|--tags", "--refs", "--get-url", "--sort=", "--symref"]),
  clone: optionSpec([
    ...REMOTE_COMMON,
    "-u=",
    "-l|--local",
    "--no-hardlinks",
    "-s|--shared",
    "--reference=",
    "--reference-if-able=",
    "--dissociate",
    "-n|--no-checkout",
    "--bare",
    "--mirror",
    "-o|--origin=",
    "-b|--branch=",
    "--revision=",
    "--template=",
    "-c|--config=",
    "--depth=",
    "--shallow-since=",
    "--shallow-exclude=",
    "--single-branch",
    "--recurse-submodules=?",
    "--separate-git-dir=",
    "-j|--jobs=",
    "--filter=",
    "--bundle-uri=",
    "--sparse"
  ]),
  archive: optionSpec([
    "-o|--output=",
    "--format=",
    "--prefix=",
    "--add-file=",
    "--add-virtual-file=",
    "--remote=",
    "--exec=",
    "-l|--list",
    "-v|--verbose",
    "--worktree-attributes",
    "--mtime="
  ]),
  reset: optionSpec([
    "--hard",
    "--soft",
    "--mixed",
    "--keep",
    "--merge",
    "-q|--quiet",
    "-p|--patch",
    "-N|--intent-to-add",
    "--refresh",
    "--pathspec-from-file=",
    "--pathspec-file-nul",
    "--recurse-submodules=?",
    "-U|--unified=",
    "--inter-hunk-context="
  ]),
  clean: optionSpec(["-f|--force", "-d", "-x", "-X", "-n|--dry-run", "-i|--interactive", "-q|--quiet", "-e|--exclude="]),
  branch: optionSpec([
    "-d|--delete",
    "-D",
    "-f|--force",
    "-m|--move",
    "-M",
    "-c|--copy",
    "-C",
    "-l|--list",
    "-a|--all",
    "-r|--remotes",
    "-v|--verbose",
    "-q|--quiet",
    "-u|--set-upstream-to=",
    "--unset-upstream",
    "-t|--track=?",
    "--no-track",
    "--contains=?",
    "--no-contains=?",
    "--merged=?",
    "--no-merged=?",
    "--points-at=",
    "--sort=",
    "--format=",
    "--show-current",
    "--edit-description",
    "--column=?",
    "--color=?",
    "--abbrev=?",
    "-i|--ignore-case",
    "--create-reflog",
    "--recurse-submodules",
    "--omit-empty"
  ]),
  checkout: optionSpec([
    "-b=",
    "-B=",
    "--orphan=",
    "-f|--force",
    "-m|--merge",
    "-p|--patch",
    "-q|--quiet",
    "--detach",
    "-t|--track=?",
    "--no-track",
    "-l",
    "--conflict=",
    "--ours",
    "--theirs",
    "--ignore-other-worktrees",
    "--overwrite-ignore",
    "--recurse-submodules=?",
    "--overlay",
    "--pathspec-from-file=",
    "--pathspec-file-nul",
    "--progress",
    "--guess"
  ]),
  restore: optionSpec([
    "-s|--source=",
    "-S|--staged",
    "-W|--worktree",
    "-p|--patch",
    "-q|--quiet",
    "--ours",
    "--theirs",
    "-m|--merge",
    "--conflict=",
    "--ignore-unmerged",
    "--ignore-skip-worktree-bits",
    "--recurse-submodules=?",
    "--overlay",
    "--pathspec-from-file=",
    "--pathspec-file-nul",
    "--progress"
  ]),
  switch: optionSpec([
    "-c|--create=",
    "-C|--force-create=",
    "--orphan=",
    "-d|--detach",
    "-f|--force|--discard-changes",
    "-m|--merge",
    "-q|--quiet",
    "-t|--track=?",
    "--no-track",
    "--guess",
    "--conflict=",
    "--ignore-other-worktrees",
    "--recurse-submodules=?",
    "--progress"
  ]),
  config: optionSpec([
    "--global",
    "--system",
    "--local",
    "--worktree",
    "-f|--file=",
    "--blob=",
    "--get",
    "--get-all",
    "--get-regexp",
    "--get-urlmatch",
    "--replace-all",
    "--add",
    "--unset",
    "--unset-all",
    "--rename-section",
    "--remove-section",
    "-l|--list",
    "-e|--edit",
    "--type=",
    "--bool",
    "--int",
    "--bool-or-int",
    "--path",
    "--expiry-date",
    "-z|--null",
    "--name-only",
    "--show-origin",
    "--show-scope",
    "--get-color",
    "--get-colorbool",
    "--default=",
    "--fixed-value",
    "--includes",
    "--comment=",
    "--all",
    "--value=",
    "--url="
  ])
};
function parseGitArgs(sub, args) {
  return parseOptions(args, GIT_SPECS[sub] ?? GENERIC);
}
var GENERIC = optionSpec([]);

// dist/src/heimdall/rules/git-invocation.js
var REPOSITORY_ENV = /* @__PURE__ */ new Set(["GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES"]);
function parseGit(args, assigns = []) {
  const top = parseOptions(args, GIT_TOP);
  const subField = args[top.end];
  const sub = subField?.text ?? null;
  const rest = args.slice(top.end + 1);
  const repository = [
    ...optionValuesOf(top, "--git-dir", "--work-tree"),
    ...assigns.filter((a) => REPOSITORY_ENV.has(a.name)).map((a) => a.value ?? { text: null, pattern: "*", glob: false })
  ];
  return {
    dirs: optionValuesOf(top, "-C"),
    config: optionValuesOf(top, "-c"),
    configEnv: optionValuesOf(top, "--config-env"),
    repository,
    sub,
    computed: subField !== void 0 && subField.text === null,
    rest,
    parsed: parseGitArgs(sub ?? "", rest)
  };
}
function gitDirectory(git, invocation, ctx) {
  let at = invocation.cwd;
  for (const dir of git.dirs)
    at = resolvePath(dir.text, at, ctx.fs);
  return at;
}
function readsOnly(git) {
  const operands = git.parsed.operands.map((o) => o.text);
  const options = git.parsed.options.map((o) => o.name);
  switch (git.sub) {
    case "status":
    case "log":
    case "diff":
    case "show":
    case "rev-parse":
    case "rev-list":
    case "ls-files":
    case "ls-tree":
    case "blame":
    case "describe":
    case "shortlog":
    case "grep":
    case "cat-file":
    case "version":
    case "help":
    case "merge-base":
    case "show-ref":
    case "for-each-ref":
    case "name-rev":
    case "check-ignore":
    case "var":
      return true;
    case "branch":
    case "tag":
      return operands.length === 0 || options.some((o) => /^(-l|--list|-a|-r|--contains|--merged|--no-merged|--points-at|--show-current)$/.test(o));
    case "remote":
      return operands.length === 0 || operands[0] === "show" || operands[0] === "get-url";
    case "config":
      return options.some((o) => /^(--get|--get-all|--get-regexp|--get-urlmatch|-l|--list)$/.test(o)) || operands[0] === "get" || operands[0] === "list";
    case "reflog":
      return operands.length === 0 || operands[0] === "show" || operands[0] === "exists";
    default:
      return false;
  }
}

// dist/src/heimdall/rules/git-remote.js
var TALKS_TO_REMOTE = /* @__PURE__ */ new Set(["push", "fetch", "pull", "ls-remote"]);
function remoteRule(sub, parsed, entries, invocation, ctx) {
  const command = display(invocation);
  const refuse = (why) => [
    block("git-remote", "git remote", `\`${command}\` ${why}; this task may only talk to origin.`, `Use origin: git ${sub === "ls-remote" ? "ls-remote" : sub} origin${sub === "push" && ctx.policy.assignedBranch ? ` ${ctx.policy.assignedBranch}` : ""}. If another remote is needed, stop and say so in your handoff.`)
  ];
  const redirect = entries.find((e) => REMOTE_KEYS.test(e.key));
  if (redirect && (TALKS_TO_REMOTE.has(sub) || sub === "remote" || sub === "submodule"))
    return refuse(`sets ${redirect.key} (${redirect.from}), which changes where origin points`);
  for (const option of ["--upload-pack", "--receive-pack", "--exec"]) {
    for (const value of optionValuesOf(parsed, option)) {
      const found = judgeCommand(value, option, command, invocation, ctx);
      if (found.length > 0)
        return found;
    }
  }
  if (sub === "archive") {
    const remote2 = optionValuesOf(parsed, "--remote")[0];
    return remote2 && remote2.text !== "origin" ? refuse(`archives from ${remote2.text ?? "a remote computed at run time"}`) : [];
  }
  if (sub === "remote")
    return remoteSubcommand(parsed.operands, refuse);
  if (!TALKS_TO_REMOTE.has(sub))
    return [];
  if (sub !== "ls-remote" && sub !== "push" && (hasOption(parsed, "--all") || hasOption(parsed, "--multiple")))
    return refuse(`${sub}es from every configured remote`);
  const repo = optionValuesOf(parsed, "--repo")[0];
  const remote = repo ?? parsed.operands[0];
  if (remote && remote.text !== "origin")
    return refuse(`talks to ${remote.text ?? "a remote computed at run time"}, not origin`);
  return [];
}
function remoteSubcommand(operands, refuse) {
  const [action, ...rest] = operands.map((o) => o.text);
  if (action === "set-url" || action === "rename")
    return refuse(`changes a remote's address or name (git remote ${action})`);
  if (action === "add" && rest.some((r) => r === "-f" || r === "--fetch"))
    return refuse("adds a remote and fetches from it");
  if ((action === "update" || action === "prune" || action === "show") && rest.some((r) => r !== "origin" && !r?.startsWith("-")))
    return refuse(`talks to ${rest.find((r) => r !== "origin" && !r?.startsWith("-")) ?? "a remote computed at run time"}`);
  if (action === "update" && rest.every((r) => r?.startsWith("-")))
    return refuse("fetches from every configured remote");
  return [];
}

// dist/src/heimdall/rules/side-effects.js
var REPLACING = /* @__PURE__ */ new Set(["gzip", "pigz", "gunzip", "unpigz", "bzip2", "pbzip2", "bunzip2", "xz", "unxz", "lzma", "unlzma", "lzip", "compress", "uncompress"]);
var KEEPING = /* @__PURE__ */ new Set(["zstd", "unzstd", "lz4", "brotli"]);
var COMPRESSOR_VALUES = ["-S", "--suffix", "-T", "--threads", "-F", "--format", "-C", "--check", "-M", "--memlimit", "-o", "-D", "-B", "-q"];
var TAR_VALUES = [
  "-f",
  "--file",
  "-C",
  "--directory",
  "-T",
  "--files-from",
  "-X",
  "--exclude-from",
  "-b",
  "-g",
  "--listed-incremental",
  "-N",
  "-V",
  "-H",
  "--format",
  "-I",
  "--use-compress-program",
  "-K",
  "-L"
];
var RSYNC_DELETE = /^--(delete(-before|-during|-delay|-after|-excluded)?|del)$/;
function sideEffectDeleteRule(name, invocation, ctx) {
  const args = invocation.argv.slice(1);
  const removed = removedPaths(name, args, invocation, ctx);
  return removed.flatMap(({ path, recursive, cwd }) => checkTarget(path, recursive, cwd === void 0 ? invocation : { ...invocation, cwd }, ctx));
}
function removedPaths(name, args, invocation, ctx) {
  if (name === "tar")
    return tarRemoved(args, invocation, ctx);
  if (name === "zip") {
    const { short, long, operands } = splitArgs(args, ["-b", "-n", "-t", "-tt", "-P", "-O", "-Z", "-s", "-sp", "-x", "-i"]);
    if (!short.has("m") && !long.has("--move"))
      return [];
    const recursive = short.has("r") || short.has("R") || long.has("--recurse-paths");
    return operands.slice(1).map((path) => ({ path, recursive }));
  }
  if (/^7z[arz]?$/.test(name)) {
    const { operands } = splitArgs(args);
    if (!args.some((a) => a.text === "-sdel") || !/^[au]$/.test(operands[0]?.text ?? ""))
      return [];
    return operands.slice(2).map((path) => ({ path, recursive: true }));
  }
  if (name === "rar") {
    const { operands } = splitArgs(args);
    const command = operands[0]?.text ?? "";
    if (!(command === "m" || command === "mf" || command === "a" && args.some((a) => a.text === "-df")))
      return [];
    return operands.slice(2).map((path) => ({ path, recursive: command !== "mf" }));
  }
  if (REPLACING.has(name) || KEEPING.has(name)) {
    const { short, long, operands } = splitArgs(args, COMPRESSOR_VALUES);
    const keeps = short.has("k") || short.has("c") || short.has("l") || short.has("t") || ["--keep", "--stdout", "--to-stdout", "--list", "--test"].some((o) => long.has(o));
    const removes = KEEPING.has(name) ? long.has("--rm") || name === "brotli" && short.has("j") : !keeps;
    if (!removes)
      return [];
    const recursive = short.has("r") || long.has("--recursive");
    return operands.filter((o) => o.text !== "-" && o.text !== null).map((path) => ({ path, recursive }));
  }
  if (name === "rclone") {
    const { operands } = splitArgs(args, ["--config", "--filter", "--include", "--exclude", "--transfers", "--checkers", "--bwlimit"]);
    const sub = operands[0]?.text ?? "";
    const isLocal = (f) => f !== void 0 && !/^[\w-]+:/.test(f.text ?? "");
    if (/^(move|moveto)$/.test(sub) && isLocal(operands[1]))
      return [{ path: operands[1], recursive: true }];
    if (/^(sync|bisync)$/.test(sub) && isLocal(operands[2]))
      return [{ path: operands[2], recursive: true }];
    if (/^(delete|purge|deletefile|rmdirs)$/.test(sub))
      return operands.slice(1).filter(isLocal).map((path) => ({ path, recursive: sub !== "deletefile" }));
    return [];
  }
  if (name === "aws" && args[0]?.text === "s3" && args[1]?.text === "mv" || name === "gsutil" && args[0]?.text === "mv") {
    const { operands } = splitArgs(args.slice(name === "aws" ? 2 : 1), ["--profile", "--region", "--exclude", "--include", "--acl"]);
    return operands.slice(0, -1).filter((o) => !/^[a-z0-9]+:\/\//.test(o.text ?? "")).map((path) => ({ path, recursive: true }));
  }
  if (name === "rsync") {
    const { short, long, operands } = splitArgs(args, [
      "-e",
      "--rsh",
      "-f",
      "--filter",
      "--exclude",
      "--include",
      "-T",
      "--temp-dir",
      "--backup-dir",
      "--suffix",
      "--chmod",
      "-B",
      "--block-size",
      "--port"
    ]);
    const local = operands.filter((o) => !/^[^/]*:/.test(o.text ?? ""));
    const destination = operands[operands.length - 1];
    const recursive = short.has("r") || short.has("a") || long.has("--recursive") || long.has("--archive");
    const removed = [];
    if (long.has("--remove-source-files"))
      removed.push(...operands.slice(0, -1).filter((o) => local.includes(o)).map((path) => ({ path, recursive })));
    if ([...long].some((l) => RSYNC_DELETE.test(l)) && destination && local.includes(destination) && operands.length >= 2)
      removed.push({ path: destination, recursive: true });
    return removed;
  }
  return [];
}
function tarRemoved(args, invocation, ctx) {
  if (!args.some((a) => a.text === "--remove-files"))
    return [];
  const sources = [];
  let directory = null;
  let archiveNext = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === null || text === "-" || !text.startsWith("-") && !(i === 0 && /^[A-Za-z]+$/.test(text))) {
      if (archiveNext)
        archiveNext = false;
      else
        sources.push(args[i]);
      continue;
    }
    if (text === "-C" || text === "--directory")
      directory = args[++i] ?? null;
    else if (text.startsWith("--directory="))
      directory = { ...args[i], text: text.slice(12), pattern: text.slice(12) };
    else if (text === "-f" || text === "--file")
      i++;
    else if (TAR_VALUES.includes(text))
      i++;
    else if (!text.startsWith("--") && text.includes("f")) {
      if (text.endsWith("f"))
        archiveNext = true;
    }
  }
  const cwd = directory ? resolvePath(directory.text, invocation.cwd, ctx.fs) : void 0;
  return sources.map((path) => ({ path, recursive: true, cwd }));
}
var OPERAND_OPTIONS = [
  "-d",
  "--desc",
  "-f",
  "--filename",
  "-R",
  "--repo",
  "-t",
  "--title",
  "-b",
  "--body",
  "-n",
  "--notes",
  "--target",
  "-p",
  "--profile",
  "--region",
  "--acl",
  "--content-type"
];
function uploadedFiles2(name, args) {
  return namedFiles(name, args).map((f) => f.text?.startsWith("@") ? { ...f, text: f.text.slice(1), pattern: f.pattern.slice(1) } : f);
}
function namedFiles(name, args) {
  const { operands } = splitArgs(args, OPERAND_OPTIONS);
  const words = operands.map((o) => o.text);
  const local = (fields) => fields.filter((f) => !/^[a-z0-9+.-]*:/i.test(f.text ?? "") || /^[A-Za-z]:\\/.test(f.text ?? ""));
  const sourcesOf = (from) => local(operands.slice(from, -1));
  switch (name) {
    case "wget":
      return optionValues(args, ["--post-file", "--body-file"]);
    case "gh":
      if (words[0] === "gist" && words[1] === "create")
        return operands.slice(2);
      if (words[0] === "gist" && words[1] === "edit")
        return optionValues(args, ["-a", "--add"]);
      if (words[0] === "release" && (words[1] === "upload" || words[1] === "create"))
        return operands.slice(3);
      return optionValues(args, ["-F", "--body-file", "--input"]);
    case "glab":
      return words[0] === "snippet" ? operands.slice(2) : optionValues(args, ["--body-file"]);
    case "aws":
      if (words[0] === "s3" && /^(cp|mv|sync)$/.test(words[1] ?? ""))
        return sourcesOf(2);
      return optionValues(args, ["--body", "--file"]);
    case "gsutil":
      return /^(cp|mv|rsync)$/.test(words[0] ?? "") ? sourcesOf(1) : [];
    case "gcloud":
      if (words[0] === "storage" && /^(cp|mv|rsync)$/.test(words[1] ?? ""))
        return sourcesOf(2);
      return optionValues(args, ["--data-file", "--source"]);
    case "az":
      return optionValues(args, ["--file", "-f", "--source", "-s"]);
    case "rclone":
      return /^(copy|copyto|move|moveto|sync|rcat)$/.test(words[0] ?? "") ? local(operands.slice(1, 2)) : [];
    case "s3cmd":
    case "mc":
      return /^(put|sync|cp|mv|mirror)$/.test(words[0] ?? "") ? sourcesOf(1) : [];
    case "b2":
      return words[0] === "upload-file" ? operands.slice(2, 3) : [];
    case "croc":
    case "wormhole":
    case "ffsend":
      return /^(send|upload)$/.test(words[0] ?? "") ? operands.slice(1) : [];
    case "pastebinit":
    case "gist":
    case "transfer":
      return operands;
    case "socat":
      return args.flatMap((a) => {
        const m = /^(?:FILE|OPEN|GOPEN|READ):([^,]+)/i.exec(a.text ?? "");
        return m ? [{ text: m[1], pattern: m[1], glob: false }] : [];
      });
    default:
      return [];
  }
}
function credentialInside(pattern) {
  return credentialKind(pattern) ?? ["credentials", "config", "config.json"].map((f) => credentialKind(`${pattern}/${f}`)).find((k) => k !== null) ?? null;
}
function leakBlock(invocation, file, kind, what) {
  return block("credential-leak", "credential leak", `\`${display(invocation)}\` ${what} ${show(file)}, ${kind}.`, "Never upload, publish or commit credentials; if the task needs one shared, stop and say so in your handoff.");
}
function uploadRule(name, invocation) {
  for (const file of uploadedFiles2(name, invocation.argv.slice(1))) {
    const kind = credentialInside(file.pattern);
    if (kind)
      return [leakBlock(invocation, file, kind, "uploads")];
  }
  return [];
}

// dist/src/heimdall/rules/git.js
var SAFE_RESET_TARGETS = /^(HEAD|@)(~[01]?|\^1?)?$/;
function gitRule(invocation, ctx) {
  const git = parseGit(invocation.argv.slice(1), invocation.assigns);
  const command = display(invocation);
  const cwd = gitDirectory(git, invocation, ctx);
  const entries = commandLineConfig(git.config, git.configEnv, invocation.assigns);
  if (git.sub === "clone")
    entries.push(...optionValuesOf(git.parsed, "-c").flatMap((c) => commandLineConfig([c], [], [])));
  if (git.sub === "config")
    entries.push(...persistentConfig(git));
  if (entries.some((e) => /^alias\./i.test(e.key))) {
    return [
      block("git-alias", "git alias", `\`${command}\` defines a git alias, which would hide the real command from this guard.`, "Run the git command itself instead of an alias.")
    ];
  }
  const configured = [...configEntryFindings(entries, invocation, ctx), ...gitEnvFindings(invocation, ctx)];
  if (configured.length > 0)
    return configured;
  if (git.sub === null)
    return git.computed ? [unknownSub(command)] : [];
  const elsewhere = outsideWorktree(git, cwd, ctx);
  if (elsewhere && !readsOnly(git)) {
    return [
      block("path-escape", "path escape", `\`${command}\` changes a repository outside the worktree (${elsewhere}).`, `Run git inside the worktree (${ctx.policy.worktree}), without -C, --git-dir or GIT_DIR pointing elsewhere.`)
    ];
  }
  return [...remoteRule(git.sub, git.parsed, entries, invocation, ctx), ...subcommandRule(git, cwd, command, invocation, ctx)];
}
function subcommandRule(git, cwd, command, invocation, ctx) {
  const p = git.parsed;
  switch (git.sub) {
    case "push":
      return pushRule(p, cwd, command, ctx);
    case "reset":
      return resetRule(p, command);
    case "add":
    case "stage":
      return addRule(git.rest, invocation);
    case "worktree":
      return worktreeRule(git.rest, invocation, ctx);
    case "update-ref":
    case "reflog":
    case "repack":
    case "config":
    case "gc":
    case "prune":
    case "filter-branch":
    case "filter-repo":
    case "replace":
    case "stash":
      return historyRule(git.sub, git.rest, command, ctx, git.config.map((c) => c.text ?? "*"));
    case "clean":
      return cleanRule(p, command);
    case "checkout":
    case "restore":
      return [...recreateRule(p, command, ctx), ...discardRule(git.sub, p, command)];
    case "switch":
      return recreateRule(p, command, ctx);
    case "branch":
      return [...branchRule(p, command, ctx), ...branchMoveRule(p, command, ctx)];
    case "commit":
      return hasOption(p, "--amend") ? [audit("git-amend", "git commit --amend", command)] : [];
    default:
      return [];
  }
}
function outsideWorktree(git, cwd, ctx) {
  const inside = (path) => path !== null && isInside(path, ctx.policy.worktree);
  if (git.dirs.length > 0 && !inside(cwd))
    return cwd ?? git.dirs.map((d) => d.pattern).join("/");
  for (const location of git.repository) {
    const path = resolvePath(location.text, cwd, ctx.fs);
    if (!inside(path))
      return path ?? location.pattern;
  }
  return null;
}
function persistentConfig(git) {
  if (readsOnly(git))
    return [];
  const operands = git.parsed.operands;
  const [first, second, third] = operands;
  const keyed = first?.text === "set" ? { key: second, value: third } : { key: first, value: second };
  if (!keyed.key || !keyed.value)
    return [];
  return [{ key: keyed.key.text ?? "*", value: keyed.value, from: "git config" }];
}
function unknownSub(command) {
  return block("unknown-command", "computed command", `\`${command}\` runs a git subcommand computed at run time.`, "Write the git subcommand literally.");
}
function pushRule(p, cwd, command, ctx) {
  const advice = ctx.policy.assignedBranch ? `Push only your branch, without force: git push origin ${ctx.policy.assignedBranch}. If history must be rewritten, stop and say so in your handoff.` : "Push only your own feature branch, without force, to origin.";
  const refuse = (why) => [block("git-push", "git push", `\`${command}\` ${why}.`, advice)];
  const operands = p.operands;
  if (hasOption(p, "-f", "--force-with-lease", "--force-if-includes"))
    return refuse("force-pushes, which can destroy commits on the remote");
  if (hasOption(p, "--mirror"))
    return refuse("mirrors every ref to the remote, deleting the ones missing locally");
  if (hasOption(p, "-d", "--prune"))
    return refuse("deletes remote branches");
  if (hasOption(p, "--all"))
    return refuse("pushes every local branch");
  const refspecs = optionValuesOf(p, "--repo").length > 0 ? operands : operands.slice(1);
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
    if (text.startsWith("refs/tags/"))
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
var DISCARDING_RESET = /* @__PURE__ */ new Set(["--hard", "--keep", "--merge"]);
function resetRule(p, command) {
  if (!hasOption(p, ...DISCARDING_RESET))
    return [];
  const target2 = p.operands[0];
  if (!target2 || target2.text !== null && SAFE_RESET_TARGETS.test(target2.text))
    return [];
  return [
    block("git-reset", "git reset --hard", `\`${command}\` moves the branch to ${target2.text ?? "a commit computed at run time"} and throws away everything after it.`, "Reset at most one commit back (git reset --hard HEAD~1), or use git revert.")
  ];
}
function cleanRule(p, command) {
  if (!hasOption(p, "-f") || !hasOption(p, "-d", "-x", "-X") || hasOption(p, "-n"))
    return [];
  return [
    block("git-clean", "git clean", `\`${command}\` deletes untracked files and folders, which may be the only copy of work.`, "Delete the specific build folders instead (rm -rf dist), or run git clean -n to see what it would remove.")
  ];
}
var WHOLE_TREE = /* @__PURE__ */ new Set([".", "./", ":/", ":/*", "*", ":(top)", ":(top)."]);
function discardRule(sub, p, command) {
  if (sub === "restore" && hasOption(p, "-S") && !hasOption(p, "-W"))
    return [];
  if (!p.operands.some((o) => o.text === null || WHOLE_TREE.has(o.text)))
    return [];
  return [
    block("git-discard", "git discard", `\`${command}\` discards every uncommitted change in the worktree.`, `Discard single files by name (git ${sub} -- path/to/file), or commit first.`)
  ];
}
function branchRule(p, command, ctx) {
  const forced = hasOption(p, "-D") || hasOption(p, "-d") && hasOption(p, "-f");
  if (!forced)
    return [];
  const assigned = ctx.policy.assignedBranch;
  const hit = p.operands.find((o) => o.text === null || o.text === assigned);
  if (!hit)
    return [];
  return [
    block("git-branch-delete", "git branch delete", `\`${command}\` force-deletes ${hit.text ?? "a branch computed at run time"}, this task's branch.`, "Keep the assigned branch; it carries your work to review.")
  ];
}
var EXPIRES_NOW = /^(now|all|0|.*\b(second|minute|hour)s?\b.*)$/i;
var EXPIRY_CONFIG = /^gc\.(\S+\.)?(pruneExpire|reflogExpire|reflogExpireUnreachable)=(now|all|0|.*\b(second|minute|hour)s?\b.*)$/i;
function historyBlock(command, why) {
  return [
    block("git-history", "git history", `\`${command}\` ${why}.`, "Leave history as it is: add commits (git revert) instead of rewriting, moving or expiring refs; if history must change, stop and say so in your handoff.")
  ];
}
function guardedBranch(name, ctx) {
  if (name === null)
    return true;
  const branch = name.replace(/^refs\/heads\//, "");
  return branch === ctx.policy.assignedBranch || PROTECTED_BRANCHES.has(branch);
}
function historyRule(sub, args, command, ctx, config) {
  const { short, long, operands } = splitArgs(args, ["-m", "--expire", "--expire-unreachable", "--prune"]);
  const optionValue3 = (name) => {
    const at = args.findIndex((a) => a.text === name);
    if (at >= 0)
      return args[at + 1]?.text ?? "";
    return args.map((a) => a.text ?? "").find((t) => t.startsWith(`${name}=`))?.slice(name.length + 1) ?? null;
  };
  const expiresNow = (...names) => names.some((n) => {
    const value = optionValue3(n);
    return value !== null && EXPIRES_NOW.test(value);
  });
  switch (sub) {
    case "update-ref": {
      if (short.has("d") || long.has("--delete"))
        return historyBlock(command, "deletes a ref, and the commits only it reached become garbage");
      if (long.has("--stdin"))
        return historyBlock(command, "changes refs listed on stdin, which Heimdall cannot read in advance");
      const ref = operands[0];
      if (ref && (ref.text === null || ref.text === "HEAD" || ref.text.startsWith("refs/heads/") && guardedBranch(ref.text, ctx))) {
        return historyBlock(command, `moves ${ref.text ?? "a ref computed at run time"} without any of reset's checks`);
      }
      return [];
    }
    case "reflog":
      if (operands[0]?.text === "delete")
        return historyBlock(command, "deletes reflog entries, the only way back to commits a reset or rebase left behind");
      if (operands[0]?.text === "expire" && expiresNow("--expire", "--expire-unreachable"))
        return historyBlock(command, "expires the reflog now, so a later gc deletes every commit only it remembered");
      return [];
    case "gc":
      return expiresNow("--prune") || config.some((c) => EXPIRY_CONFIG.test(c)) ? historyBlock(command, "prunes unreachable commits now instead of after two weeks") : [];
    case "config":
      return args.some((a, i) => /^gc\.(\S+\.)?(pruneExpire|reflogExpire|reflogExpireUnreachable)$/i.test(a.text ?? "") && EXPIRES_NOW.test(args[i + 1]?.text ?? "")) ? historyBlock(command, "sets gc to expire the reflog or prune right away") : [];
    case "repack":
      return short.has("a") && short.has("d") && !short.has("k") && !short.has("A") && !long.has("--keep-unreachable") && !long.has("--cruft") ? historyBlock(command, "drops unreachable objects from the packs, including commits only the reflog remembers") : [];
    case "prune": {
      if (short.has("n") || long.has("--dry-run"))
        return [];
      const expire = optionValue3("--expire");
      return expire === null || EXPIRES_NOW.test(expire) ? historyBlock(command, "deletes every unreachable object, including commits only the reflog remembers") : [];
    }
    case "filter-branch":
    case "filter-repo":
      return historyBlock(command, "rewrites the whole history of the repository");
    case "replace":
      return operands.length > 0 && !short.has("l") && !short.has("d") && !long.has("--list") && !long.has("--delete") ? historyBlock(command, "replaces an object, so history shows something other than what was committed") : [];
    case "stash":
      return operands[0]?.text === "clear" ? historyBlock(command, "deletes every stash at once") : [];
    default:
      return [];
  }
}
function branchMoveRule(p, command, ctx) {
  const operands = p.operands;
  if (hasOption(p, "-d", "-D"))
    return [];
  const force = hasOption(p, "-f");
  const rename = hasOption(p, "-M", "-C") || hasOption(p, "-m", "-c") && force;
  if (!(force && operands.length >= 2) && !(rename && operands.length >= 1))
    return [];
  const target2 = rename ? operands[operands.length - 1] : operands[0];
  return guardedBranch(target2.text, ctx) ? historyBlock(command, `moves ${target2.text ?? "a branch computed at run time"} by force, dropping the commits only it reached`) : [];
}
function recreateRule(p, command, ctx) {
  const branch = optionValuesOf(p, "-B", "-C")[0];
  const start = p.operands[0];
  if (!branch || !start || start.text === "HEAD" || start.text === "@" || start.text === "--")
    return [];
  return guardedBranch(branch.text, ctx) ? historyBlock(command, `resets ${branch.text ?? "a branch computed at run time"} to ${start.text ?? "a commit computed at run time"}, dropping the commits only it reached`) : [];
}
function addRule(args, invocation) {
  for (const path of splitArgs(args, ["--chmod", "--pathspec-from-file"]).operands) {
    const kind = credentialKind(path.pattern);
    if (kind)
      return [leakBlock(invocation, path, kind, "stages")];
  }
  return [];
}
function worktreeRule(args, invocation, ctx) {
  const { short, long, operands } = splitArgs(args);
  if (operands[0]?.text !== "remove" || !(short.has("f") || long.has("--force")))
    return [];
  return operands.slice(1).flatMap((path) => checkTarget(path, true, invocation, ctx));
}
function stepsBack(target2) {
  const match = target2 === null ? null : /^(?:HEAD|@)((?:~\d*|\^\d*)*)$/.exec(target2);
  if (!match)
    return null;
  return [...match[1].matchAll(/~(\d*)|\^\d*/g)].reduce((sum, m) => sum + (m[0].startsWith("~") ? m[1] === "" ? 1 : Number(m[1]) : 1), 0);
}
function resetBudgetRule(invocations) {
  let steps = 0;
  let hard = false;
  let repeated = false;
  const resets = [];
  for (const invocation of invocations) {
    if (invocation.argv[0] === void 0 || commandName(invocation.argv[0]) !== "git")
      continue;
    const git = parseGit(invocation.argv.slice(1));
    if (git.sub !== "reset")
      continue;
    const target2 = git.parsed.operands[0];
    const back = target2 === void 0 ? 0 : stepsBack(target2.text);
    if (back === null)
      continue;
    hard ||= hasOption(git.parsed, ...DISCARDING_RESET);
    steps += back;
    repeated ||= back > 0 && invocation.repeated === true;
    resets.push(display(invocation));
  }
  if (!hard || resets.length < 2 && !repeated || steps <= 1 && !repeated)
    return [];
  const why = repeated ? "resets inside a loop or a repeating runner, dropping a commit each time" : `resets ${steps} commits back in all`;
  return [
    block("git-reset", "git reset --hard", `\`${resets.join(" && ")}\` ${why}.`, "Reset at most one commit back (git reset --hard HEAD~1), once, or use git revert.")
  ];
}

// dist/src/heimdall/rules/inline-code.js
import { posix as posix6 } from "node:path";

// dist/src/heimdall/rules/sql-meta.js
var PSQL = /^\\(i|ir|include|include_relative|!|o|out|w|write|g|gx|copy|gexec)(?:\s+([\s\S]*))?$/;
var MYSQL = /^(?:(source|system|tee|pager)\b|\\([.!TP]))\s*([\s\S]*)$/i;
var SQLITE = /^\.(shell|system|read|output|once|backup|save|load)\b\s*([\s\S]*)$/;
function sqlMeta(text, dialect) {
  const meta = { shell: [], reads: [], writes: [], unreadable: null };
  const lines = text.split("\n").flatMap((line) => dialect === "psql" ? line.split(/(?=\\[a-z!])/) : [line]);
  for (const raw of lines) {
    const line = raw.trim();
    if (dialect === "psql")
      psqlLine(line, meta);
    else if (dialect === "mysql")
      mysqlLine(line, meta);
    else
      sqliteLine(line, meta);
  }
  const program = /\bprogram\s+'((?:[^']|'')*)'/gi;
  for (const m of text.matchAll(program))
    meta.shell.push(m[1].replace(/''/g, "'"));
  for (const m of text.matchAll(/\binto\s+(?:out|dump)file\s+'((?:[^']|'')*)'/gi))
    meta.writes.push(m[1]);
  return meta;
}
function unquote(word) {
  const t = word.trim().replace(/;$/, "");
  return /^'.*'$|^".*"$/.test(t) ? t.slice(1, -1) : t;
}
function target(value, meta) {
  const v = value.trim();
  if (v === "")
    return;
  if (v.startsWith("|"))
    meta.shell.push(v.slice(1));
  else
    meta.writes.push(unquote(v.split(/\s+/)[0]));
}
function psqlLine(line, meta) {
  const m = PSQL.exec(line);
  if (!m)
    return;
  const [, command, rest = ""] = m;
  if (command === "gexec")
    meta.unreadable = "\\gexec runs the rows a query returns as SQL";
  else if (command === "!")
    meta.shell.push(rest);
  else if (command.startsWith("i"))
    meta.reads.push(unquote(rest));
  else if (command === "copy") {
    const program = /\b(?:to|from)\s+program\s+'((?:[^']|'')*)'/i.exec(rest);
    if (program)
      meta.shell.push(program[1]);
    else {
      const to = /\bto\s+('(?:[^']|'')*'|\S+)/i.exec(rest);
      if (to && !/^(stdout|pstdout)$/i.test(to[1]))
        meta.writes.push(unquote(to[1]));
    }
  } else
    target(rest, meta);
}
function mysqlLine(line, meta) {
  const m = MYSQL.exec(line);
  if (!m)
    return;
  const command = (m[1] ?? m[2]).toLowerCase();
  const rest = m[3] ?? "";
  if (command === "source" || command === ".")
    meta.reads.push(unquote(rest));
  else if (command === "system" || command === "!" || command === "pager" || command === "p") {
    if (rest.trim() !== "")
      meta.shell.push(rest);
  } else
    target(rest, meta);
}
function sqliteLine(line, meta) {
  const m = SQLITE.exec(line);
  if (!m)
    return;
  const [, command, rest = ""] = m;
  if (command === "shell" || command === "system")
    meta.shell.push(rest);
  else if (command === "load")
    meta.unreadable = ".load loads a native extension into the client";
  else if (command === "read") {
    if (rest.trim().startsWith("|"))
      meta.shell.push(rest.trim().slice(1));
    else
      meta.reads.push(unquote(rest));
  } else if (command === "backup" || command === "save") {
    const words = rest.trim().split(/\s+/);
    if (words[0])
      meta.writes.push(unquote(words[words.length - 1]));
  } else
    target(rest, meta);
}

// dist/src/heimdall/rules/sql-options.js
var PSQL_OPTIONS = optionSpec([
  "-c|--command=",
  "-f|--file=",
  "-d|--dbname=",
  "-h|--host=",
  "-p|--port=",
  "-U|--username=",
  "-v|--set|--variable=",
  "-o|--output=",
  "-L|--log-file=",
  "-P|--pset=",
  "-F|--field-separator=",
  "-R|--record-separator=",
  "-T|--table-attr=",
  "-a|--echo-all",
  "-A|--no-align",
  "-b|--echo-errors",
  "-e|--echo-queries",
  "-E|--echo-hidden",
  "-H|--html",
  "-l|--list",
  "-n|--no-readline",
  "-q|--quiet",
  "-s|--single-step",
  "-S|--single-line",
  "-t|--tuples-only",
  "-x|--expanded",
  "-X|--no-psqlrc",
  "-z|--field-separator-zero",
  "-0|--record-separator-zero",
  "-1|--single-transaction",
  "-w|--no-password",
  "-W|--password",
  "-V|--version",
  "--csv",
  "--help=?"
]);
var MYSQL_OPTIONS = optionSpec([
  "-e|--execute=",
  "--init-command=",
  "-D|--database=",
  "-h|--host=",
  "-u|--user=",
  "-p|--password=?",
  "-P|--port=",
  "-S|--socket=",
  "--protocol=",
  "--defaults-file=",
  "--defaults-extra-file=",
  "--default-character-set=",
  "--ssl-mode=",
  "--tee=",
  "--pager=?",
  "-B|--batch",
  "-N|--skip-column-names",
  "-s|--silent",
  "-v|--verbose",
  "-t|--table",
  "-E|--vertical",
  "-f|--force",
  "-A|--no-auto-rehash",
  "-r|--raw",
  "-X|--xml",
  "-H|--html",
  "-C|--compress",
  "--ssl",
  "--skip-ssl"
]);

// dist/src/heimdall/rules/sql.js
var MAX_SQL_FILE = 1048576;
function destructiveSql(sql, hasDbMigration) {
  const text = sql.replace(/--[^\n]*/g, " ").replace(/\/\*[\s\S]*?\*\//g, " ").replace(/'(?:[^']|'')*'/g, "''");
  for (const raw of text.split(";")) {
    const statement = raw.trim().replace(/\s+/g, " ");
    if (/\bdrop (database|schema)\b/i.test(statement))
      return statement;
    if (!hasDbMigration && (/\bdrop table\b/i.test(statement) || /(^|[\s(])truncate\b(?!\s*\()/i.test(statement)))
      return statement;
    for (const m of statement.matchAll(/\bdelete from\b/gi))
      if (!/\bwhere\b/i.test(scopeAfter(statement, m.index)))
        return statement;
  }
  return null;
}
function scopeAfter(statement, at) {
  let depth = 0;
  for (let i = at; i < statement.length; i++) {
    if (statement[i] === "(")
      depth++;
    else if (statement[i] === ")" && --depth < 0)
      return statement.slice(at, i);
  }
  return statement.slice(at);
}
var CLIENTS = {
  psql: { inline: ["-c"], file: ["-f"], spec: PSQL_OPTIONS, dialect: "psql" },
  mysql: { inline: ["-e", "--init-command"], file: [], spec: MYSQL_OPTIONS, dialect: "mysql" },
  mariadb: { inline: ["-e", "--init-command"], file: [], spec: MYSQL_OPTIONS, dialect: "mysql" },
  sqlite3: { inline: ["-cmd"], file: [], positional: true, dialect: "sqlite" },
  sqlite: { inline: ["-cmd"], file: [], positional: true, dialect: "sqlite" },
  duckdb: { inline: ["-c", "-cmd"], file: [], positional: true, dialect: "sqlite" },
  "clickhouse-client": { inline: ["-q", "--query"], file: ["--queries-file"] },
  sqlcmd: { inline: ["-Q", "-q"], file: ["-i"] }
};
function sqlRule(name, invocation, ctx) {
  const dropped = dropsDatabase(name, invocation);
  if (dropped)
    return [
      block("sql-destructive", "destructive SQL", `\`${display(invocation)}\` ${dropped}.`, "Leave databases in place; change data with scoped statements.")
    ];
  const client = CLIENTS[name] ?? (name === "cockroach" && invocation.argv[1]?.text === "sql" ? { inline: ["-e", "--execute"], file: [] } : null);
  if (!client)
    return [];
  const args = invocation.argv.slice(1);
  const sources = [];
  if (client.spec) {
    const parsed = parseOptions(args, client.spec);
    sources.push(...optionValuesOf(parsed, ...client.inline).map((v) => v.text));
    sources.push(...optionValuesOf(parsed, ...client.file).map((f) => f.text === "-" ? null : readSql(f, invocation, ctx)));
    if (sources.length === 0)
      sources.push(...stdinSql(invocation.stdin, invocation, ctx));
    return judgeSql(sources, client.dialect ?? null, invocation, ctx);
  }
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
  return judgeSql(sources, client.dialect ?? null, invocation, ctx);
}
function judgeSql(given, dialect, invocation, ctx, depth = 0) {
  const command = display(invocation);
  const sources = [...given];
  for (const sql of given) {
    if (sql === null || dialect === null)
      continue;
    const meta = sqlMeta(sql, dialect);
    const found = metaFindings(meta, command, invocation, ctx);
    if (found.length > 0)
      return found;
    const included = meta.reads.map((file) => readSql({ text: file, pattern: file, glob: false }, invocation, ctx));
    if (included.length > 0) {
      const inner = depth < 3 ? judgeSql(included, dialect, invocation, ctx, depth + 1) : [];
      if (inner.length > 0 || depth >= 3)
        return inner.length > 0 ? inner : judgeSql([null], null, invocation, ctx);
    }
  }
  for (const sql of sources) {
    if (sql === null) {
      if (ctx.policy.hasDbMigration)
        return [audit("db-migration", "db migration", `${command} (SQL not readable in advance)`)];
      return [
        block("sql-destructive", "destructive SQL", `\`${command}\` runs SQL that cannot be read in advance, on a task without has_db_migration.`, 'Pass the SQL literally (psql -c "..."), without DROP, TRUNCATE or DELETE without WHERE.')
      ];
    }
    const bad = destructiveSql(sql, ctx.policy.hasDbMigration);
    if (bad)
      return [
        block("sql-destructive", "destructive SQL", `\`${command}\` runs \`${bad.slice(0, 120)}\`.`, "Change data with scoped statements (DELETE ... WHERE ...); schema changes belong in a task with has_db_migration.")
      ];
  }
  return [];
}
function metaFindings(meta, command, invocation, ctx) {
  if (meta.unreadable)
    return [block("unknown-code", "unreadable code", `\`${command}\`: ${meta.unreadable}, which cannot be read in advance.`, "Run the SQL itself, literally.")];
  for (const shell of meta.shell) {
    const found = ctx.nested ? ctx.nested(shell, invocation.cwd).filter((f) => f.decision === "block") : [];
    if (found.length > 0)
      return found;
  }
  for (const file of meta.writes) {
    const path = resolvePath(file, invocation.cwd, ctx.fs);
    const write = path === null ? null : classifyWrite(path, ctx.policy);
    if (write === null || !write.ok)
      return [
        block("path-escape", "path escape", `\`${command}\` makes the SQL client write ${file}${write && !write.ok ? `: ${write.why}` : ", a path computed at run time"}.`, `Write query output only inside the worktree (${ctx.policy.worktree}).`)
      ];
  }
  return [];
}
function dropsDatabase(name, invocation) {
  const words = invocation.argv.slice(1).map((a) => a.text ?? "");
  const operands = words.filter((w) => !w.startsWith("-"));
  if (name === "dropdb")
    return "drops a database";
  if (name === "mysqladmin" && operands.some((o) => /^drop$/i.test(o)))
    return "drops a database";
  if (name === "redis-cli" && operands.some((o) => /^flush(all|db)$/i.test(o)))
    return "empties a Redis database";
  if ((name === "mongo" || name === "mongosh") && words.some((w) => /dropDatabase\s*\(|\.drop\s*\(\s*\)/.test(w)))
    return "drops a MongoDB database or collection";
  const manage = operands.findIndex((o) => o.endsWith("manage.py") || o === "django-admin");
  const managed = name === "django-admin" ? operands[0] : manage >= 0 && /^python[0-9.]*$/.test(name) ? operands[manage + 1] : name.endsWith("manage.py") ? operands[0] : void 0;
  if (managed === "flush" || managed === "reset_db")
    return `empties the database (manage.py ${managed})`;
  return null;
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
  return [
    block("db-migration", "db migration", `\`${command}\` runs database migrations, but this task does not declare has_db_migration.`, "Leave the migration for a task that declares has_db_migration, and say so in your handoff.")
  ];
}

// dist/src/heimdall/rules/inline-code.js
var CODE_OPTIONS = [
  [/^python[0-9.]*$|^pypy3?$/, /^-[A-Za-z]*c$/],
  [/^(node|nodejs|bun)$/, /^(-e|--eval|-p|--print|-pe)$/],
  [/^deno$/, /^(--eval|-e)$/],
  [/^perl$/, /^-[A-Za-z]*[eE]$/],
  [/^ruby$/, /^-[A-Za-z]*e$/],
  [/^php$/, /^-r$/]
];
var EVAL_SUBCOMMANDS = /* @__PURE__ */ new Set(["eval"]);
var RUN_SUBCOMMANDS = /* @__PURE__ */ new Set(["run"]);
var DELETE_CALLS = /\b(shutil\.rmtree|os\.(remove|unlink|rmdir|removedirs)|\.unlink|\.rmdir|\.delete(?=\s*\(\s*\))|send2trash|rmSync|rmdirSync|unlinkSync|Deno\.remove(?:Sync)?|fs(?:\.promises)?\.(rm|rmdir|unlink)|rimraf|FileUtils\.(rm_rf|rm_r|rm|remove_dir|remove_entry)|File\.(delete|unlink)|Dir\.(rmdir|delete)|rmtree|remove_tree|unlink|rm(?=\s*\())\b\s*\(?/g;
var SHELL_CALLS = /\b(os\.system|os\.popen|subprocess\.\w+|execSync|execFileSync|spawnSync|exec|spawn|system|popen|qx|Deno\.run|Deno\.Command|shell_exec|passthru|proc_open)\s*\(/g;
var SHELL_TEMPLATE = /(?:\bBun\.|(?<![\w$.]))\$`((?:[^`\\]|\\.)*)`/g;
var STRING = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$]*)`/g;
var HOME_REFERENCE = /\b(expanduser|homedir|home_dir|UserHomeDir|expand_path)\b|\b(Path|Dir)\.home\b|(\benviron|\benv|\bENV|getenv|_SERVER|_ENV)\W{0,12}(?:get|fetch)?\W{0,4}\b(HOME|USERPROFILE)\b/;
var PATH_GLUE = /\b(?:os\.path\.(?:join|abspath|realpath|normpath)|posixpath\.join|path\.(?:join|resolve|normalize)|(?:pathlib\.)?(?:Pure|Posix)?Path|joinpath|resolve|File\.join|str|String)\b/g;
var CWD = /\b(?:__dirname|process\.cwd\(\s*\)|os\.getcwd\(\s*\)|Path\.cwd\(\s*\)|Dir\.pwd|Deno\.cwd\(\s*\)|getcwd\(\s*\))/g;
function interpreterOf(name) {
  return CODE_OPTIONS.find(([interpreter]) => interpreter.test(name))?.[1] ?? null;
}
function inlineCodes(name, invocation) {
  const option = interpreterOf(name);
  if (!option)
    return [];
  let args = invocation.argv.slice(1);
  const codes = [];
  const sub = (name === "deno" || name === "bun") && args[0]?.text ? args[0].text : null;
  if (sub && EVAL_SUBCOMMANDS.has(sub)) {
    const code = args.slice(1).find((a) => a.text === null || !a.text.startsWith("-"));
    codes.push(code ?? { text: null, pattern: "*", glob: false });
  }
  if (sub && (EVAL_SUBCOMMANDS.has(sub) || RUN_SUBCOMMANDS.has(sub)))
    args = args.slice(1);
  args.forEach((a, i) => {
    if (a.text !== null && option.test(a.text))
      codes.push(args[i + 1] ?? { text: null, pattern: "*", glob: false });
  });
  const operands = args.filter((a) => !codes.includes(a) && (a.text === null || !a.text.startsWith("-") || a.text === "-"));
  if (codes.length === 0 && (operands.length === 0 || operands[0].text === "-")) {
    const stdin = invocation.stdin;
    if (stdin.kind === "text")
      codes.push({ text: stdin.text, pattern: stdin.text, glob: false });
    else if (stdin.kind !== "none")
      codes.push({ text: null, pattern: "*", glob: false });
  }
  return codes;
}
function inlineCodeRule(name, invocation, ctx) {
  const codes = inlineCodes(name, invocation);
  const command = display(invocation);
  for (const code of codes) {
    if (code.text === null) {
      return [
        block("unknown-code", "unreadable code", `\`${command}\` runs ${name} code that is computed at run time or piped in from elsewhere.`, "Write the code into a file in the worktree and run that file.")
      ];
    }
    const found = checkCode(code.text, command, invocation, ctx);
    if (found.length > 0)
      return found;
  }
  return [];
}
function checkCode(code, command, invocation, ctx) {
  const advice = `Delete files only inside the worktree (${ctx.policy.worktree}), with literal paths.`;
  const refuse = (what, call) => [block("inline-delete", "inline code delete", `\`${command}\` deletes ${what} with ${call}.`, advice)];
  for (const match of code.matchAll(DELETE_CALLS)) {
    const call = match[1];
    const start = match.index + match[0].length;
    const args = callArguments(code, start);
    const dot = call.startsWith(".") ? match.index : code[match.index - 1] === "." ? match.index - 1 : -1;
    const subject = dot >= 0 && args.trim() === "" ? receiver(code, dot) : topLevel(args)[0] ?? "";
    for (const value of pathValues(subject, ctx)) {
      if (value.kind === "home")
        return refuse("the home folder (or a path under it)", call);
      if (value.kind === "computed")
        return refuse("a path computed at run time", call);
      const path = resolvePath(value.path, invocation.cwd, ctx.fs);
      if (path === null || !isStrictlyInside(path, ctx.policy.worktree))
        return refuse(`${value.path}, outside the worktree or the worktree itself,`, call);
    }
    for (const literal of stringsIn(args)) {
      const path = resolvePath(expandTilde2(literal, ctx), invocation.cwd, ctx.fs);
      if (path === null || !isStrictlyInside(path, ctx.policy.worktree))
        return refuse(`${literal}, outside the worktree or the worktree itself,`, call);
    }
  }
  const shells = [...code.matchAll(SHELL_CALLS)].map((m) => shellText(callArguments(code, m.index + m[0].length)));
  shells.push(...[...code.matchAll(SHELL_TEMPLATE)].map((m) => m[1].replace(/\$\{[^}]*\}/g, '"$__computed"')));
  for (const shell of shells) {
    if (ctx.nested && shell.trim()) {
      const found = ctx.nested(shell, invocation.cwd);
      if (found.length > 0)
        return found;
    }
  }
  const literals = stringsIn(code);
  for (const [i, literal] of literals.entries()) {
    const named = [literal, i > 0 ? `${literals[i - 1]}/${literal}` : null].filter((l) => l !== null && looksLikePath(l));
    const kind = named.map((l) => credentialKind(expandTilde2(l, ctx))).find(Boolean);
    if (kind)
      return [
        block("credential-read", "credential access", `\`${command}\` names ${literal} in its code, ${kind}.`, "Do not read credentials; if the task needs a secret, stop and say so in your handoff.")
      ];
    const bad = destructiveSql(literal, ctx.policy.hasDbMigration);
    if (bad)
      return [
        block("sql-destructive", "destructive SQL", `\`${command}\` runs \`${bad.slice(0, 120)}\`.`, "Change data with scoped statements (DELETE ... WHERE ...).")
      ];
  }
  return [];
}
function looksLikePath(literal) {
  return /^[~./\w-][\w./~@+-]*$/.test(literal) && (literal.includes("/") || literal.startsWith(".") || /^id_/.test(literal) || /\.pem$/.test(literal));
}
function expandTilde2(literal, ctx) {
  if (literal !== "~" && !literal.startsWith("~/"))
    return literal;
  return ctx.policy.home ? posix6.join(ctx.policy.home, literal.slice(1)) : `/nonexistent-home${literal.slice(1)}`;
}
function pathValues(expression, ctx) {
  const text = expression.trim();
  if (text === "")
    return [{ kind: "computed" }];
  if (HOME_REFERENCE.test(text))
    return [{ kind: "home" }];
  if (/^\[[\s\S]*\]$/.test(text))
    return topLevel(text.slice(1, -1)).flatMap((element) => pathValues(element, ctx));
  const pieces = [];
  let interpolated = false;
  const rest = text.replace(/require\(\s*['"](?:node:)?path['"]\s*\)\./g, "path.").replace(STRING, (_whole, single, double, back, offset) => {
    const value = single ?? double ?? back ?? "";
    const prefix = text[(offset ?? 0) - 1] ?? "";
    if (/\$[\w{]|#\{/.test(value) || /[fF]/.test(prefix) && value.includes("{") || back !== void 0 && value.includes("${"))
      interpolated = true;
    pieces.push(value);
    return " ";
  }).replace(/(?<![\w.])[rRbBuUfF](?=\s)/g, " ").replace(CWD, () => {
    pieces.push(".");
    return " ";
  }).replace(PATH_GLUE, " ");
  if (interpolated || pieces.length === 0 || /[\w$@]/.test(rest))
    return [{ kind: "computed" }];
  const joined = pieces.reduce((path, piece) => piece.startsWith("/") || piece.startsWith("~") ? piece : path === "" ? piece : posix6.join(path, piece), "");
  if (joined === "~" || joined.startsWith("~/"))
    return ctx.policy.home ? [{ kind: "path", path: expandTilde2(joined, ctx) }] : [{ kind: "home" }];
  return [{ kind: "path", path: joined }];
}
function shellText(args) {
  return topLevel(args).filter((arg) => !/^\s*\w+\s*=[^=]/.test(arg)).map((arg) => {
    const text = arg.trim();
    if (text.startsWith("{")) {
      const list = /\b(?:cmd|args)\s*:\s*(\[[\s\S]*?\])/.exec(text);
      return list ? shellText(list[1].slice(1, -1)) : "";
    }
    if (text.startsWith("["))
      return topLevel(text.slice(1, -1)).map((element) => shellWord(element)).join(" ");
    return shellPiece(text);
  }).join(" ");
}
function shellWord(element) {
  const text = element.trim();
  const literal = /^(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")$/.exec(text);
  if (literal)
    return `'${(literal[1] ?? literal[2] ?? "").replace(/'/g, `'\\''`)}'`;
  return HOME_REFERENCE.test(text) ? "~" : '"$__computed"';
}
function shellPiece(text) {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(STRING)) {
    out += between(text.slice(last, m.index));
    out += m[1] ?? m[2] ?? m[3] ?? "";
    last = m.index + m[0].length;
  }
  return out + between(text.slice(last));
}
function between(code) {
  if (HOME_REFERENCE.test(code))
    return "~";
  return /[A-Za-z_$]/.test(code.replace(/\b(?:r|b|u|f)$|\.join\b|\bjoin\b/g, "")) ? '"$__computed"' : "";
}
function receiver(code, dot) {
  let depth = 0;
  let i = dot - 1;
  for (; i >= 0; i--) {
    const c = code[i];
    if (c === ")" || c === "]")
      depth++;
    else if (c === "(" || c === "[") {
      if (depth === 0)
        break;
      depth--;
    } else if (depth === 0 && !/[\w.$'"/ ~-]/.test(c))
      break;
    else if (depth === 0 && c === " " && !/[.(]/.test(code[i + 1] ?? ""))
      break;
  }
  return code.slice(i + 1, dot);
}
function topLevel(args) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let from = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i];
    if (quote) {
      if (c === "\\")
        i++;
      else if (c === quote)
        quote = null;
    } else if (c === "'" || c === '"' || c === "`")
      quote = c;
    else if ("([{".includes(c))
      depth++;
    else if (")]}".includes(c))
      depth--;
    else if (c === "," && depth === 0) {
      parts.push(args.slice(from, i));
      from = i + 1;
    }
  }
  const last = args.slice(from);
  return last.trim() === "" && parts.length === 0 ? [] : [...parts, last];
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

// dist/src/heimdall/rules/environment-in-code.js
var WHOLE_ENVIRONMENT = [
  // Python: os.environ / environ, not one key of it.
  /(?:\bos\.|(?<![\w.]))environ\b(?!\s*(?:\[|\.(?:get|setdefault|pop)\b))/,
  // Node and Bun: process.env / Bun.env whole; Deno's toObject().
  /\b(?:process|Bun)\.env\b(?!\s*(?:\??\.\s*[A-Za-z_$]|\[))/,
  /\bDeno\.env\.toObject\b/,
  // Ruby's ENV and Perl's %ENV, not `ENV['X']`, `ENV.fetch`, `$ENV{X}`.
  /(?<![\w$])ENV\b(?!\s*(?:\[|\{|\.(?:fetch|key\?|has_key\?|include\?)))/,
  // PHP and Java.
  /\bgetenv\(\s*\)|\$_(?:ENV|SERVER)\b(?!\s*\[)|\bSystem\.getenv\(\s*\)/
];
var ONE_VARIABLE = /(?:environ|\benv|\bENV|getenv|_ENV|_SERVER)\s*(?:\.\s*(?:get|fetch)\s*\(|\??\.|\[|\{|\()\s*['"]?([A-Za-z_]\w*)/g;
var PRINTS = /\b(?:print|pprint|puts|printf|say|echo|print_r|var_dump|var_export|Dumper|console\.\w+|process\.stdout|sys\.stdout|json\.dumps?|JSON\.stringify)\b|(?<![\w.])pp?(?=\s*[(A-Z%$])/;
var PRINT_OPTIONS = /^(?:-p|--print|-pe|-ep)$/;
var PROGRAM_WHOLE = [/(?<![\w$.])(?:\$ENV|env)\b(?!\s*(?:\.\s*\w|\[))/, /\bENVIRON\b(?!\s*\[)/];
var PROGRAM_ONE = /(?:\$ENV|\benv|\bENVIRON)\s*(?:\.|\[\s*["'])\s*([A-Za-z_]\w*)/g;
function environmentInCode(name, invocation) {
  const program = programOf(name, invocation.argv.slice(1));
  if (program !== null)
    return printed(program, PROGRAM_WHOLE, PROGRAM_ONE);
  const prints = invocation.argv.some((a) => PRINT_OPTIONS.test(a.text ?? ""));
  for (const code of inlineCodes(name, invocation)) {
    if (code.text === null || !(prints || PRINTS.test(code.text)))
      continue;
    const found = printed(code.text, WHOLE_ENVIRONMENT, ONE_VARIABLE);
    if (found)
      return found;
  }
  return null;
}
function printed(code, whole, one) {
  if (whole.some((pattern) => pattern.test(code)))
    return "prints every environment variable, secrets included";
  const variable = [...code.matchAll(one)].map((m) => m[1]).find((v) => SECRET_NAME.test(v));
  return variable ? `prints ${variable}, a credential-like variable` : null;
}
var JQ_VALUES = { "--arg": 2, "--argjson": 2, "--slurpfile": 2, "--rawfile": 2, "--indent": 1, "-L": 1 };
var AWK_VALUES = { "-F": 1, "-v": 1, "--assign": 1, "--field-separator": 1 };
function programOf(name, args) {
  const jq = name === "jq" || name === "gojq" || name === "jaq";
  const awk = /^[gmn]?awk$/.test(name);
  if (!jq && !awk)
    return null;
  const values = jq ? JQ_VALUES : AWK_VALUES;
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (text === null)
      return null;
    if (text === "-f" || text === "--from-file" || text.startsWith("--from-file="))
      return null;
    if (text in values)
      i += values[text];
    else if (!text.startsWith("-") || text === "-")
      return jq || text.includes("ENVIRON") ? text : null;
  }
  return null;
}

// dist/src/heimdall/rules/secret-variables.js
var ADVICE = "Use secrets only through the environment of the command that needs them; never print, log or assign them.";
var DUMP_ADVICE = (
  // biome-ignore lint/suspicious/noTemplateCurlyInString: shell code, not a template.
  'Print the one variable you need by name (not a credential), e.g. printenv PATH; to check a secret is set, use [ -n "$NAME" ] or ${NAME:+set}.'
);
var PRINTERS = /* @__PURE__ */ new Set(["echo", "printf", "print", "printenv", "logger", "wall"]);
var LISTERS = /* @__PURE__ */ new Set(["set", "declare", "typeset", "export", "readonly", "local"]);
var NOT_VARIABLES = /^[-+][a-zA-Z]*[fFo]/;
var exposure = (message, advice = ADVICE) => block("secret-exposure", "secret exposure", message, advice);
function shownVariables(field) {
  if (!field.params)
    return field.vars ?? [];
  return field.params.flatMap((p) => {
    if (p.op === "indirect")
      return [p.target ?? "*"];
    return p.op === "length" || p.op === "test" || p.op === "names" ? [] : [p.name];
  });
}
var credential = (name) => name === "*" || SECRET_NAME.test(name);
var described = (name) => name === "*" ? "a variable whose name is computed at run time" : `${name}, a credential-like variable`;
function secretRule(name, invocation) {
  const command = display(invocation);
  const assigned = invocation.assigns.find((a) => SECRET_NAME.test(a.name) && !(a.value === null && name !== null && LISTERS.has(name))) ?? assignedByCommand(name, invocation);
  if (assigned)
    return [exposure(`\`${command}\` assigns ${assigned.name}, a credential-like variable.`)];
  const fields = [...invocation.argv, ...invocation.assigns.flatMap((a) => a.value ? [a.value] : [])];
  const expanded = fields.flatMap((f) => f.params ?? []).find((p) => p.op === "assign" && SECRET_NAME.test(p.name));
  if (expanded)
    return [exposure(`\`${command}\` assigns ${expanded.name} through \${${expanded.name}:=...}, a credential-like variable.`)];
  if (name === null)
    return [];
  const args = invocation.argv.slice(1);
  const reference = nameReference(name, invocation);
  if (reference)
    return [exposure(`\`${command}\` makes ${reference.name} a reference to ${described(reference.target)}, whose value it would then show.`)];
  if (PRINTERS.has(name)) {
    const printed2 = args.flatMap((a) => shownVariables(a)).find(credential) ?? (name === "printenv" ? args.map((a) => a.text ?? "").find((t) => SECRET_NAME.test(t)) : void 0);
    if (printed2)
      return [exposure(`\`${command}\` prints ${described(printed2)}.`)];
  }
  const listed = listedByName(name, args);
  if (listed)
    return [exposure(`\`${command}\` prints ${listed}, a credential-like variable, with its value.`)];
  if (dumpsEnvironment(name, invocation))
    return [exposure(`\`${command}\` prints every environment variable, secrets included.`, DUMP_ADVICE)];
  const inCode = environmentInCode(name, invocation);
  if (inCode)
    return [exposure(`\`${command}\` ${inCode}.`, DUMP_ADVICE)];
  return [];
}
function assignedByCommand(name, invocation) {
  const args = invocation.argv.slice(1).map((a) => a.text ?? "");
  let targets = [];
  if (name === "read")
    targets = operandsAfterOptions(args, /^-[a-zA-Z]*[dinNptu]$/, /^-[a-zA-Z]*a$/);
  else if (name === "mapfile" || name === "readarray")
    targets = operandsAfterOptions(args, /^-[a-zA-Z]*[dnOsuCc]$/).slice(-1);
  else if (name === "printf")
    targets = args.flatMap((a, i) => a === "-v" ? [args[i + 1] ?? ""] : a.startsWith("-v") ? [a.slice(2)] : []);
  const hit = targets.find((t) => SECRET_NAME.test(t));
  return hit ? { name: hit } : void 0;
}
function operandsAfterOptions(args, valued, named) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--")
      return [...out, ...args.slice(i + 1)];
    if (named?.test(a))
      out.push(args[++i] ?? "");
    else if (valued.test(a))
      i++;
    else if (!a.startsWith("-"))
      out.push(a);
  }
  return out;
}
function nameReference(name, invocation) {
  const nameref = name === "nameref" || ["declare", "typeset", "local"].includes(name) && invocation.argv.some((a) => /^-[a-zA-Z]*n/.test(a.text ?? ""));
  if (!nameref)
    return null;
  for (const assign of invocation.assigns) {
    const target2 = assign.value?.text ?? "*";
    if (credential(target2))
      return { name: assign.name, target: target2 };
  }
  return null;
}
function listedByName(name, args) {
  if (!LISTERS.has(name) || name === "set" || !args.some((a) => /^-[a-zA-Z]*p/.test(a.text ?? "")))
    return void 0;
  return args.map((a) => a.text ?? "").find((t) => !t.startsWith("-") && SECRET_NAME.test(t));
}
function dumpsEnvironment(name, invocation) {
  const args = invocation.argv.slice(1).map((a) => a.text ?? "*");
  const options = (a) => a.startsWith("-");
  if (name === "env")
    return args.every((a) => options(a) || a.includes("="));
  if (name === "printenv")
    return args.every(options);
  if (invocation.assigns.length > 0)
    return false;
  if (name === "set")
    return args.length === 0;
  if (LISTERS.has(name))
    return args.every(options) && !args.some((a) => NOT_VARIABLES.test(a));
  if (name === "compgen")
    return args.some((a) => /^-[a-zA-Z]*[pxv]/.test(a)) && !args.some((a) => !options(a));
  if (name === "ps")
    return /^[a-zA-Z]*e[a-zA-Z]*$/.test(args[0] ?? "") || args.some((a) => /^-[a-zA-Z]*E/.test(a));
  return false;
}
function xtraceRule(invocations) {
  let traced = false;
  for (const invocation of invocations) {
    const name = invocation.argv[0] ? commandName(invocation.argv[0]) : null;
    if (name === "set")
      traced = tracing(invocation.argv.slice(1).map((a) => a.text ?? ""), traced);
    const shellTraced = invocation.via.some((v) => / -x( -c)?$/.test(v));
    if (!traced && !shellTraced)
      continue;
    const fields = [...invocation.argv, ...invocation.writes, ...invocation.assigns.flatMap((a) => a.value ? [a.value] : [])];
    const shown = fields.flatMap(shownVariables).find(credential);
    if (shown) {
      return [
        exposure(`\`${display(invocation)}\` runs with shell tracing on (set -x), which prints ${described(shown)} with its value.`, "Turn tracing off (set +x) before any command that uses a secret, or drop set -x.")
      ];
    }
  }
  return [];
}
function tracing(args, before) {
  let on = before;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if ((a === "-o" || a === "+o") && args[i + 1] === "xtrace")
      on = a === "-o";
    else if (/^-[a-zA-Z]*x/.test(a))
      on = true;
    else if (/^\+[a-zA-Z]*x/.test(a))
      on = false;
  }
  return on;
}

// dist/src/heimdall/rules/output-writes.js
var SORT = optionSpec([
  "-o|--output=",
  "-k|--key=",
  "-t|--field-separator=",
  "-S|--buffer-size=",
  "-T|--temporary-directory=",
  "--parallel=",
  "--batch-size=",
  "--compress-program=",
  "--files0-from=",
  "--random-source=",
  "--sort="
]);
var CURL = optionSpec([
  "-o|--output=",
  "-D|--dump-header=",
  "-c|--cookie-jar=",
  "--trace=",
  "--trace-ascii=",
  "--stderr=",
  "--libcurl=",
  "--etag-save=",
  "--hsts=",
  "--alt-svc=",
  "-d|--data=",
  "--data-binary=",
  "--data-raw=",
  "--data-urlencode=",
  "-F|--form=",
  "-H|--header=",
  "-X|--request=",
  "-u|--user=",
  "-A|--user-agent=",
  "-e|--referer=",
  "-b|--cookie=",
  "-T|--upload-file=",
  "-w|--write-out=",
  "-x|--proxy=",
  "-m|--max-time=",
  "-K|--config=",
  "-E|--cert=",
  "--key=",
  "--cacert=",
  "-r|--range=",
  "-C|--continue-at=",
  "-Y|--speed-limit=",
  "-y|--speed-time=",
  "-z|--time-cond=",
  "--connect-timeout=",
  "--retry=",
  "--output-dir=",
  "--resolve=",
  "--url="
]);
var WGET = optionSpec([
  "-o|--output-file=",
  "-a|--append-output=",
  "--save-cookies=",
  "--warc-file=",
  "-O|--output-document=",
  "-P|--directory-prefix=",
  "-e|--execute=",
  "-U|--user-agent=",
  "-t|--tries=",
  "-T|--timeout=",
  "-w|--wait=",
  "-i|--input-file=",
  "-l|--level=",
  "-A|--accept=",
  "-R|--reject=",
  "--header=",
  "--post-data=",
  "--post-file=",
  "--body-file=",
  "--method=",
  "--user=",
  "--password="
]);
var SHRED = optionSpec(["-u|--remove=?", "-n|--iterations=", "-s|--size=", "--random-source=", "-f|--force", "-v|--verbose", "-x|--exact", "-z|--zero"]);
var GENERIC_OUTPUT = /^--(output|output-file|outfile|out-file|log-file|logfile)$/;
var USER_CONFIG = {
  npm: ".npmrc",
  pnpm: ".npmrc",
  yarn: ".yarnrc",
  pip: ".config/pip/pip.conf",
  pip3: ".config/pip/pip.conf",
  gh: ".config/gh/config.yml",
  aws: ".aws/config"
};
function outputTargets(name, invocation, home) {
  const args = invocation.argv.slice(1);
  const targets = genericOutputs(args);
  const inHome = (rel) => home ? knownField(`${home}/${rel}`) : unknownField;
  switch (name) {
    case "tar":
    case "gtar": {
      const words = args[0]?.text && /^[A-Za-z]+$/.test(args[0].text) ? [knownField(`-${args[0].text}`), ...args.slice(1)] : args;
      const parsed = parseOptions(words, TAR);
      const creates = parsed.options.some((o) => /^-[cruA]$|^--(create|append|update|concatenate|catenate)$/.test(o.name));
      if (creates)
        targets.push(...optionValuesOf(parsed, "-f").filter((f) => f.text !== "-"));
      break;
    }
    case "zip": {
      const archive = args.find((a) => a.text === null || !a.text.startsWith("-"));
      if (archive)
        targets.push(archive);
      break;
    }
    case "sort":
      targets.push(...optionValuesOf(parseOptions(args, SORT), "-o"));
      break;
    case "sed":
    case "gsed":
      for (const script of sedScripts(args))
        targets.push(...sedWrites(script));
      break;
    case "awk":
    case "gawk":
    case "mawk":
    case "nawk":
      for (const program of awkProgram(args))
        targets.push(...awkWrites(program));
      break;
    case "find":
      targets.push(...planFind(args).writes);
      break;
    case "curl":
      targets.push(...optionValuesOf(parseOptions(args, CURL), "-D", "-c", "--trace", "--trace-ascii", "--stderr", "--libcurl", "--etag-save", "--hsts", "--alt-svc").filter((f) => f.text !== "-"));
      break;
    case "wget":
      targets.push(...optionValuesOf(parseOptions(args, WGET), "-o", "-a", "--save-cookies", "--warc-file"));
      break;
    case "shred": {
      const parsed = parseOptions(args, SHRED);
      if (!hasOption(parsed, "-u"))
        targets.push(...parsed.operands);
      break;
    }
    case "uniq": {
      const operands = args.filter((a) => a.text === null || !a.text.startsWith("-"));
      if (operands.length >= 2)
        targets.push(operands[1]);
      break;
    }
    case "git":
      targets.push(...gitOutputs(args, inHome));
      break;
    case "crontab": {
      const list = args.some((a) => /^-[a-z]*l/.test(a.text ?? ""));
      if (!list)
        targets.push(knownField("/var/spool/cron/crontabs"));
      break;
    }
    default: {
      const file = USER_CONFIG[name];
      const sub = args[0]?.text;
      const verb = args[1]?.text;
      const local = args.some((a) => /^--(location=project|local|project)$/.test(a.text ?? ""));
      if (file && (sub === "config" && /^(set|delete|edit|rm|unset)$/.test(verb ?? "") || name === "aws" && sub === "configure" && verb === "set") && !local)
        targets.push(inHome(file));
    }
  }
  return targets.filter((t, i) => t.text === null || targets.findIndex((u) => u.text === t.text) === i);
}
function genericOutputs(args) {
  const found = [];
  args.forEach((a, i) => {
    const text = a.text;
    if (text === null || !text.startsWith("--"))
      return;
    const eq = text.indexOf("=");
    const option = eq < 0 ? text : text.slice(0, eq);
    if (!GENERIC_OUTPUT.test(option))
      return;
    const value = eq < 0 ? args[i + 1] : knownField(text.slice(eq + 1));
    if (value && value.text !== "-")
      found.push(value);
  });
  return found;
}
function gitOutputs(args, inHome) {
  const git = parseGit(args);
  const p = git.parsed;
  switch (git.sub) {
    case "archive":
      return optionValuesOf(p, "-o");
    case "bundle":
      return p.operands[0]?.text === "create" && p.operands[1] ? [p.operands[1]] : [];
    case "format-patch":
      return valueAfter(git.rest, ["-o", "--output-directory"]);
    case "worktree":
      return p.operands[0]?.text === "add" ? p.operands.slice(1, 2).filter((o) => o.text === null || !o.text.startsWith("-")) : [];
    case "init":
      return p.operands.slice(0, 1);
    case "config": {
      if (readsOnly(git))
        return [];
      if (hasOption(p, "--global"))
        return [inHome(".gitconfig")];
      if (hasOption(p, "--system"))
        return [knownField("/etc/gitconfig")];
      return optionValuesOf(p, "-f");
    }
    default:
      return [];
  }
}
function valueAfter(args, names) {
  const out = [];
  args.forEach((a, i) => {
    if (a.text !== null && names.includes(a.text))
      out.push(args[i + 1] ?? unknownField);
    const long = names.find((n) => n.startsWith("--") && a.text?.startsWith(`${n}=`));
    if (long)
      out.push(knownField(a.text.slice(long.length + 1)));
  });
  return out;
}
function sedWrites(script) {
  if (script.includes("\0"))
    return /w/.test(script) ? [unknownField] : [];
  const found = [];
  const address = String.raw`(?:\d+|\$|/(?:[^/\\\n]|\\.)*/)(?:~\d+)?`;
  const command = new RegExp(String.raw`(?:^|[;{}\n])\s*(?:${address}(?:\s*,\s*[+~]?${address})?)?\s*!?\s*[wW]\s*([^\n]+)`, "g");
  for (const m of script.matchAll(command))
    found.push(knownField(m[1].trim()));
  const substitute = /s([^\\\n])(?:(?!\1)[^\\\n]|\\.)*\1(?:(?!\1)[^\\\n]|\\.)*\1[gpiImMe0-9]*w\s*([^\n]+)/g;
  for (const m of script.matchAll(substitute))
    found.push(knownField(m[2].trim()));
  return found;
}
function awkWrites(program) {
  if (program.includes("\0"))
    return /print/.test(program) && />/.test(program) ? [unknownField] : [];
  const strings = [];
  const masked = program.replace(/"((?:[^"\\]|\\.)*)"/g, (_, body) => `\uE000${strings.push(body) - 1}\uE000`);
  const found = [];
  for (const m of masked.matchAll(/\bprintf?\b[^;{}\n|]*?>>?\s*(\uE000(\d+)\uE000|[^\s;{}|)]+)/g)) {
    found.push(m[2] !== void 0 ? knownField(strings[Number(m[2])]) : unknownField);
  }
  return found;
}

// dist/src/heimdall/rules/writes.js
var COPIERS2 = /* @__PURE__ */ new Set(["cp", "mv", "ln", "install", "rsync", "scp"]);
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
function writeTargets(name, invocation, home) {
  const targets = [...invocation.writes, ...outputTargets(name, invocation, home)];
  const args = invocation.argv.slice(1);
  const { short, long, operands } = splitArgs(args, VALUE_OPTIONS2[name] ?? []);
  if (COPIERS2.has(name)) {
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
  const findings = [...hardLinkRule(name, invocation, ctx), ...movedGuardRule(name, invocation, ctx)];
  for (const target2 of writeTargets(name, invocation, ctx.policy.home)) {
    if ((name === "scp" || name === "rsync") && /^[^/]*:/.test(target2.text ?? ""))
      continue;
    const resolved = resolveField(target2, invocation, ctx);
    const command = display(invocation) || "a redirection";
    const advice = `Write only inside the worktree (${ctx.policy.worktree}) or the handoff folder, naming the path literally.`;
    if (resolved.path === null) {
      findings.push(block("path-escape", "path escape", `\`${command}\` writes to ${resolved.shown}, a path computed at run time.`, advice));
      continue;
    }
    const write = classifyWrite(resolved.path, ctx.policy);
    if (!write.ok)
      findings.push(block(write.guard ? "guard-tamper" : "path-escape", write.guard ? "guard tamper" : "path escape", `\`${command}\` writes to ${resolved.shown} (${resolved.path}): ${write.why}.`, write.instead ?? advice));
    else if (write.logged)
      findings.push(audit("output-write", "output write", `\`${command}\` writes ${resolved.path}`));
  }
  return findings;
}
function hardLinkRule(name, invocation, ctx) {
  const args = invocation.argv.slice(1);
  const hard = name === "ln" && !args.some((a) => /^-[a-zA-Z]*s|^--symbolic$/.test(a.text ?? "")) || name === "cp" && args.some((a) => /^-[a-zA-Z]*l|^--link$/.test(a.text ?? ""));
  if (!hard)
    return [];
  const { operands } = splitArgs(args, VALUE_OPTIONS2[name] ?? []);
  const targetDir = args.some((a) => a.text === "-t" || a.text?.startsWith("--target-directory"));
  const sources = targetDir || name === "ln" && operands.length === 1 ? operands : operands.slice(0, -1);
  for (const source of sources) {
    const resolved = resolveField(source, invocation, ctx);
    const write = resolved.path === null ? null : classifyWrite(resolved.path, ctx.policy);
    if (write?.ok)
      continue;
    return [
      block("path-escape", "path escape", `\`${display(invocation)}\` hard-links ${resolved.shown}${resolved.path ? ` (${resolved.path})` : ""}, a file outside the paths this task may write: writing through the link would change it.`, "Copy the file instead (cp without -l), or use a symbolic link only for reading.")
    ];
  }
  return [];
}
function movedGuardRule(name, invocation, ctx) {
  if (name !== "mv")
    return [];
  const settings = `${ctx.policy.worktree}/.claude`;
  const { operands } = splitArgs(invocation.argv.slice(1), VALUE_OPTIONS2.mv);
  for (const source of operands.slice(0, -1)) {
    const path = resolveField(source, invocation, ctx).path;
    if (path !== null && isInside(settings, path))
      return [
        block("guard-tamper", "guard tamper", `\`${display(invocation)}\` moves ${path}, which holds ${settings} and the hooks that run this guard.`, "Leave the worktree and its .claude folder where they are; move the files inside it instead.")
      ];
  }
  return [];
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
  if (invocation.via.some((v) => REMOTE_VIA.has(v)))
    return name === null ? [] : sqlRule(name, invocation, ctx);
  const findings = [...secretRule(name, invocation), ...credentialRule(name ?? "", invocation, ctx), ...containerMountRule(name ?? "", invocation, ctx)];
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
  findings.push(...deleteRule(name, invocation, ctx), ...sideEffectDeleteRule(name, invocation, ctx), ...uploadRule(name, invocation), ...name === "git" ? gitRule(invocation, ctx) : [], ...sqlRule(name, invocation, ctx), ...migrationRule(name, invocation, ctx), ...inlineCodeRule(name, invocation, ctx), ...auditRule(name, invocation));
  return findings;
}
function globMatch(pattern, line) {
  const regex = pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".");
  return new RegExp(`^${regex}$`, "s").test(line);
}

// dist/src/heimdall/decide-bash.js
var MAX_COMMAND_BYTES = 262144;
function decideBash(command, cwd, policy, disk) {
  if (command.length > MAX_COMMAND_BYTES) {
    const finding = block("unknown-code", "unreadable code", `the command is ${command.length} bytes, over the ${MAX_COMMAND_BYTES} Heimdall inspects.`, "Write long scripts to a file in the worktree and run the file.");
    return { decision: "block", findings: [finding], commands: [], parsers: [] };
  }
  const commands = [];
  const parsers = /* @__PURE__ */ new Set();
  let parsed = null;
  const parse = (src) => {
    const result = parseShell(src);
    if (src === command && result.ok)
      parsed ??= result.script;
    return result;
  };
  const links = new LinkOverlay(disk);
  const fs = links;
  const check = (code, at, depth) => {
    const wasWalking = links.walking;
    links.walking = true;
    const walked = walkCommand(code, { cwd: at, home: policy.home, fs, links, parse });
    links.walking = wasWalking;
    for (const p of walked.parsers)
      parsers.add(p);
    const ctx = { policy, fs, nested: (inner, innerCwd) => depth < 4 ? check(inner, innerCwd, depth + 1) : [tooDeep()] };
    const found = walked.problems.flatMap((p) => problemFinding(p, policy));
    links.walking = false;
    for (const invocation of walked.invocations) {
      const findings2 = evaluateInvocation(invocation, ctx);
      links.markJudged(invocation);
      commands.push({ command: display(invocation) || "(redirection)", via: invocation.via, cwd: invocation.cwd, findings: findings2 });
      found.push(...findings2);
    }
    found.push(...resetBudgetRule(walked.invocations), ...xtraceRule(walked.invocations));
    links.walking = wasWalking;
    return found;
  };
  const findings = check(command, cwd, 0);
  const verdict = { decision: decisionOf(findings), findings, commands, parsers: [...parsers] };
  return verdict.decision === "block" ? maskVerdict(verdict, secretMasker(command, () => parsed)) : verdict;
}
function problemFinding(problem, policy) {
  const where = problem.via.length > 0 ? ` (inside ${problem.via.join(" \u2192 ")})` : "";
  if (problem.kind === "parse-error") {
    if (policy.onParseError === "allow")
      return [];
    return [
      block("parse-error", "parse error", `the command does not parse as bash${where}: ${problem.detail}.`, "Fix the shell syntax; Heimdall only allows commands it can read.")
    ];
  }
  return [
    block("unknown-code", "unreadable code", `${problem.detail}${where}.`, "Run code Heimdall can read: write the script to a file in the worktree and run the file, or pass it literally.")
  ];
}
function tooDeep() {
  return block("unknown-code", "unreadable code", "shell code nested too deeply to inspect.", "Flatten the command.");
}
export {
  decideBash
};
