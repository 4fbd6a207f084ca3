import {
  LOCK_STALE_MS,
  acquireDaemonLock,
  isAlive,
  readOwner
} from "./chunk-GOMBHG6H.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  LOCK_STALE_MS,
  acquireDaemonLock,
  isAlive,
  readOwner
};
