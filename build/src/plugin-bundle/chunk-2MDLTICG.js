import {
  parseYaml,
  parseYamlOrThrow,
  stringifyYaml
} from "./chunk-2TBVN567.js";
import "./chunk-YZFATT7X.js";
export {
  parseYaml,
  parseYamlOrThrow,
  stringifyYaml
};
