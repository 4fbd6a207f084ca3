import {
  GITIGNORE_LINES,
  initProject
} from "./chunk-Y5MOI7EP.js";
import "./chunk-HSUGBURF.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-74V7TVD4.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-QTYCUWII.js";
import "./chunk-64VFWR2B.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-VF46JH6B.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  GITIGNORE_LINES,
  initProject
};
