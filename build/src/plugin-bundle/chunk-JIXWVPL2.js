import {
  LOCK_STALE_MS,
  isAlive,
  lockProject,
  readOwner
} from "./chunk-I7G4YDDD.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  LOCK_STALE_MS,
  isAlive,
  lockProject,
  readOwner
};
