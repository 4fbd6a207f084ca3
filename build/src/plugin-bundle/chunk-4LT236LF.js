// dist/src/heimdall/mask/lex.js
function lex(text) {
  const commands = [];
  let words = [];
  let word = null;
  let i = 0;
  const begin = (at) => word ??= { cooked: "", at: [], start: at, end: at };
  const add = (ch, at) => {
    const current = begin(at);
    current.cooked += ch;
    current.at.push(at);
  };
  const endWord = () => {
    if (word)
      words.push({ ...word, end: Math.min(i, text.length) });
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0)
      commands.push(words);
    words = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === " " || ch === "	") {
      endWord();
      i++;
    } else if (ch === "\n" || ch === ";" || ch === "&" || ch === "|" || ch === "(" || ch === ")" || ch === "`") {
      endCommand();
      i++;
    } else if (ch === "<" || ch === ">") {
      endWord();
      i++;
    } else if (ch === "\\") {
      if (text[i + 1] !== "\n" && i + 1 < text.length)
        add(text[i + 1], i + 1);
      i += 2;
    } else if (ch === "'" || ch === "$" && text[i + 1] === "'") {
      begin(i);
      const ansi = ch === "$";
      i += ansi ? 2 : 1;
      while (i < text.length && text[i] !== "'") {
        if (ansi && text[i] === "\\" && i + 1 < text.length)
          i++;
        add(text[i], i);
        i++;
      }
      i++;
    } else if (ch === '"') {
      begin(i);
      i++;
      while (i < text.length && text[i] !== '"') {
        const escaped = text[i] === "\\" && /["\\$`]/.test(text[i + 1] ?? "");
        if (escaped)
          i++;
        const end = !escaped && text[i] === "$" && text[i + 1] === "(" ? skipGroup(text, i + 1) : i + 1;
        for (let j = i; j < end; j++)
          add(text[j], j);
        i = end;
      }
      i++;
    } else {
      const end = ch === "$" && text[i + 1] === "{" ? skipGroup(text, i + 1) : i + 1;
      for (let j = i; j < end; j++)
        add(text[j], j);
      i = end;
    }
  }
  endCommand();
  return commands;
}
function skipGroup(text, open) {
  const close = text[open] === "(" ? ")" : "}";
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\")
      i++;
    else if (ch === "'" || ch === '"' || ch === "`")
      i = skipTo(text, i + 1, ch) - 1;
    else if (ch === text[open])
      depth++;
    else if (ch === close && --depth === 0)
      return i + 1;
  }
  return text.length;
}
function skipTo(text, from, quote) {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\" && quote !== "'")
      i++;
    else if (text[i] === quote)
      return i + 1;
  }
  return text.length;
}

// dist/src/heimdall/mask/values.js
var MASK = "***";
function addValue(value, out) {
  for (const piece of value.split("\0"))
    if (piece.trim().length >= 4 && piece !== MASK)
      out.add(piece);
}

// dist/src/heimdall/mask/credential-names.js
var CREDENTIAL_PART = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY|AUTHORIZATION|COOKIE|SIGNATURE|BEARER/;
function isCredentialName(name) {
  const normal = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase().replace(/[^A-Z0-9]+/g, "_");
  if (CREDENTIAL_PART.test(normal))
    return true;
  const parts = normal.split("_").filter(Boolean);
  if (parts.length === 0 || normal === "PWD" || normal === "OLDPWD")
    return false;
  return parts.at(-1) === "KEY" || parts.some((p) => p === "AUTH" || p === "PW" || p === "PWD" || p === "PASSIN" || p === "PASSOUT" || p.endsWith("PASS"));
}
var QUERY_SECRET = /^(?:sig|sign|signature|hmac|otp|sid|session|session_?id|jsessionid|phpsessid)$/i;
var isCredentialQuery = (name) => isCredentialName(name) || QUERY_SECRET.test(name);
var looksLikeOption = (word) => /^--?[A-Za-z]/.test(word);
function credentialOption(word) {
  const match = /^--?([A-Za-z][\w-]+)$/.exec(word);
  return !!match && !/^no-|stdin$/i.test(match[1]) && isCredentialName(match[1]);
}

