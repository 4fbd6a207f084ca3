import {
  SESSION_START_MAX_CHARS,
  boundedBlock
} from "./chunk-E7ZIDIRV.js";
import {
  shellQuote
} from "./chunk-QR4ULOYC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import {
  agentInbox
} from "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/workers/session-start.js
function inboxCounts(stories) {
  const counts = { waiting: 0, pickedUp: 0, other: 0 };
  for (const story of stories?.values() ?? []) {
    if (!story.task)
      continue;
    if (story.signals.size === 0)
      counts.waiting += 1;
    else if (story.signals.size === 1 && story.signals.has("picked-up"))
      counts.pickedUp += 1;
    else
      counts.other += 1;
  }
  return counts;
}
function sessionStartText(facts) {
  const { agent } = facts;
  const project = shellQuote(facts.projectRoot);
  const types = facts.worker ? facts.worker.task_types.join(", ") : "none (not in the roster: [workers.NAME] in _vibe-chain/config.toml)";
  const counts = inboxCounts(facts.stories);
  const current = facts.held ? `Your current task is ${facts.held.id} (picked up, ${facts.held.handoffProblem ?? "no handoff yet"}): finish it and hand it off before anything else; its instructions are in ${agentInbox(agent)}/${facts.held.id}.md.` : "You hold no task right now.";
  const text = [
    `You are ${agent}, a forge worker of project ${facts.projectId} (task types: ${types}). Your personality adapter is ${facts.adapterPath}.`,
    current,
    `Inbox ${agentInbox(agent)}/: ${counts.waiting} waiting to be claimed, ${counts.pickedUp} picked up, ${counts.other} orphaned, timed out, escalated or confirmed.`,
    "Tasks arrive by themselves when you end a turn (the Stop hook claims the next one and gives it to you). The commands you will need:",
    `  forge pickup --agent ${agent} --project ${project}     claim the next task now and print it`,
    `  forge handoff --story ID --status completed|failed|blocked --summary '...' --project ${project}     write the handoff when a task is done`,
    `  forge status --agent ${agent} --project ${project}     your tasks, most urgent first`
  ].join("\n");
  return boundedBlock(text);
}
export {
  SESSION_START_MAX_CHARS,
  inboxCounts,
  sessionStartText
};
