import {
  cookAnsiC,
  parseShell
} from "./chunk-KITOR2G7.js";
import {
  SECRET_NAME,
  audit,
  block,
  classifyWrite,
  credentialKind,
  decisionOf
} from "./chunk-SISGIDGI.js";
import {
  globBase,
  isInside,
  isStrictlyInside,
  resolvePath
} from "./chunk-QDSMWMN2.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

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
function analyzeBindings(script) {
  const counts = /* @__PURE__ */ new Map();
  let dynamic = false;
  const count = (name) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const visitWord = (word) => {
    for (const part2 of word.parts) {
      if (part2.type === "param" && !part2.plain)
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
  for (const part2 of word.parts) {
    if (part2.type === "lit")
      add(part2.value, part2.quoted ? "q" : "u");
    else if (part2.type === "param" && part2.plain && vars.has(part2.name)) {
      const value = vars.get(part2.name);
      if (part2.quoted || assignment)
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
function unwrap(argv) {
  const via = [];
  const assigns = [];
  let cwd = null;
  const reads = [];
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
    if ((name === "source" || name === ".") && STDIN_PATHS.has(rest[1]?.text ?? "")) {
      via.push(name);
      return { kind: "stdin-code", via, assigns, cwd };
    }
    const inside = containerCommand(name, rest.slice(1));
    if (inside) {
      if (inside.argv.length === 0)
        break;
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
      return code.code === "stdin" ? { kind: "stdin-code", via, assigns, cwd } : { kind: "code", code: code.code, via, assigns, cwd };
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
    if (name === "watch" && !args.some((a) => a.text === "-x" || a.text === "--exec")) {
      via.push("watch");
      return { kind: "code", code: joinFields(skipOptions(args, valueOptions)), via, assigns, cwd };
    }
    if (name === "su" || name === "script" || name === "flock" || name === "runuser") {
      const code2 = optionValue(args, ["-c", "--command"], true);
      if (code2) {
        via.push(`${name} -c`);
        return { kind: "code", code: code2, via, assigns, cwd };
      }
      if (name === "su")
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
      if (inner.length === 0)
        return { kind: "exec", argv: [{ text: "echo", pattern: "echo", glob: false }, unknownField], via, assigns, cwd, reads };
      rest = replace?.text ? inner.map((f) => f.text?.includes(replace.text) ? { ...unknownField, pattern: f.pattern.split(replace.text).join("*") } : f) : [...inner, unknownField];
      continue;
    }
    if (inner.length === 0)
      break;
    via.push(name);
    rest = inner;
  }
  return { kind: "exec", argv: rest, via, assigns, cwd, reads };
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
    i += 1 + (arity?.[text] ?? (valueOptions.includes(text) ? 1 : 0));
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
    default:
      return suspectTails(name, argv);
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
var MAX_EMBEDDED = 64;
var NO_STDIN = { kind: "none" };
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
    const reads = unwrapped.reads.length > 0 ? [...io.reads, ...unwrapped.reads] : io.reads;
    const invocation = {
      argv: finalArgv,
      assigns: allAssigns,
      writes: io.writes,
      reads,
      stdin: state.stdin,
      cwd,
      via,
      repeated: state.repeated || via.some((v) => REPEATING.has(v))
    };
    this.record(invocation);
    const name = commandName(finalArgv[0]);
    if (name !== null && DYNAMIC_COMMANDS.has(name)) {
      state.vars.clear();
      state.constants = /* @__PURE__ */ new Set();
    }
    this.changeDirectory(invocation, state);
    this.findExecs(invocation, state);
    this.embedded(invocation, state);
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
      const value = assign.value ? this.expandAssignment(assign.value, state) : assign.array ? null : knownField("");
      for (const w of assign.array ?? [])
        this.expand(w, state);
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
import { posix } from "node:path";
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
    const kind = credentialKind(field.pattern, field.glob);
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
  if (!program || program.text !== null && NOT_READERS.has(posix.basename(program.text)))
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
function part(field, pattern) {
  return { text: field.text === null ? null : pattern, pattern, glob: field.glob };
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
    const copy2 = intoDir ? posix.join(dest, posix.basename(source.pattern)) : dest;
    if (!credentialKind(copy2))
      return refuse(source, `${kind}, to ${copy2}, a name that is not protected as one`, name === "mv" ? "moves" : name === "ln" ? "links to" : "copies");
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
    return [
      block("secret-exposure", "secret exposure", `\`${command}\` dumps every environment variable, secrets included.`, "Print the one variable you need by name (not a credential), e.g. printenv PATH.")
    ];
  }
  return [];
}

// dist/src/heimdall/rules/delete.js
import { posix as posix2 } from "node:path";
var RECURSIVE_DELETERS = /* @__PURE__ */ new Set(["trash", "trash-put", "rimraf", "del-cli"]);
var PLAIN_DELETERS = /* @__PURE__ */ new Set(["rmdir", "unlink", "shred"]);
var FORMATTERS = /^(mkfs(\..+)?|mke2fs|mkswap|wipefs|blkdiscard)$/;
function deleteRule(name, invocation, ctx) {
  const args = invocation.argv.slice(1);
  if (name === "rm") {
    const { short, long, operands } = splitArgs(args);
    const recursive = short.has("r") || short.has("R") || long.has("--recursive");
    return operands.flatMap((target) => checkTarget(target, recursive, invocation, ctx));
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
    return [
      block(recursive ? rule : "path-escape", "computed delete", `\`${command}\` deletes ${resolved.shown}, a path computed at run time, so Heimdall cannot tell what it removes.`, advice)
    ];
  }
  const paths = [resolved.path];
  if (resolved.glob && /(^|\/)\.[*?]/.test(target.pattern))
    paths.push(posix2.dirname(resolved.path));
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
function uploadedFiles(name, args) {
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
  for (const file of uploadedFiles(name, invocation.argv.slice(1))) {
    const kind = credentialInside(file.pattern);
    if (kind)
      return [leakBlock(invocation, file, kind, "uploads")];
  }
  return [];
}

// dist/src/heimdall/rules/git.js
var GLOBAL_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env"]);
var READ_ONLY = /* @__PURE__ */ new Set([
  "status",
  "log",
  "diff",
  "show",
  "rev-parse",
  "ls-files",
  "ls-tree",
  "blame",
  "describe",
  "shortlog",
  "grep",
  "cat-file",
  "remote",
  "config",
  "fetch",
  "branch",
  "tag",
  "reflog",
  "version",
  "help"
]);
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
    return [
      block("git-alias", "git alias", `\`${command}\` defines a git alias, which would hide the real command from this guard.`, "Run the git command itself instead of an alias.")
    ];
  }
  if (git.sub === null)
    return git.computed ? [unknownSub(command)] : [];
  if (git.dir && git.sub && !READ_ONLY.has(git.sub) && (cwd === null || !isInside(cwd, ctx.policy.worktree))) {
    return [
      block("path-escape", "path escape", `\`${command}\` changes a repository outside the worktree (${cwd ?? git.dir.pattern}).`, `Run git inside the worktree (${ctx.policy.worktree}).`)
    ];
  }
  switch (git.sub) {
    case "push":
      return pushRule(git.rest, cwd, command, ctx);
    case "reset":
      return resetRule(git.rest, command);
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
      return historyRule(git.sub, git.rest, command, ctx, git.config);
    case "clean":
      return cleanRule(git.rest, command);
    case "checkout":
    case "restore":
      return [...recreateRule(git.rest, command, ctx), ...discardRule(git.sub, git.rest, command)];
    case "switch":
      return recreateRule(git.rest, command, ctx);
    case "branch":
      return [...branchRule(git.rest, command, ctx), ...branchMoveRule(git.rest, command, ctx)];
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
var DISCARDING_RESET = /* @__PURE__ */ new Set(["--hard", "--keep", "--merge"]);
function resetRule(args, command) {
  if (!args.some((a) => DISCARDING_RESET.has(a.text ?? "")))
    return [];
  const target = args.find((a) => a.text === null || !a.text.startsWith("-"));
  if (!target || target.text !== null && SAFE_RESET_TARGETS.test(target.text))
    return [];
  return [
    block("git-reset", "git reset --hard", `\`${command}\` moves the branch to ${target.text ?? "a commit computed at run time"} and throws away everything after it.`, "Reset at most one commit back (git reset --hard HEAD~1), or use git revert.")
  ];
}
function cleanRule(args, command) {
  const { short, long } = splitArgs(args, ["-e", "--exclude"]);
  const force = short.has("f") || long.has("--force");
  const wide = short.has("d") || short.has("x") || short.has("X");
  const dry = short.has("n") || long.has("--dry-run");
  if (!force || !wide || dry)
    return [];
  return [
    block("git-clean", "git clean", `\`${command}\` deletes untracked files and folders, which may be the only copy of work.`, "Delete the specific build folders instead (rm -rf dist), or run git clean -n to see what it would remove.")
  ];
}
var WHOLE_TREE = /* @__PURE__ */ new Set([".", "./", ":/", ":/*", "*", ":(top)", ":(top)."]);
function discardRule(sub, args, command) {
  const { long, short, operands } = splitArgs(args, ["-s", "--source", "-b", "-B", "--conflict", "--pathspec-from-file"]);
  if (sub === "restore" && (long.has("--staged") || short.has("S")) && !long.has("--worktree") && !short.has("W"))
    return [];
  if (!operands.some((o) => o.text === null || WHOLE_TREE.has(o.text)))
    return [];
  return [
    block("git-discard", "git discard", `\`${command}\` discards every uncommitted change in the worktree.`, `Discard single files by name (git ${sub} -- path/to/file), or commit first.`)
  ];
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
function branchMoveRule(args, command, ctx) {
  const { short, long, operands } = splitArgs(args, [
    "-u",
    "--set-upstream-to",
    "--contains",
    "--no-contains",
    "--merged",
    "--no-merged",
    "--points-at",
    "--sort",
    "--format",
    "-t",
    "--track"
  ]);
  if (short.has("d") || short.has("D") || long.has("--delete"))
    return [];
  const force = short.has("f") || long.has("--force");
  const rename = short.has("M") || short.has("C") || (short.has("m") || short.has("c")) && force;
  if (!(force && operands.length >= 2) && !(rename && operands.length >= 1))
    return [];
  const target = rename ? operands[operands.length - 1] : operands[0];
  return guardedBranch(target.text, ctx) ? historyBlock(command, `moves ${target.text ?? "a branch computed at run time"} by force, dropping the commits only it reached`) : [];
}
function recreateRule(args, command, ctx) {
  const at = args.findIndex((a) => a.text === "-B" || a.text === "-C" || a.text === "--force-create");
  if (at < 0)
    return [];
  const branch = args[at + 1];
  const start = args.slice(at + 2).find((a) => a.text === null || !a.text.startsWith("-"));
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
function stepsBack(target) {
  const match = target === null ? null : /^(?:HEAD|@)((?:~\d*|\^\d*)*)$/.exec(target);
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
    const target = git.rest.find((a) => a.text === null || !a.text.startsWith("-"));
    const back = target === void 0 ? 0 : stepsBack(target.text);
    if (back === null)
      continue;
    hard ||= git.rest.some((a) => DISCARDING_RESET.has(a.text ?? ""));
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
import { posix as posix3 } from "node:path";

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
function inlineCodeRule(name, invocation, ctx) {
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
  return ctx.policy.home ? posix3.join(ctx.policy.home, literal.slice(1)) : `/nonexistent-home${literal.slice(1)}`;
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
  const joined = pieces.reduce((path, piece) => piece.startsWith("/") || piece.startsWith("~") ? piece : path === "" ? piece : posix3.join(path, piece), "");
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
function writeTargets(name, invocation) {
  const targets = [...invocation.writes];
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
      findings.push(block(write.guard ? "guard-tamper" : "path-escape", write.guard ? "guard tamper" : "path escape", `\`${command}\` writes to ${resolved.shown} (${resolved.path}): ${write.why}.`, write.instead ?? advice));
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
  if (invocation.via.some((v) => REMOTE_VIA.has(v)))
    return name === null ? [] : sqlRule(name, invocation, ctx);
  const findings = [...secretRule(name, invocation), ...credentialRule(name ?? "", invocation, ctx)];
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
function decideBash(command, cwd, policy, fs) {
  if (command.length > MAX_COMMAND_BYTES) {
    const finding = block("unknown-code", "unreadable code", `the command is ${command.length} bytes, over the ${MAX_COMMAND_BYTES} Heimdall inspects.`, "Write long scripts to a file in the worktree and run the file.");
    return { decision: "block", findings: [finding], commands: [], parsers: [] };
  }
  const commands = [];
  const parsers = /* @__PURE__ */ new Set();
  const check = (code, at, depth) => {
    const walked = walkCommand(code, { cwd: at, home: policy.home, fs, parse: parseShell });
    for (const p of walked.parsers)
      parsers.add(p);
    const ctx = { policy, fs, nested: (inner, innerCwd) => depth < 4 ? check(inner, innerCwd, depth + 1) : [tooDeep()] };
    const found = walked.problems.flatMap((p) => problemFinding(p, policy));
    for (const invocation of walked.invocations) {
      const findings2 = evaluateInvocation(invocation, ctx);
      commands.push({ command: display(invocation) || "(redirection)", via: invocation.via, cwd: invocation.cwd, findings: findings2 });
      found.push(...findings2);
    }
    found.push(...resetBudgetRule(walked.invocations));
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
