import {
  handoffFile,
  signalFile
} from "./chunk-YZV3RAMM.js";

// dist/protocol/way-out.js
function wayOut(id, entry) {
  switch (entry.state) {
    case "timed_out":
      return `no handoff before the ${entry.stage ?? "dev"} stage deadline: forge retry --story ${id} runs it again; forge confirm --story ${id} --force drops it`;
    case "orphaned":
      return `not picked up before the orphan deadline: forge retry --story ${id} submits it again (forge lab sentinel runs it degraded, unless [lab] when_busy = "queue")`;
    case "escalated":
      return `Heimdall escalated it: remove ${signalFile(entry.agent, id, "escalation")} to let ${entry.agent} go on, or forge confirm --story ${id} --force to drop it`;
    default:
      return null;
  }
}
function closedAsFailed(handoff) {
  return handoff != null && (handoff.kind === "error" || handoff.status === "failed" || handoff.status === "blocked");
}
function failedWayOut(id, story) {
  const file = handoffFile(id, story.handoff.kind === "error" ? "error" : "pr");
  const what = story.handoff.kind === "error" ? story.timedOut ? `${story.agent} handed nothing off before the ${story.stage ? `${story.stage} ` : ""}stage deadline, and the story was closed as failed` : "the story was closed as failed" : `${story.agent} handed it off as ${story.handoff.status}`;
  return `${what}: read ${file}, then dispatch it again under a new id (a confirmed id does not run again)`;
}

export {
  wayOut,
  closedAsFailed,
  failedWayOut
};
