import {
  projectIdOf
} from "./chunk-KDI3WSDG.js";
import "./chunk-YZFATT7X.js";
export {
  projectIdOf
};