// dist/src/heimdall/mask/text-secrets.js
var LINE_START = String.raw`(?:^|\n|\\n)[ \t]*`;
var LINE_VALUE = String.raw`("[^"\n]*"|'[^'\n]*'|(?:[^\s"'\\]|\\(?!n))(?:[^\n"'\\]|\\(?!n))*(?<![ \t]))`;
var TOKEN_HINT = /gh[pousr]_|github_pat_|glpat-|sk-|k_(?:live|test)_|xox|xapp-|AKIA|ASIA|AIza|npm_|hf_|eyJ/;
var TEXT_RULES = [
  { hint: (t) => t.includes("-----BEGIN"), pattern: /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----([\s\S]*?)(?:-----END \1-----|$)/dg, group: 2 },
  { hint: (t) => t.includes("://") && t.includes("@"), pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"'`]*:([^\s/?#"'`]*)@/dgi, group: 1 },
  // `?api_key=`, `&X-Amz-Signature=`, `?sig=` (signed URLs), `&sid=`.
  {
    hint: (t) => t.includes("=") && (t.includes("?") || t.includes("&")),
    pattern: /[?&]([\w.[\]-]+)=([^\s&#"'`;|<>]*)/dg,
    group: 2,
    accept: (m) => isCredentialQuery(m[1])
  },
  { hint: (t) => t.includes('"') && t.includes(":"), pattern: /"([\w.-]+)"\s*:\s*"((?:[^"\\]|\\.)*)/dg, group: 2, accept: (m) => isCredentialName(m[1]) },
  { hint: (t) => /PASSWORD|IDENTIFIED/i.test(t), pattern: /\b(?:PASSWORD|IDENTIFIED\s+BY)\s+'((?:[^']|'')*)'/dgi, group: 1 },
  {
    hint: (t) => t.includes(":"),
    pattern: /(?:^|[^\w-])([A-Za-z][\w-]*)[ \t]*:([ \t]*)["']?(?:(?:bearer|basic|token|digest|negotiate|ntlm|bot|apikey)[ \t]+)?([^\s"'`]+)/dgi,
    group: 3,
    accept: (m) => isCredentialHeader(m[1], m[2])
  },
  // INI and TOML lines, `aws_secret_access_key = ...`, `token = "..."` (with a blank by the `=`; `KEY=value` lines are assignments to the lexer).
  {
    hint: (t) => t.includes("="),
    pattern: new RegExp(`${LINE_START}([A-Za-z_][\\w.-]*)(?:[ \\t]+=[ \\t]*|=[ \\t]+)${LINE_VALUE}`, "dg"),
    group: 2,
    accept: (m) => isCredentialName(m[1])
  },
  // .netrc: `machine host login bob password ...` on one line, or `password ...` on a line of its own; `account` too.
  {
    hint: (t) => /machine|default/.test(t),
    pattern: /\b(?:machine[ \t]+\S+|default)\b[^\n]*?[ \t](?:password|passwd|account)[ \t]+("[^"\n]*"|[^\s"'\\]+)/dg,
    group: 1
  },
  { hint: (t) => t.includes("passw"), pattern: new RegExp(`${LINE_START}(?:password|passwd)[ \\t]+("[^"\\n]*"|[^\\s"'\\\\]+)`, "dg"), group: 1 },
  {
    hint: (t) => TOKEN_HINT.test(t),
    pattern: /\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\w{20,}|glpat-[\w-]{20,}|sk-[\w-]{16,}|[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|xox[abposr]-[\w-]{10,}|xapp-[\w-]{10,}|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[\w-]{35}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z0-9]{30,}|eyJ[\w-]{8,}\.eyJ[\w-]{8,}(?:\.[\w-]*)?)/dg,
    group: 1
  }
];
function textRanges(text) {
  const ranges = [];
  if (text.length < 4)
    return ranges;
  for (const rule of TEXT_RULES) {
    if (!rule.hint(text))
      continue;
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.accept && !rule.accept(match))
        continue;
      const at = match.indices[rule.group];
      if (at && at[1] > at[0])
        ranges.push([at[0], at[1]]);
    }
  }
  return ranges;
}
var KNOWN_HEADERS = /^(?:(?:proxy-)?authorization|x-api-key|api-key|apikey|private-token|x-auth-token|(?:set-)?cookie)$/i;
var isCredentialHeader = (name, space) => isCredentialName(name) && (space !== "" || KNOWN_HEADERS.test(name));

