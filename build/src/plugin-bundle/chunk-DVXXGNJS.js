import {
  closestWord
} from "./chunk-DZG4LJL6.js";
import {
  mergeLayers,
  readConfigLayers
} from "./chunk-MHNMRYM2.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  shortRender
} from "./chunk-RMGIHFYB.js";
import {
  Config
} from "./chunk-EGGF3NBR.js";

// dist/src/config/load-config.js
async function loadConfig(projectRoot, env = process.env) {
  const { layers, errors, files } = await readConfigLayers(projectRoot, env);
  const warnings = [];
  let merged = {};
  for (const layer of layers) {
    const { display, text } = layer;
    const found = unknownKeys(layer.raw, display, text);
    warnings.push(...found.warnings);
    const raw = found.kept;
    const checked = Config.safeParse(raw);
    if (!checked.success) {
      errors.push(...diagnosticsFromZod(display, checked.error.issues, raw).map((d) => ({
        ...d,
        code: "config",
        ...lineOf(text, d.field === null ? [] : d.field.split("."))
      })));
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
      return value;
    const known = Object.keys(shape.shape);
    const kept2 = {};
    for (const [key, item] of Object.entries(value)) {
      const isTable = item !== null && typeof item === "object" && !Array.isArray(item);
      const inner = shape.shape[key] ?? (isTable ? shape.catchall : void 0);
      if (!inner) {
        const guess = closestWord(key, known);
        const tables = shape.catchall ? `, or a [${[...path, key].join(".")}] table` : "";
        found.push(configDiagnostic(file, text, [...path, key], guess ? `a known key (did you mean "${guess}"?${tables}); the key is not read` : `one of ${known.join(", ")}${tables}; the key is not read`, shape.catchall ? item : void 0));
        if (!shape.catchall)
          kept2[key] = item;
        continue;
      }
      kept2[key] = isTable ? walk(item, inner, [...path, key]) : item;
    }
    return kept2;
  };
  const kept = walk(raw, Config, []);
  return { warnings: found, kept };
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
  const got = input === void 0 ? null : shortRender(input);
  return { code: "config", file, field: path.join("."), expected, got, ...lineOf(text, path) };
}
function lineOf(text, path) {
  const line = lineOfKey(text, path);
  return line ? { line } : {};
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
