import {
  readOptionalText
} from "./chunk-3E3DZNX3.js";
import {
  Config
} from "./chunk-ADAZ7S66.js";
import {
  closestWord
} from "./chunk-I66LDCDV.js";
import {
  CONFIG_TOML,
  CONFIG_YAML
} from "./chunk-KVJHCCPI.js";

// dist/src/config/load-config.js
import { relative } from "node:path";

// dist/src/config/config-layers.js
import { homedir } from "node:os";
import { join } from "node:path";
function configLayerSources(projectRoot, env) {
  const userDir = env.XDG_CONFIG_HOME ? join(env.XDG_CONFIG_HOME, "vibe-chain") : join(env.HOME ?? homedir(), ".config", "vibe-chain");
  return [
    { file: join(userDir, "config.toml"), format: "toml" },
    { file: join(projectRoot, CONFIG_YAML), format: "yaml-forge" },
    { file: join(projectRoot, CONFIG_TOML), format: "toml" }
  ];
}

// dist/src/config/load-config.js
async function loadConfig(projectRoot, env = process.env) {
  const warnings = [];
  const errors = [];
  const files = [];
  let merged = {};
  for (const source of configLayerSources(projectRoot, env)) {
    const display = displayPath(projectRoot, source.file);
    const text = await readOptionalText(source.file);
    if (text === null)
      continue;
    files.push(source.file);
    const raw = await parseLayer(source, text, display, errors);
    if (raw === null)
      continue;
    warnings.push(...unknownKeys(raw, display, text));
    const checked = Config.safeParse(raw);
    if (!checked.success) {
      errors.push(...checked.error.issues.map((issue) => configDiagnostic(display, text, issue.path.map(String), issue.message, issue.input)));
      continue;
    }
    merged = deepMerge(merged, raw);
  }
  const final = Config.safeParse(merged);
  return { config: final.success ? final.data : Config.parse({}), warnings, errors, files };
}
async function parseLayer(source, text, display, errors) {
  if (source.format === "toml") {
    const { parse: parseToml, TomlError } = await import("smol-toml");
    try {
      return parseToml(text);
    } catch (error) {
      const line = error instanceof TomlError ? error.line : void 0;
      const message = error.message.split("\n")[0] ?? "invalid TOML";
      errors.push({ code: "config", file: display, field: null, expected: `valid TOML (${message})`, got: null, ...line ? { line } : {} });
      return null;
    }
  }
  const { parseYaml } = await import("./chunk-2MDLTICG.js");
  const parsed = parseYaml(text);
  if (!parsed.ok) {
    errors.push({ code: "config", file: display, field: null, expected: `valid YAML (${parsed.message})`, got: null, ...parsed.line ? { line: parsed.line } : {} });
    return null;
  }
  const doc = parsed.value;
  const forge = doc && typeof doc === "object" ? doc.forge : void 0;
  if (forge === void 0 || forge === null)
    return {};
  if (typeof forge !== "object" || Array.isArray(forge)) {
    errors.push({ code: "config", file: display, field: "forge", expected: "a mapping of forge settings", got: typeof forge });
    return null;
  }
  return yamlForgeSection(forge);
}
function yamlForgeSection(forge) {
  const sections = Object.keys(Config.shape);
  const out = { forge: {} };
  for (const [key, value] of Object.entries(forge)) {
    if (sections.includes(key) && key !== "forge" && value && typeof value === "object")
      out[key] = value;
    else
      out.forge[key] = value;
  }
  return out;
}
function unknownKeys(raw, file, text) {
  const found = [];
  const walk = (value, schema, path) => {
    const shape = objectShape(schema);
    if (!shape)
      return;
    const known = Object.keys(shape.shape);
    for (const [key, item] of Object.entries(value)) {
      const inner = shape.shape[key] ?? shape.catchall;
      if (!inner) {
        const guess = closestWord(key, known);
        found.push(configDiagnostic(file, text, [...path, key], guess ? `a known key (did you mean "${guess}"?)` : `one of ${known.join(", ")}`, void 0));
        continue;
      }
      if (item && typeof item === "object" && !Array.isArray(item))
        walk(item, inner, [...path, key]);
    }
  };
  walk(raw, Config, []);
  return found;
}
function objectShape(schema) {
  let current = schema;
  for (let i = 0; i < 5; i++) {
    const def = current._zod.def;
    if (def.type === "object") {
      const catchall = def.catchall && def.catchall._zod.def.type !== "never" ? def.catchall : void 0;
      return catchall ? { shape: def.shape, catchall } : { shape: def.shape };
    }
    if (!def.innerType)
      return null;
    current = def.innerType;
  }
  return null;
}
function configDiagnostic(file, text, path, expected, input) {
  const line = lineOfKey(text, path);
  const got = input === void 0 ? null : JSON.stringify(input);
  return { code: "config", file, field: path.join("."), expected, got, ...line ? { line } : {} };
}
function lineOfKey(text, path) {
  const lines = text.split(/\r?\n/);
  const key = path[path.length - 1];
  if (key === void 0)
    return void 0;
  const table = path.slice(0, -1).join(".");
  let inTable = table === "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      inTable = header[1].trim() === table;
      continue;
    }
    if ((inTable || table === "") && new RegExp(`^["']?${escapeRegExp(key)}["']?\\s*[=:]`).test(line))
      return i + 1;
  }
  return void 0;
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function deepMerge(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prior = out[key];
    out[key] = value && typeof value === "object" && !Array.isArray(value) && prior && typeof prior === "object" && !Array.isArray(prior) ? deepMerge(prior, value) : value;
  }
  return out;
}
function displayPath(projectRoot, file) {
  const rel = relative(projectRoot, file);
  return rel.startsWith("..") ? file : rel;
}

export {
  loadConfig
};
