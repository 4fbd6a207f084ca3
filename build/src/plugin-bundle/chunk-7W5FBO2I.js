import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-S3XKGSPH.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-3E3DZNX3.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
