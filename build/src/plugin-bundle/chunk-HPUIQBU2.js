import {
  CompoundSection,
  Config,
  DEFAULT_CONFIG,
  DEFAULT_ROSTER,
  DaemonSection,
  DispatchSection,
  ForgeSection,
  HeimdallSection,
  LabSection,
  TimeoutsSection,
  TranscriptsSection,
  WorkerConfig,
  WorkersSection,
  rosterOf,
  stageTimeout
} from "./chunk-WWJTEYSW.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  CompoundSection,
  Config,
  DEFAULT_CONFIG,
  DEFAULT_ROSTER,
  DaemonSection,
  DispatchSection,
  ForgeSection,
  HeimdallSection,
  LabSection,
  TimeoutsSection,
  TranscriptsSection,
  WorkerConfig,
  WorkersSection,
  rosterOf,
  stageTimeout
};
