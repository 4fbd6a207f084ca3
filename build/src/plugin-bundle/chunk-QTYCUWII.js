import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";

// dist/protocol/signals.js
import { z } from "zod";
var SIGNALS = ["picked-up", "orphaned", "timeout", "confirmed", "escalation"];
var SIGNAL_WRITER = {
  "picked-up": "worker",
  orphaned: "daemon",
  timeout: "daemon",
  confirmed: "sentinel",
  escalation: "heimdall"
};
var SignalContent = z.looseObject({
  at: IsoTime.optional(),
  reason: z.string().optional(),
  by: z.string().optional(),
  agent: z.string().optional(),
  session_id: z.string().optional(),
  violations: z.number().int().nonnegative().optional(),
  lease_epoch: z.number().int().positive().optional().describe("on .orphaned and .timeout: the epoch of the daemon's lease when it wrote the signal; absent when no lease was held, and on other writers' signals")
});
function renderSignal(content) {
  return Object.keys(content).filter((key) => content[key] !== void 0).sort().map((key) => `${key}: ${JSON.stringify(content[key])}`).join("\n").concat("\n");
}

export {
  SIGNALS,
  SIGNAL_WRITER,
  SignalContent,
  renderSignal
};
