import {
  parseFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  typoOf
} from "./chunk-DZG4LJL6.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  shortRender
} from "./chunk-RMGIHFYB.js";

// dist/src/files/read-protocol-file.js
import { sep } from "node:path";

// dist/src/fs/read-io.js
import { closeSync, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import { lstat, open, realpath, stat } from "node:fs/promises";
var threadPoolIo = {
  lstat: (file) => lstat(file),
  stat: (file) => stat(file),
  realpath: (file) => realpath(file),
  async readAtMost(file, limit, expected) {
    const handle = await open(file, "r");
    try {
      const { mtimeMs } = await handle.stat();
      return { bytes: await fill(limit, expected, async (buffer, offset) => (await handle.read(buffer, offset, limit - offset, offset)).bytesRead), mtimeMs };
    } finally {
      await handle.close();
    }
  }
};
var blockingIo = {
  lstat: async (file) => lstatSync(file),
  stat: async (file) => statSync(file),
  realpath: async (file) => realpathSync(file),
  async readAtMost(file, limit, expected) {
    const fd = openSync(file, "r");
    try {
      const { mtimeMs } = fstatSync(fd);
      return { bytes: await fill(limit, expected, (buffer, offset) => readSync(fd, buffer, offset, limit - offset, offset)), mtimeMs };
    } finally {
      closeSync(fd);
    }
  }
};
async function fill(limit, expected, readAt) {
  const buffer = Buffer.allocUnsafe(limit);
  let total = 0;
  while (total < limit) {
    const bytesRead = await readAt(buffer, total);
    total += bytesRead;
    if (bytesRead === 0 || total >= expected)
      break;
  }
  return buffer.subarray(0, total);
}

// dist/src/markdown/misspelt-keys.js
function misspeltKeys(data, known) {
  const found = [];
  for (const key of Object.keys(data)) {
    if (known.includes(key))
      continue;
    const meant = rememberedTypo(key, known);
    if (meant !== null)
      found.push({ key, meant });
  }
  return found;
}
var typos = /* @__PURE__ */ new WeakMap();
var TYPOS_KEPT = 1e3;
function rememberedTypo(key, known) {
  let memo = typos.get(known);
  if (!memo)
    typos.set(known, memo = /* @__PURE__ */ new Map());
  const remembered = memo.get(key);
  if (remembered !== void 0)
    return remembered;
  const meant = typoOf(key, known);
  if (memo.size < TYPOS_KEPT)
    memo.set(key, meant);
  return meant;
}
function misspeltKeyWarnings(file, data, known) {
  return misspeltKeys(data, known).map(({ key, meant }) => ({
    code: "misspelt_key",
    file,
    field: key,
    expected: `"${meant}" (an unknown key is kept but not read)`,
    got: shortRender(data[key])
  }));
}
function explainMissing(errors, data, known) {
  const typos2 = misspeltKeys(data, known);
  return errors.map((error) => {
    const typo = error.got === "nothing" ? typos2.find(({ meant }) => meant === error.field) : void 0;
    return typo ? { ...error, expected: `${error.expected} (the file has "${typo.key}": a misspelling of "${typo.meant}"?)` } : error;
  });
}

// dist/src/files/read-protocol-file.js
function factsOf(info) {
  return { mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, size: info.size, ino: info.ino };
}
async function readFrontMatterFile(file, schema, options) {
  const { display, io = threadPoolIo } = options;
  let facts;
  try {
    const link = await io.lstat(file);
    if (link.isSymbolicLink()) {
      const target = await io.realpath(file);
      const root = await io.realpath(options.projectRoot);
      if (target !== root && !target.startsWith(root + sep)) {
        return {
          ok: false,
          retryable: false,
          facts: null,
          errors: [{ code: "symlink_outside", file: display, field: null, expected: "a regular file, or a link to a file inside the project", got: target }]
        };
      }
    }
    const info = link.isSymbolicLink() ? await io.stat(file) : link;
    if (!info.isFile())
      return null;
    facts = factsOf(info);
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    return unreadable(display, error);
  }
  if (facts.size > options.maxBytes) {
    return {
      ok: false,
      retryable: false,
      facts,
      errors: [{ code: "too_large", file: display, field: null, expected: `at most ${options.maxBytes} bytes`, got: `${facts.size} bytes` }]
    };
  }
  let bytes;
  try {
    const read = await io.readAtMost(file, Math.min(options.maxBytes + 1, facts.size + 4096), facts.size);
    bytes = read.bytes;
    facts.openMtimeMs = read.mtimeMs;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    return unreadable(display, error);
  }
  if (bytes.includes(0)) {
    return { ok: false, retryable: false, facts, errors: [{ code: "binary", file: display, field: null, expected: "UTF-8 Markdown text", got: "a NUL byte" }] };
  }
  const parsed = parseFrontMatter(bytes.toString("utf8"));
  if (!parsed.ok) {
    const code = parsed.reason === "yaml_syntax" ? "yaml_syntax" : "no_front_matter";
    const diagnostic = { code, file: display, field: null, expected: parsed.message, got: null, ...parsed.line ? { line: parsed.line } : {} };
    return { ok: false, retryable: true, facts, errors: [diagnostic] };
  }
  const checked = schema.safeParse(parsed.data);
  if (!checked.success) {
    const errors = diagnosticsFromZod(display, checked.error.issues, parsed.data);
    return { ok: false, retryable: true, facts, errors: explainMissing(errors, parsed.data, knownKeys(schema)) };
  }
  return { ok: true, value: checked.data, body: parsed.body, facts };
}
async function readSmallFile(file, limit = 4096, io = threadPoolIo) {
  try {
    const info = await io.stat(file);
    if (!info.isFile())
      return null;
    const { bytes, mtimeMs } = await io.readAtMost(file, limit, info.size);
    return { text: bytes.toString("utf8"), facts: { ...factsOf(info), openMtimeMs: mtimeMs } };
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
async function statFacts(file, io = threadPoolIo) {
  try {
    return factsOf(await io.stat(file));
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
function knownKeys(schema) {
  const shape = schema.shape;
  return shape ? Object.keys(shape) : [];
}
function unreadable(display, error) {
  const code = error.code ?? "error";
  return { ok: false, retryable: true, facts: null, errors: [{ code: "unreadable", file: display, field: null, expected: "a readable file", got: code }] };
}

export {
  threadPoolIo,
  blockingIo,
  misspeltKeyWarnings,
  readFrontMatterFile,
  readSmallFile,
  statFacts,
  knownKeys
};
