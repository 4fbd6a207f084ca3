import {
  BUILT_ON,
  PHASES,
  PLAN_STEPS,
  artifactStatuses,
  checkStep,
  planStatus,
  unfinishedDependencies
} from "./chunk-IDSJ63EI.js";
import "./chunk-44A73VCQ.js";
import "./chunk-JFQOKNT2.js";
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
