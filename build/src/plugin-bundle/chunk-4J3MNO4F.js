import {
  closestWord
} from "./chunk-DOM6QX5O.js";
import {
  mergeLayers,
  readConfigLayers
} from "./chunk-OV3IXWCS.js";
import {
  Config
} from "./chunk-UILLDLYA.js";

// dist/src/config/load-config.js
async function loadConfig(projectRoot, env = process.env) {
  const { layers, errors, files } = await readConfigLayers(projectRoot, env);
  const warnings = [];
  let merged = {};
  for (const { display, text, raw } of layers) {
    warnings.push(...unknownKeys(raw, display, text));
    const checked = Config.safeParse(raw);
    if (!checked.success) {
      errors.push(...checked.error.issues.map((issue) => configDiagnostic(display, text, issue.path.map(String), issue.message, issue.input)));
      continue;
    }
    merged = mergeLayers(merged, raw);
  }
  const final = Config.safeParse(merged);
  return { config: final.success ? final.data : Config.parse({}), warnings, errors, files };
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

export {
  loadConfig
};
