import {
  CompoundSection,
  Config,
  DEFAULT_CONFIG,
  DEFAULT_ROSTER,
  DEFAULT_WORKER_COMMAND,
  DaemonSection,
  DispatchSection,
  ForgeSection,
  HeimdallSection,
  LabSection,
  SupervisorSection,
  TimeoutsSection,
  TranscriptsSection,
  WorkerConfig,
  WorkersSection,
  managedWorkers,
  rosterOf,
  stageTimeout,
  workerCommandOf,
  workerEnvOf
} from "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  CompoundSection,
  Config,
  DEFAULT_CONFIG,
  DEFAULT_ROSTER,
  DEFAULT_WORKER_COMMAND,
  DaemonSection,
  DispatchSection,
  ForgeSection,
  HeimdallSection,
  LabSection,
  SupervisorSection,
  TimeoutsSection,
  TranscriptsSection,
  WorkerConfig,
  WorkersSection,
  managedWorkers,
  rosterOf,
  stageTimeout,
  workerCommandOf,
  workerEnvOf
};
