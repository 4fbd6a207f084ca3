// dist/src/markdown/yaml.js
import YAML from "yaml";
function parseYaml(text) {
  try {
    return { ok: true, value: YAML.parse(text, { prettyErrors: true, uniqueKeys: true }) };
  } catch (error) {
    const line = error.linePos?.[0]?.line;
    const message = error.message.split("\n")[0] ?? "invalid YAML";
    return line === void 0 ? { ok: false, message } : { ok: false, message, line };
  }
}
function parseYamlOrThrow(text) {
  return YAML.parse(text, { prettyErrors: true, uniqueKeys: true });
}
function stringifyYaml(value) {
  return YAML.stringify(value, { lineWidth: 0 });
}

export {
  parseYaml,
  parseYamlOrThrow,
  stringifyYaml
};
