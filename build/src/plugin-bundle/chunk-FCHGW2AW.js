import {
  DEFAULT_LEASE_TTL_MS,
  isAlive,
  lockProject,
  readOwner
} from "./chunk-QKBSYYVO.js";
import "./chunk-AKBGAQRY.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-UXMTMLH4.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-VF46JH6B.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  DEFAULT_LEASE_TTL_MS,
  isAlive,
  lockProject,
  readOwner
};
