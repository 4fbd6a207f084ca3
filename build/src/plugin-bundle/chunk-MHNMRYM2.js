import {
  CONFIG_TOML,
  CONFIG_YAML
} from "./chunk-YZV3RAMM.js";

// dist/src/config/config-layers.js
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative } from "node:path";

// dist/protocol/config-sections.js
var CONFIG_SECTIONS = ["forge", "timeouts", "daemon", "heimdall", "workers", "transcripts", "compound", "lab", "dispatch", "supervisor"];

// dist/src/config/config-layers.js
function configLayerSources(projectRoot, env) {
  const userDir = env.XDG_CONFIG_HOME ? join(env.XDG_CONFIG_HOME, "vibe-chain") : join(env.HOME ?? homedir(), ".config", "vibe-chain");
  return [
    { file: join(userDir, "config.toml"), format: "toml" },
    { file: join(projectRoot, CONFIG_YAML), format: "yaml-forge" },
    { file: join(projectRoot, CONFIG_TOML), format: "toml" }
  ];
}
async function readConfigLayers(projectRoot, env, table) {
  const layers = [];
  const errors = [];
  const files = [];
  for (const source of configLayerSources(projectRoot, env)) {
    const text = readOptionalTextSync(source.file);
    if (text === null || table !== void 0 && !mayHoldTable(text, table))
      continue;
    files.push(source.file);
    const display = displayPath(projectRoot, source.file);
    const raw = await parseLayer(source, text, display, errors);
    if (raw !== null)
      layers.push({ file: source.file, display, text, raw });
  }
  return { layers, errors, files };
}
async function parseLayer(source, text, display, errors) {
  if (source.format === "toml") {
    const { parseToml } = await import("./chunk-SFMXWADQ.js");
    const parsed2 = parseToml(text);
    if (parsed2.ok)
      return parsed2.value;
    errors.push({
      code: "config",
      file: display,
      field: null,
      expected: `valid TOML (${parsed2.message})`,
      got: null,
      ...parsed2.line ? { line: parsed2.line } : {}
    });
    return null;
  }
  const { parseYaml } = await import("./chunk-2MDLTICG.js");
  const parsed = parseYaml(text);
  if (!parsed.ok) {
    errors.push({
      code: "config",
      file: display,
      field: null,
      expected: `valid YAML (${parsed.message})`,
      got: null,
      ...parsed.line ? { line: parsed.line } : {}
    });
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
  const sections = CONFIG_SECTIONS;
  const out = { forge: {} };
  for (const [key, value] of Object.entries(forge)) {
    if (sections.includes(key) && key !== "forge" && value && typeof value === "object")
      out[key] = value;
    else
      out.forge[key] = value;
  }
  return out;
}
function mayHoldTable(text, table) {
  if (!text.includes(table))
    return false;
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  const emptyHeader = (i) => lines[i] === `[${table}]` && (lines[i + 1] === void 0 || lines[i + 1].startsWith("["));
  return lines.some((line, i) => line.includes(table) && !emptyHeader(i));
}
function readOptionalTextSync(file) {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
function mergeLayers(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prior = out[key];
    out[key] = value && typeof value === "object" && !Array.isArray(value) && prior && typeof prior === "object" && !Array.isArray(prior) ? mergeLayers(prior, value) : value;
  }
  return out;
}
function displayPath(projectRoot, file) {
  const rel = relative(projectRoot, file);
  return rel.startsWith("..") ? file : rel;
}

export {
  readConfigLayers,
  mergeLayers
};
