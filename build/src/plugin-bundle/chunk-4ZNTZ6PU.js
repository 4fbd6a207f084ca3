import {
  activeWorktrees
} from "./chunk-HU6ODQPZ.js";
import "./chunk-4INWTAFM.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-NZHWP3EM.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-HT5IQZNS.js";
import "./chunk-GDTDZ3SF.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-HP2RDOJG.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  activeWorktrees
};
