import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  OPEN_STATES
} from "./chunk-2ZECINIR.js";
import {
  stageOf
} from "./chunk-MVX4HVOW.js";
import {
  fromIso,
  toIso
} from "./chunk-465MGB2C.js";
import {
  agentInbox,
  contextFile,
  handoffFile,
  signalFile
} from "./chunk-CHURQFXZ.js";

// dist/protocol/decide.js
function decide(snapshot, previous, config, ctx) {
  const { owner, rejected } = chooseOwner(snapshot, previous);
  if (!owner)
    return decideWithoutTask(snapshot, previous, rejected);
  const signals = snapshot.signals[owner.agent] ?? {};
  if (snapshot.inLedger && !previous && !signals.confirmed)
    return refuseFinishedId(snapshot, rejected);
  rejectStraySignals(snapshot, owner.agent, rejected);
  if (!owner.parsed.ok) {
    if (owner.parsed.settling)
      return { actions: [], rejected, wakeAt: owner.parsed.settlesAt };
    const invalid = invalidEntry(owner, previous, owner.parsed.errors);
    if (signals.confirmed)
      return confirm(snapshot, invalid, signals.confirmed, ctx, rejected);
    return finish(snapshot, previous, invalid, rejected, [], null);
  }
  const task = owner.parsed.value;
  const extra = [];
  const context = contextOf(task, owner.agent);
  const wantedContext = stableJson(context);
  if (snapshot.contexts[owner.agent] !== wantedContext && !signals.confirmed) {
    extra.push({ type: "write-context", file: contextFile(owner.agent, snapshot.id), context });
  }
  for (const agent of Object.keys(snapshot.contexts)) {
    if (agent !== owner.agent)
      extra.push({ type: "remove", file: contextFile(agent, snapshot.id) });
  }
  const entry = baseEntry(owner, task, previous, signals["picked-up"]?.at ?? null);
  const handoffs = readHandoffs(snapshot, owner.agent);
  entry.errors = handoffs.errors;
  entry.handoff = handoffs.ref;
  const validHandoff = handoffs.pr;
  if (signals.confirmed)
    return confirm(snapshot, entry, signals.confirmed, ctx, rejected);
  const now = ctx.now;
  let wakeAt = handoffs.settlesAt;
  if (!validHandoff)
    entry.completed_at = null;
  if (validHandoff && !signals.timeout && !signals.orphaned) {
    entry.state = "handed_off";
    entry.completed_at = previous?.completed_at ?? toIso(now);
    entry.deadline_at = null;
  } else if (signals.timeout) {
    entry.state = "timed_out";
    entry.timed_out_at = previous?.state === "timed_out" ? previous.timed_out_at : signals.timeout.at;
    entry.deadline_at = null;
  } else if (signals.orphaned) {
    entry.state = "orphaned";
    entry.orphaned_at = previous?.state === "orphaned" ? previous.orphaned_at : signals.orphaned.at;
    entry.deadline_at = null;
  } else if (signals["picked-up"]) {
    entry.state = "picked_up";
    const pickedUpAt = fromIso(signals["picked-up"].at);
    const timeout = config.timeouts[entry.stage ?? "dev"];
    const deadline = phaseDeadline(previous, "picked_up", "submitted", pickedUpAt + timeout, now + timeout);
    entry.deadline_at = toIso(deadline);
    const lastActivity = Math.max(pickedUpAt, ctx.activity[owner.agent] ?? 0);
    entry.last_activity_at = toIso(lastActivity);
    entry.stalled = now >= lastActivity + config.timeouts.stall;
    if (now >= deadline) {
      entry.state = "timed_out";
      entry.timed_out_at = toIso(now);
      entry.deadline_at = null;
      entry.stalled = false;
      extra.push({ type: "write-signal", file: signalFile(owner.agent, snapshot.id, "timeout"), content: signalContent(now, "no handoff within the stage timeout") });
    } else {
      wakeAt = minTime(wakeAt, deadline, entry.stalled ? null : lastActivity + config.timeouts.stall);
    }
  } else {
    entry.state = "submitted";
    const deadline = phaseDeadline(previous, "submitted", null, fromIso(task.submitted_at) + config.timeouts.orphan, now + config.timeouts.orphan);
    entry.deadline_at = toIso(deadline);
    if (now >= deadline) {
      entry.state = "orphaned";
      entry.orphaned_at = toIso(now);
      entry.deadline_at = null;
      extra.push({ type: "write-signal", file: signalFile(owner.agent, snapshot.id, "orphaned"), content: signalContent(now, "not picked up before the orphan deadline") });
    } else {
      wakeAt = minTime(wakeAt, deadline);
    }
  }
  if (signals.escalation && (OPEN_STATES.has(entry.state) || previous?.state === "escalated")) {
    return escalate(snapshot, previous, entry, signals.escalation, config, ctx, rejected, extra.filter((a) => a.type !== "write-signal"));
  }
  if (entry.state !== "picked_up") {
    entry.stalled = false;
    entry.last_activity_at = previous?.last_activity_at ?? null;
  }
  return finish(snapshot, previous, entry, rejected, extra, wakeAt);
}
function readHandoffs(snapshot, agent) {
  const errors = [];
  let settlesAt = null;
  let pr = null;
  let ref = null;
  for (const kind of ["pr", "error"]) {
    const handoff = snapshot.handoffs[kind];
    if (!handoff)
      continue;
    if (!handoff.parsed.ok) {
      if (handoff.parsed.settling)
        settlesAt = minTime(settlesAt, handoff.parsed.settlesAt);
      else
        errors.push(...handoff.parsed.errors);
      continue;
    }
    const value = handoff.parsed.value;
    if (kind === "pr" && value.agent !== agent) {
      errors.push({ code: "agent_mismatch", file: handoff.file, field: "agent", expected: `${JSON.stringify(agent)} (the agent the task is assigned to)`, got: JSON.stringify(value.agent) });
      continue;
    }
    if (kind === "pr") {
      pr = value;
      ref = { kind: "pr", file: handoff.file, status: pr.status, created_at: pr.created_at };
    } else if (ref === null) {
      ref = { kind: "error", file: handoff.file, status: "failed", created_at: stringField(value, "created_at") };
    }
  }
  return { pr, ref, errors, settlesAt };
}
function refuseFinishedId(snapshot, rejected) {
  for (const task of snapshot.tasks) {
    rejected[task.file] = [{ code: "duplicate_story_id", file: task.file, field: "story_id", expected: "an id not used before in this project (this one is finished: see .history.jsonl)", got: snapshot.id }];
  }
  for (const signals of Object.values(snapshot.signals)) {
    for (const signal of Object.values(signals)) {
      rejected[signal.file] = [{ code: "unknown_story", file: signal.file, field: null, expected: "a signal of an open story (this one is finished: see .history.jsonl)", got: null }];
    }
  }
  return { actions: [], rejected, wakeAt: null };
}
function chooseOwner(snapshot, previous) {
  const rejected = {};
  if (snapshot.tasks.length === 0)
    return { owner: void 0, rejected };
  const sorted = [...snapshot.tasks].sort((a, b) => a.agent < b.agent ? -1 : a.agent > b.agent ? 1 : 0);
  const owner = sorted.find((t) => t.agent === previous?.agent) ?? sorted[0];
  for (const other of sorted) {
    if (other === owner)
      continue;
    rejected[other.file] = [
      { code: "duplicate_story_id", file: other.file, field: "story_id", expected: `an id not already tracked (tracked in ${owner.file})`, got: snapshot.id }
    ];
  }
  return { owner, rejected };
}
function rejectStraySignals(snapshot, ownerAgent, rejected) {
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    if (agent === ownerAgent)
      continue;
    for (const signal of Object.values(signals)) {
      rejected[signal.file] = [
        { code: "unknown_story", file: signal.file, field: null, expected: `a signal beside its task file (the task is in ${agentInbox(ownerAgent)})`, got: null }
      ];
    }
  }
}
function decideWithoutTask(snapshot, previous, rejected) {
  const actions = [];
  const confirmed = Object.values(snapshot.signals).find((signals) => signals.confirmed)?.confirmed;
  const cleaningUp = previous?.state === "confirmed" || confirmed !== void 0;
  if (previous) {
    const record = { ...previous, story_id: snapshot.id };
    if (confirmed && previous.state !== "confirmed")
      Object.assign(record, { state: "confirmed", confirmed_at: confirmed.at, deadline_at: null, stalled: false });
    actions.push({ type: "append-ledger", record });
    if (!cleaningUp) {
      actions.push({ type: "log", event: "task-removed", agent: previous.agent, id: snapshot.id, message: `task file removed while ${previous.state}; recorded in the ledger` });
    }
  }
  const daemonOwned = ["orphaned", "timeout"];
  for (const [agent, signals] of Object.entries(snapshot.signals)) {
    for (const [name, signal] of Object.entries(signals)) {
      if (cleaningUp || daemonOwned.includes(name))
        actions.push({ type: "remove", file: signal.file });
      else
        rejected[signal.file] = [{ code: "unknown_story", file: signal.file, field: null, expected: `a task file ${agentInbox(agent)}/${snapshot.id}.md beside the signal`, got: null }];
    }
  }
  for (const agent of Object.keys(snapshot.contexts))
    actions.push({ type: "remove", file: contextFile(agent, snapshot.id) });
  if (previous)
    actions.push({ type: "drop-entry", id: snapshot.id });
  const pr = snapshot.handoffs.pr;
  if (pr && !previous && !snapshot.inLedger) {
    rejected[pr.file] = [{ code: "unknown_story", file: pr.file, field: "story_id", expected: "the id of a tracked task", got: snapshot.id }];
  }
  return { actions, rejected, wakeAt: null };
}
function confirm(snapshot, entry, signal, ctx, rejected) {
  entry.state = "confirmed";
  entry.confirmed_at = signal.at;
  entry.deadline_at = null;
  entry.stalled = false;
  if (entry.completed_at === null && entry.handoff?.kind === "pr")
    entry.completed_at = toIso(ctx.now);
  const actions = [
    { type: "append-ledger", record: { ...entry, story_id: snapshot.id } },
    { type: "log", event: "confirmed", agent: entry.agent, id: snapshot.id, message: "confirmed; recorded in the ledger and cleaned up" }
  ];
  for (const task of snapshot.tasks)
    if (task.agent === entry.agent)
      actions.push({ type: "remove", file: task.file });
  const own = snapshot.signals[entry.agent] ?? {};
  for (const [name, observed] of Object.entries(own))
    if (name !== "confirmed")
      actions.push({ type: "remove", file: observed.file });
  for (const agent of Object.keys(snapshot.contexts))
    actions.push({ type: "remove", file: contextFile(agent, snapshot.id) });
  actions.push({ type: "remove", file: signal.file });
  actions.push({ type: "drop-entry", id: snapshot.id });
  return { actions, rejected, wakeAt: null };
}
function escalate(snapshot, previous, entry, signal, config, ctx, rejected, extra) {
  entry.state = "escalated";
  entry.escalated_at = previous?.state === "escalated" ? previous.escalated_at : signal.at;
  entry.deadline_at = null;
  entry.stalled = false;
  const violations = signal.content?.violations ?? config.heimdall.escalate_after;
  if (!snapshot.handoffs.escalation) {
    const reason = signal.content?.reason ?? "Heimdall blocked repeated tool calls";
    extra.push({
      type: "write-handoff",
      file: handoffFile(snapshot.id, "escalation"),
      frontMatter: { story_id: snapshot.id, agent: entry.agent, status: "escalated", reason, violations, created_at: toIso(ctx.now) },
      body: `Heimdall blocked ${violations} tool calls of ${entry.agent} on ${snapshot.id} and escalated it to human review.

The blocks are in _vibe-chain-output/heimdall-audit.log.
`
    });
  }
  return finish(snapshot, previous, entry, rejected, extra, null, `${violations} violations, escalating to human review`);
}
function finish(snapshot, previous, entry, rejected, extra, wakeAt, message) {
  const actions = [{ type: "set-entry", id: snapshot.id, entry }, ...extra];
  const event = transitionEvent(previous, entry);
  if (event)
    actions.push({ type: "log", event, agent: entry.agent, id: snapshot.id, message: message ?? describeTransition(event, entry) });
  return { actions, rejected, wakeAt };
}
function transitionEvent(previous, entry) {
  if (previous?.state === entry.state) {
    if (entry.stalled && !previous.stalled)
      return "stalled";
    if (entry.errors.length > 0 && previous.errors.length === 0 && entry.state !== "invalid")
      return "handoff-invalid";
    return null;
  }
  if (previous?.state === "invalid")
    return "task-fixed";
  if (previous?.state === "handed_off" && OPEN_STATES.has(entry.state))
    return "reopened";
  const byState = {
    submitted: previous ? "rearmed" : "task-accepted",
    picked_up: previous && previous.state !== "submitted" ? "rearmed" : "picked-up",
    handed_off: "handed-off",
    orphaned: "orphaned",
    timed_out: "timed-out",
    escalated: "escalated",
    invalid: "task-invalid",
    confirmed: "confirmed"
  };
  return byState[entry.state];
}
function describeTransition(event, entry) {
  switch (event) {
    case "task-accepted":
      return `accepted ${entry.task_type ?? ""} task (stage ${entry.stage}), orphan deadline ${entry.deadline_at}`;
    case "picked-up":
      return `picked up, stage deadline ${entry.deadline_at}`;
    case "handed-off":
      return `handed off (${entry.handoff?.status ?? "completed"})`;
    case "handoff-invalid":
      return `malformed handoff: ${entry.errors.map((e) => `${e.field ?? "file"}: expected ${e.expected}`).join("; ")}`;
    case "orphaned":
      return "not picked up in time: wrote .orphaned";
    case "timed-out":
      return "no handoff within the stage timeout: wrote .timeout";
    case "task-invalid":
      return `invalid task file: ${entry.errors.map((e) => `${e.field ?? "file"}: expected ${e.expected}`).join("; ")}`;
    case "task-fixed":
      return `task file fixed; ${entry.state}`;
    case "reopened":
      return `the handoff is gone; ${entry.state} again, deadline ${entry.deadline_at}`;
    case "rearmed":
      return `${entry.state} again after a signal was removed by hand; deadline ${entry.deadline_at}`;
    case "stalled":
      return `no sign of life from ${entry.agent} since ${entry.last_activity_at}`;
    default:
      return event;
  }
}
function baseEntry(owner, task, previous, pickedUpAt) {
  return {
    state: "submitted",
    agent: owner.agent,
    stage: stageOf(task.task_type, task.stage),
    task_type: task.task_type,
    urgency: task.urgency ?? "normal",
    file: owner.file,
    submitted_at: task.submitted_at,
    picked_up_at: pickedUpAt,
    completed_at: previous?.completed_at ?? null,
    deadline_at: null,
    orphaned_at: previous?.orphaned_at ?? null,
    timed_out_at: previous?.timed_out_at ?? null,
    escalated_at: previous?.escalated_at ?? null,
    confirmed_at: null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors: []
  };
}
function invalidEntry(owner, previous, errors) {
  return {
    state: "invalid",
    agent: owner.agent,
    stage: previous?.stage ?? null,
    task_type: previous?.task_type ?? null,
    urgency: previous?.urgency ?? null,
    file: owner.file,
    submitted_at: previous?.submitted_at ?? null,
    picked_up_at: null,
    completed_at: null,
    deadline_at: null,
    orphaned_at: null,
    timed_out_at: null,
    escalated_at: null,
    confirmed_at: null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors
  };
}
function phaseDeadline(previous, phase, usualPredecessor, fresh, rearmed) {
  if (previous?.state === phase && previous.deadline_at)
    return fromIso(previous.deadline_at);
  if (previous === void 0 || previous.state === usualPredecessor)
    return fresh;
  return rearmed;
}
function contextOf(task, agent) {
  return {
    story_id: task.story_id,
    agent,
    worktree_path: task.worktree_path,
    assigned_branch: task.assigned_branch ?? null,
    handoff_dir: task.handoff_dir,
    has_db_migration: task.has_db_migration ?? false,
    has_api_changes: task.has_api_changes ?? false,
    allowed_paths: [task.worktree_path, task.handoff_dir, joinPosix(task.project_root, agentInbox(agent))]
  };
}
function joinPosix(root, relative) {
  return root.endsWith("/") || root.endsWith("\\") ? `${root}${relative}` : `${root}/${relative}`;
}
function signalContent(now, reason) {
  return { at: toIso(now), by: "forge-daemon", reason };
}
function stringField(value, key) {
  const field = value[key];
  return typeof field === "string" ? field : null;
}
function minTime(...times) {
  let best = null;
  for (const t of times)
    if (t !== null && t !== void 0 && (best === null || t < best))
      best = t;
  return best;
}

export {
  decide,
  contextOf
};
