import "./chunk-YZFATT7X.js";

// dist/src/config/toml.js
import { parse, TomlError } from "smol-toml";
function parseToml(text) {
  try {
    return { ok: true, value: parse(text) };
  } catch (error) {
    if (!(error instanceof TomlError))
      throw error;
    const message = error.message.split("\n")[0] ?? "invalid TOML";
    return { ok: false, message, line: error.line };
  }
}
export {
  parseToml
};
