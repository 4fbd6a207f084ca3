// dist/src/demo/demo-progress.js
var STEP_OF_STATE = {
  submitted: "submitted",
  picked_up: "picked up",
  handed_off: "handed off",
  orphaned: "orphaned",
  timed_out: "timed out",
  escalated: "escalated",
  invalid: "invalid",
  confirmed: "confirmed"
};
function observe(stories, seen) {
  const story = (id, agent) => {
    let found = stories.get(id);
    if (!found)
      stories.set(id, found = { id, agent, steps: [], outcome: null, finished: false });
    found.agent ??= agent;
    return found;
  };
  const step = (progress, name) => {
    if (!progress.steps.includes(name))
      progress.steps.push(name);
  };
  for (const [id, entry] of Object.entries(seen.tracking?.tasks ?? {})) {
    step(story(id, entry.agent), "submitted");
    step(story(id, entry.agent), STEP_OF_STATE[entry.state]);
  }
  for (const line of seen.ledger) {
    const progress = story(line.story_id, line.agent);
    step(progress, "submitted");
    if (line.picked_up_at)
      step(progress, "picked up");
    if (line.completed_at)
      step(progress, "handed off");
    if (line.state === "confirmed")
      step(progress, "confirmed");
  }
  for (const record of seen.pipeline) {
    const progress = story(record.story_id, record.agent ?? null);
    if (record.event === "rerouted") {
      step(progress, "orphaned");
      step(progress, "re-routed");
    }
    if (record.event === "degraded-spawn")
      step(progress, "degraded run");
    if (record.event === "done")
      progress.outcome = record.reason === "degraded" ? "done (degraded run)" : `done (${record.status ?? "completed"})`;
    if (record.event === "failed") {
      if (record.reason === "worker_timeout")
        step(progress, "timed out");
      step(progress, "error handoff");
      progress.outcome = `failed (${record.reason ?? "unknown"})`;
    }
    if (record.event === "review")
      progress.outcome = "in the human review queue";
  }
  for (const progress of stories.values()) {
    const tracked = seen.tracking?.tasks[progress.id];
    progress.finished = progress.outcome !== null && (tracked === void 0 || tracked.state === "escalated");
  }
}
var STEP_ORDER = [
  "submitted",
  "picked up",
  "orphaned",
  "re-routed",
  "degraded run",
  "timed out",
  "error handoff",
  "handed off",
  "escalated",
  "invalid",
  "confirmed"
];
function orderedSteps(story) {
  return [...story.steps].sort((a, b) => STEP_ORDER.indexOf(a) - STEP_ORDER.indexOf(b));
}
function renderProgress(stories) {
  const idWidth = Math.max(...stories.map((s) => s.id.length));
  return stories.map((s) => `${s.finished ? "ok" : ".."} ${s.id.padEnd(idWidth)}  ${(s.agent ?? "-").padEnd(9)}  ${orderedSteps(s).join(" > ")}${s.outcome ? `  => ${s.outcome}` : ""}`);
}
function summarize(stories) {
  const has = (s, name) => s.steps.includes(name);
  return {
    stories: stories.length,
    finished: stories.filter((s) => s.finished).length,
    confirmed: stories.filter((s) => has(s, "confirmed")).length,
    orphaned: stories.filter((s) => has(s, "orphaned")).length,
    timedOut: stories.filter((s) => has(s, "timed out")).length,
    degraded: stories.filter((s) => has(s, "degraded run")).length,
    failed: stories.filter((s) => s.outcome?.startsWith("failed")).length
  };
}

export {
  observe,
  orderedSteps,
  renderProgress,
  summarize
};
