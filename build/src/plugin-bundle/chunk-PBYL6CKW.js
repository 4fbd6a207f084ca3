import {
  agentOf,
  createToolContext,
  requireAgent
} from "./chunk-G4EDU3MQ.js";
import "./chunk-S7HNR2JR.js";
import "./chunk-L3JEUZ2Q.js";
import "./chunk-LJX74CRM.js";
import "./chunk-KFV5SONS.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-V6W32NSC.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  agentOf,
  createToolContext,
  requireAgent
};
