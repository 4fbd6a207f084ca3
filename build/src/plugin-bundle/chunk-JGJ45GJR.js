import {
  clientConfig
} from "./chunk-7NAOG5LO.js";
import "./chunk-MCOZF7DD.js";
import "./chunk-3E3DZNX3.js";
import "./chunk-ADAZ7S66.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-I66LDCDV.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  clientConfig
};
