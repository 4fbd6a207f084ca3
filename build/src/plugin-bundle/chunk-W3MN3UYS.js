import {
  BUILT_ON,
  PHASES,
  PLAN_STEPS,
  artifactStatuses,
  checkStep,
  planStatus,
  unfinishedDependencies
} from "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  BUILT_ON,
  PHASES,
  PLAN_STEPS,
  artifactStatuses,
  checkStep,
  planStatus,
  unfinishedDependencies
};
