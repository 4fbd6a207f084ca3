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
  stageTimeout
} from "./chunk-HP2RDOJG.js";
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
  stageTimeout
};