// dist/src/heimdall/mask/word-secrets.js
var PROGRAM_OPTIONS = [
  // mysql's `-p secret` asks for a password and names a database, so only the attached form.
  { program: /^(mysql|mariadb)[\w-]*$/, options: ["-p"], separate: false, attached: true },
  { program: /^(sshpass|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|login)$/, options: ["-p"], separate: true, attached: true },
  { program: /^redis-cli$/, options: ["-a"], separate: true, attached: true },
  { program: /^(sqlcmd|bcp)$/, options: ["-P"], separate: true, attached: true },
  { program: /^ldap\w+$/, options: ["-w"], separate: true, attached: true },
  { program: /^curl$/, options: ["-u", "-U", "--user", "--proxy-user"], separate: true, attached: true, after: ":" },
  // A cookie is a session: `curl -b 'sid=...'` (a file name there is masked too, harmlessly).
  { program: /^curl$/, options: ["-b", "--cookie"], separate: true, attached: true },
  { program: /^secret$/, options: ["-b", "--body"], separate: true, attached: true },
  // `openssl enc -k PASS`; `-kfile` names a file, so no attached form.
  { program: /^openssl$/, options: ["-k"], separate: true, attached: false },
  { program: /^(zip|unzip|zipcloak|funzip)$/, options: ["-P"], separate: true, attached: true },
  // 7-Zip and RAR take the password attached only (`-pPASS`); a bare `-p` prompts.
  { program: /^(7z|7za|7zr|7zz|rar|unrar)$/, options: ["-p"], separate: false, attached: true },
  { program: /^ssh-keygen$/, options: ["-N", "-P"], separate: true, attached: true },
  { program: /^lftp$/, options: ["-u"], separate: true, attached: true, after: "," },
  { program: /^smbclient$/, options: ["-U", "--user"], separate: true, attached: true, after: "%" },
  { program: /^(http|https|xh)$/, options: ["-a"], separate: true, attached: true, after: ":" },
  // `kubectl create secret generic x --from-literal=password=...`: every literal of a secret is one, whatever its key.
  { program: /^(kubectl|oc)$/, options: ["--from-literal"], separate: true, attached: true, after: "=" }
];
function programOptionValue(active, prev, word) {
  for (const entry of active) {
    const attached = entry.attached ? entry.options.map((o) => o.startsWith("--") ? `${o}=` : o).find((o) => word.length > o.length && word.startsWith(o)) : void 0;
    const start = entry.separate && entry.options.includes(prev) ? 0 : attached?.length;
    if (start === void 0)
      continue;
    if (!entry.after)
      return start;
    const at = word.indexOf(entry.after, start);
    return at >= 0 ? at + 1 : null;
  }
  return null;
}
var DECLARERS = /* @__PURE__ */ new Set(["export", "declare", "typeset", "local", "readonly", "env", "set", "setenv", "let"]);
var HEADER = /(^|[\s="'])([A-Za-z][\w-]*)[ \t]*:([ \t]*)(?:(?:bearer|basic|token|digest|negotiate|ntlm|bot|apikey)[ \t]+)?/gi;
function headerValue(word, code) {
  for (const match of word.matchAll(HEADER)) {
    if (code && match.index > 0)
      break;
    if (isCredentialHeader(match[2], match[3]) && match.index + match[0].length < word.length)
      return match.index + match[0].length;
  }
  return null;
}
function configSetValue(words, i) {
  if (i < 2 || words[i - 2] !== "set" || looksLikeOption(words[i]))
    return false;
  const key = words[i - 1].split(/[.:/]/).at(-1) ?? "";
  return key !== "" && isCredentialName(key);
}
function secretSpans(words, code) {
  const spans = [];
  let active = /* @__PURE__ */ new Set();
  let activeBeforePrev = active;
  let declarer = false;
  let assigning = true;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const prev = i > 0 ? words[i - 1] : "";
    const mask = (from) => {
      if (word.length > from)
        spans.push({ word: i, from, to: word.length });
    };
    const eq = word.indexOf("=");
    const key = eq > 0 ? /[\w-]*$/.exec(word.slice(0, eq).replace(/\+$/, ""))[0].replace(/^-+/, "") : "";
    const isAssign = eq > 0 && /^[A-Za-z_]\w*\+?$/.test(word.slice(0, eq));
    const inAssignPosition = assigning || declarer;
    assigning &&= isAssign;
    const optionValue = programOptionValue(active, prev, word);
    const header = headerValue(word, code(i));
    const prevIsValue = i > 1 && programOptionValue(activeBeforePrev, words[i - 2], prev) !== null;
    if (i > 0 && credentialOption(prev) && !prevIsValue && !looksLikeOption(word)) {
      mask(0);
    } else if (optionValue !== null) {
      mask(optionValue);
    } else if (header !== null) {
      mask(header);
    } else if (configSetValue(words, i)) {
      mask(0);
    } else if (key && isCredentialName(key) && !(code(i) && !inAssignPosition) && word.slice(eq + 1) !== "$") {
      mask(eq + 1);
    }
    activeBeforePrev = active;
    if (!assigning) {
      const base = word.slice(word.lastIndexOf("/") + 1);
      declarer ||= DECLARERS.has(base);
      const added = PROGRAM_OPTIONS.filter((entry) => !active.has(entry) && entry.program.test(base));
      if (added.length > 0)
        active = /* @__PURE__ */ new Set([...active, ...added]);
    }
  }
  return spans;
}

// dist/src/heimdall/mask/parsed-values.js
function parsedValues(script, out, readCode) {
  for (const stmt of script.stmts)
    stmtValues(stmt, out, readCode);
}
function stmtValues(stmt, out, readCode) {
  commandValues(stmt.command, out, readCode);
  for (const redir of stmt.redirs) {
    wordValues(redir.target, out, readCode);
    if (redir.heredoc)
      wordValues(redir.heredoc, out, readCode);
  }
}
function commandValues(command, out, readCode) {
  if (command.type === "binary") {
    stmtValues(command.left, out, readCode);
    stmtValues(command.right, out, readCode);
    return;
  }
  if (command.type === "compound") {
    for (const s of command.body)
      stmtValues(s, out, readCode);
    for (const w of command.words)
      wordValues(w, out, readCode);
    return;
  }
  const args = command.args.map(cook);
  const assigns = command.assigns.map((a) => `${a.name}=${a.value ? cook(a.value) : (a.array ?? []).map(cook).join(" ")}`);
  const words = command.type === "decl" ? [command.variant, ...args, ...assigns] : [...assigns, ...args];
  const isCode = (i) => /[\s;|&]/.test(words[i]);
  for (const span of secretSpans(words, isCode))
    addValue(words[span.word].slice(span.from, span.to), out);
  words.forEach((w, i) => {
    if (isCode(i))
      readCode(w);
  });
  for (const word of [...command.args, ...command.assigns.flatMap((a) => a.value ? [a.value] : a.array ?? [])])
    wordValues(word, out, readCode);
}
function wordValues(word, out, readCode) {
  for (const part of word.parts) {
    if (part.type === "subst" || part.type === "procsubst")
      parsedValues(part.body, out, readCode);
    if (part.type === "dynamic")
      for (const b of part.bodies)
        parsedValues(b, out, readCode);
  }
}
function cook(word) {
  return word.parts.map((p) => p.type === "lit" ? p.value : "\0").join("");
}

// dist/src/heimdall/mask-secrets.js
function rawRanges(text, depth, values) {
  const ranges = [];
  for (const words of lex(text)) {
    const isCode = (i) => depth < 3 && /[\s;|&]/.test(words[i].cooked);
    const spans = secretSpans(words.map((w) => w.cooked), isCode).map((s) => ({ ...s, inner: [[s.from, s.to]] }));
    words.forEach((w, i) => {
      const inner = isCode(i) ? [...rawRanges(w.cooked, depth + 1, values), ...textRanges(w.cooked)] : textRanges(w.cooked);
      if (inner.length > 0)
        spans.push({ word: i, from: 0, to: 0, inner });
    });
    for (const span of spans)
      pushWordRanges(words[span.word], span.inner, ranges, values);
  }
  return ranges;
}
function pushWordRanges(word, inner, ranges, values) {
  const { cooked, at, start: wordStart, end } = word;
  for (const [from, to] of inner) {
    addValue(cooked.slice(from, to), values);
    const start = from > 0 ? at[from - 1] + 1 : wordStart;
    const quoted = start < at[from];
    ranges.push([quoted ? start : at[from], quoted && to === cooked.length ? end : at[to - 1] + 1]);
  }
}
var MAX_TEXT = 16384;
var MAX_PARSED = 2048;
var MAX_VALUES = 256;
function cutRanges(text, ranges, values) {
  let masked = "";
  let cursor = 0;
  for (const [from, to] of ranges) {
    if (to <= cursor)
      continue;
    const start = Math.max(from, cursor);
    if (values)
      addValue(text.slice(start, to), values);
    masked += `${text.slice(cursor, start)}${MASK}`;
    cursor = to;
  }
  return masked + text.slice(cursor);
}
function maskSecrets(text, parse = () => null) {
  if (text.length > MAX_TEXT)
    return `${maskSecrets(cutBeforeLastWord(text.slice(0, MAX_TEXT)))}\u2026`;
  const values = /* @__PURE__ */ new Set();
  const ranges = [...rawRanges(text, 0, values), ...textRanges(text)].sort((a, b) => a[0] - b[0]);
  let masked = cutRanges(text, ranges, values);
  const script = text.length <= MAX_PARSED ? parse() : null;
  if (script)
    parsedValues(script, values, (code) => rawRanges(code, 1, values));
  for (const value of [...values].slice(0, MAX_VALUES).sort((a, b) => b.length - a.length))
    masked = masked.split(value).join(MASK);
  return masked;
}
function secretMasker(command, parse = () => null) {
  const values = /* @__PURE__ */ new Set();
  const short = /* @__PURE__ */ new Set();
  const source = command.length > MAX_TEXT ? cutBeforeLastWord(command.slice(0, MAX_TEXT)) : command;
  for (const [from, to] of [...rawRanges(source, 0, values), ...textRanges(source)]) {
    const value = source.slice(from, to);
    addValue(value, values);
    if (value.trim().length > 0 && value.trim().length < 4)
      short.add(value.trim());
  }
  const script = source.length <= MAX_PARSED && /\$'[^']*\\/.test(source) ? parse() : null;
  if (script)
    parsedValues(script, values, (code) => rawRanges(code, 1, values));
  const known = [...values].slice(0, MAX_VALUES).sort((a, b) => b.length - a.length);
  const words = short.size > 0 ? new RegExp(`(?<![\\w-])(?:${[...short].map(escapeRegExp).join("|")})(?![\\w-])`, "g") : null;
  const done = /* @__PURE__ */ new Map();
  return (text) => {
    let masked = done.get(text);
    if (masked === void 0) {
      masked = cutRanges(text, textRanges(text).sort((a, b) => a[0] - b[0]));
      for (const value of known)
        masked = masked.split(value).join(MASK);
      if (words)
        masked = masked.replace(words, MASK);
      done.set(text, masked);
    }
    return masked;
  };
}
var escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function cutBeforeLastWord(text) {
  const last = lex(text).at(-1)?.at(-1);
  return last && last.end >= text.length ? text.slice(0, last.start).trimEnd() : text;
}
function maskVerdict(verdict, mask) {
  if (verdict.decision === "allow")
    return verdict;
  const masked = new Map(verdict.findings.map((f) => [f, { ...f, message: mask(f.message), advice: mask(f.advice) }]));
  const swap = (findings) => findings.map((f) => masked.get(f) ?? { ...f, message: mask(f.message), advice: mask(f.advice) });
  return { ...verdict, findings: swap(verdict.findings), commands: verdict.commands.map((c) => ({ ...c, findings: swap(c.findings) })) };
}

export {
  maskSecrets,
  secretMasker,
  maskVerdict
};
