import {
  LOCK_STALE_MS,
  isAlive,
  lockProject,
  readOwner
} from "./chunk-55PPDJ72.js";
import "./chunk-TDAW46ID.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  LOCK_STALE_MS,
  isAlive,
  lockProject,
  readOwner
};
