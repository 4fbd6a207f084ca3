import "./chunk-YZFATT7X.js";

// dist/src/heimdall/toml.js
import { parse, TomlError } from "smol-toml";
function parseToml(text) {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof TomlError)
      return `invalid TOML at line ${error.line}`;
    throw error;
  }
}
export {
  parseToml
};
