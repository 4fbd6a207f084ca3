import {
  touchHeartbeat
} from "./chunk-NOJMCEDM.js";
import {
  heldTask
} from "./chunk-J5Z4FF4T.js";
import {
  boundedBlock
} from "./chunk-Q7W55LQA.js";
import {
  listInbox
} from "./chunk-PX2LI2PJ.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  shellQuote
} from "./chunk-3HRL5VYN.js";
import {
  clientConfig
} from "./chunk-WODHW2AT.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import {
  adapterFile,
  agentInbox
} from "./chunk-YZV3RAMM.js";

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

// dist/src/workers/worker-session-start.js
async function workerSessionStart(projectRoot, agent, env, now) {
  const config = await clientConfig(projectRoot, env);
  await touchHeartbeat(projectRoot, agent, now);
  const stories = await listInbox(projectRoot, agent);
  const held = stories === null ? null : await heldTask(projectRoot, agent, stories, config.daemon.max_task_bytes);
  const worker = rosterOf(config)[agent];
  return sessionStartText({
    agent,
    projectRoot,
    projectId: projectIdOf(config, projectRoot),
    worker,
    adapterPath: worker?.adapter ?? adapterFile(agent),
    held,
    stories
  });
}

export {
  workerSessionStart
};
