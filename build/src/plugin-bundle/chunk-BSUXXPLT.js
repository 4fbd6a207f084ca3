import {
  handoffInstructions
} from "./chunk-3HRL5VYN.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import {
  isAgentName,
  isStoryId
} from "./chunk-CEHSRTBJ.js";

// dist/src/workers/prompt-budget.js
var encoder = new TextEncoder();
var decoder = new TextDecoder();
function byteLength(text) {
  return encoder.encode(text).length;
}
function cutToBytes(text, maxBytes) {
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes)
    return text;
  let end = Math.max(0, maxBytes);
  while (end > 0 && (bytes[end] & 192) === 128)
    end -= 1;
  const prefix = decoder.decode(bytes.subarray(0, end));
  const lineEnd = prefix.lastIndexOf("\n");
  return lineEnd >= prefix.length * 0.75 ? prefix.slice(0, lineEnd + 1) : prefix;
}
function fitBudget(adapter, instructions, budget) {
  const adapterBytes = adapter === null ? 0 : byteLength(adapter);
  const instructionBytes = byteLength(instructions);
  const cuts = [];
  if (adapterBytes + instructionBytes <= budget)
    return { adapter, instructions, cuts };
  const room = Math.max(0, budget - instructionBytes);
  let keptAdapter = adapter;
  if (adapter !== null) {
    keptAdapter = room > 0 ? cutToBytes(adapter, room) : "";
    cuts.push({ part: "adapter", fromBytes: adapterBytes, toBytes: byteLength(keptAdapter) });
  }
  if (instructionBytes <= budget)
    return { adapter: keptAdapter, instructions, cuts };
  const keptInstructions = cutToBytes(instructions, budget);
  cuts.push({ part: "instructions", fromBytes: instructionBytes, toBytes: byteLength(keptInstructions) });
  return { adapter: keptAdapter, instructions: keptInstructions, cuts };
}

// dist/src/workers/compose-prompt.js
var SUSPENSION_LINE = "Forge's own task-execution instructions are suspended for this task: lab's operational instructions below say what to do; the identity, principles and standards above say how.";
var RESET_PARAGRAPH = "Context reset: this is a new task. Set aside the assumptions you made in earlier tasks of this session; they may not hold here. Read the handoff and the worktree to form your understanding (earlier handoffs for this story in the handoff folder, the files and the git log of the worktree) before you change anything.";
function composePrompt(input) {
  const { task, adapter } = input;
  const fitted = fitBudget(adapter.text, input.body.trim(), input.budget);
  const parts = [];
  const adapterCut = fitted.cuts.find((cut) => cut.part === "adapter");
  if (fitted.adapter === null) {
    parts.push(`(No personality adapter: ${adapter.path} does not exist. Work by lab's instructions below.)`);
  } else {
    const note = adapterCut ? `

${cutNote("The personality adapter was", adapterCut, input.budget, adapter.path)}` : "";
    parts.push(`${fitted.adapter.trimEnd()}${note}`.trim());
  }
  parts.push(SUSPENSION_LINE, RESET_PARAGRAPH);
  const instructionsCut = fitted.cuts.find((cut) => cut.part === "instructions");
  const instructionsNote = instructionsCut ? `

${cutNote("Lab's instructions were", instructionsCut, input.budget, input.taskFile)}` : "";
  parts.push(`## Lab's instructions for ${task.story_id}${task.title ? `: ${task.title}` : ""}

${fitted.instructions || "(The task file has no body.)"}${instructionsNote}`);
  for (const section of input.contextSections ?? [])
    parts.push(`## ${section.title}

${section.text.trim()}`);
  parts.push(factsSection(input), handoffInstructions(task, input.projectRoot));
  return { text: `${parts.join("\n\n")}
`, cuts: fitted.cuts };
}
function factsSection(input) {
  const { task } = input;
  const stage = stageOf(task.task_type, task.stage);
  const lines = [
    "## Facts",
    `- story: ${task.story_id} (task type ${task.task_type}, stage ${stage}, urgency ${task.urgency ?? "normal"})`,
    `- worktree_path: ${task.worktree_path}`,
    `- assigned_branch: ${task.assigned_branch ?? "(none assigned: never push to main, master or another shared branch)"}`,
    `- handoff_dir: ${task.handoff_dir}`,
    `- task file: ${input.taskFile}`,
    `- context file (what Heimdall allows): ${input.contextFile}`
  ];
  if (task.module)
    lines.push(`- module: ${task.module}`);
  lines.push(`- code context: forge kb ask --code --repo ${task.story_id} "<question>" (where a name is defined, who calls it, what a file defines, "map" for a ranked map; answers are file:line)`);
  if (task.depends_on?.length)
    lines.push(`- depends on: ${task.depends_on.join(", ")}`);
  if (task.has_db_migration)
    lines.push("- this story has a database migration");
  if (task.has_api_changes)
    lines.push("- this story changes an API");
  return lines.join("\n");
}
var FACT_LINE = /^- story: (\S+) \(task type [^,\n]+, stage ([a-z_]+), urgency [^)\n]+\)$/gm;
var HANDOFF_AGENT = /^story_id: (\S+)\nagent: (\S+)$/gm;
function taskOfPrompt(text) {
  const fact = [...text.matchAll(FACT_LINE)].pop();
  if (fact === void 0 || !isStoryId(fact[1]) || !text.includes(`## Lab's instructions for ${fact[1]}`))
    return null;
  const handoff = [...text.matchAll(HANDOFF_AGENT)].pop();
  const agent = handoff !== void 0 && handoff[1] === fact[1] && isAgentName(handoff[2]) ? handoff[2] : null;
  return { storyId: fact[1], stage: fact[2], agent };
}
function cutNote(subject, cut, budget, path) {
  return `[${subject} cut from ${cut.fromBytes} to ${cut.toBytes} bytes to keep adapter plus instructions within the ${budget}-byte prompt budget; the whole text is in ${path}.]`;
}

export {
  composePrompt,
  taskOfPrompt
};
