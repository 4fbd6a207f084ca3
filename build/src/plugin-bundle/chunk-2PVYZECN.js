import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import "./chunk-YZFATT7X.js";
export {
  projectIdOf
};
