import { isAgentName, isStoryId } from '../../protocol/id-patterns.js';
import type { TaskFrontMatter } from '../../protocol/task.js';
import { stageOf } from '../../protocol/task-types.js';
import { handoffInstructions } from './handoff-instructions.js';
import { type Budgeted, fitBudget } from './prompt-budget.js';

/**
 * The prompt a worker gets with each task (the design's hybrid model), as a pure function:
 * personality adapter, the suspension line, the context-reset paragraph, lab's instructions,
 * optional context sections, then the facts and the exact handoff to write.
 */
export const SUSPENSION_LINE =
  "Forge's own task-execution instructions are suspended for this task: lab's operational instructions below say what to do; the identity, principles and standards above say how.";

export const RESET_PARAGRAPH =
  'Context reset: this is a new task. Set aside the assumptions you made in earlier tasks of this session; they may not hold here. Read the handoff and the worktree to form your understanding (earlier handoffs for this story in the handoff folder, the files and the git log of the worktree) before you change anything.';

export interface AdapterText {
  /** Where the adapter is (or was looked for), as shown to the worker. */
  path: string;
  /** Null when there is no adapter file. */
  text: string | null;
}

/**
 * Extra context placed after lab's instructions and before the facts: sibling stories' context
 * and recent broadcasts come in here. Each section arrives bounded by whoever produced it; the
 * prompt budget covers the adapter and lab's instructions only.
 */
export interface PromptSection {
  title: string;
  text: string;
}

export interface PromptInput {
  task: TaskFrontMatter;
  /** Lab's operational instructions: the task file's body. */
  body: string;
  adapter: AdapterText;
  /** `[workers] prompt_budget`: bytes of adapter plus instructions. */
  budget: number;
  projectRoot: string;
  /** Absolute paths of the task file and its context file, named in the facts. */
  taskFile: string;
  contextFile: string;
  contextSections?: PromptSection[];
}

export interface ComposedPrompt {
  text: string;
  cuts: Budgeted['cuts'];
}

export function composePrompt(input: PromptInput): ComposedPrompt {
  const { task, adapter } = input;
  const fitted = fitBudget(adapter.text, input.body.trim(), input.budget);
  const parts: string[] = [];
  const adapterCut = fitted.cuts.find((cut) => cut.part === 'adapter');
  if (fitted.adapter === null) {
    parts.push(`(No personality adapter: ${adapter.path} does not exist. Work by lab's instructions below.)`);
  } else {
    const note = adapterCut ? `\n\n${cutNote('The personality adapter was', adapterCut, input.budget, adapter.path)}` : '';
    parts.push(`${fitted.adapter.trimEnd()}${note}`.trim());
  }
  parts.push(SUSPENSION_LINE, RESET_PARAGRAPH);
  const instructionsCut = fitted.cuts.find((cut) => cut.part === 'instructions');
  const instructionsNote = instructionsCut ? `\n\n${cutNote("Lab's instructions were", instructionsCut, input.budget, input.taskFile)}` : '';
  parts.push(
    `## Lab's instructions for ${task.story_id}${task.title ? `: ${task.title}` : ''}\n\n${fitted.instructions || '(The task file has no body.)'}${instructionsNote}`,
  );
  for (const section of input.contextSections ?? []) parts.push(`## ${section.title}\n\n${section.text.trim()}`);
  parts.push(factsSection(input), handoffInstructions(task, input.projectRoot));
  return { text: `${parts.join('\n\n')}\n`, cuts: fitted.cuts };
}

function factsSection(input: PromptInput): string {
  const { task } = input;
  const stage = stageOf(task.task_type, task.stage);
  const lines = [
    '## Facts',
    `- story: ${task.story_id} (task type ${task.task_type}, stage ${stage}, urgency ${task.urgency ?? 'normal'})`,
    `- worktree_path: ${task.worktree_path}`,
    `- assigned_branch: ${task.assigned_branch ?? '(none assigned: never push to main, master or another shared branch)'}`,
    `- handoff_dir: ${task.handoff_dir}`,
    `- task file: ${input.taskFile}`,
    `- context file (what Heimdall allows): ${input.contextFile}`,
  ];
  if (task.module) lines.push(`- module: ${task.module}`);
  // A pointer, not a map: the Stop hook's answer stays small and reads no index; the worktree's
  // index is built the first time it is asked (repo = the story id, as list_repos names it).
  lines.push(
    `- code context: forge kb ask --code --repo ${task.story_id} "<question>" (where a name is defined, who calls it, what a file defines, "map" for a ranked map; answers are file:line)`,
  );
  if (task.depends_on?.length) lines.push(`- depends on: ${task.depends_on.join(', ')}`);
  if (task.has_db_migration) lines.push('- this story has a database migration');
  if (task.has_api_changes) lines.push('- this story changes an API');
  return lines.join('\n');
}

/** Which task a prompt delivers, read back from the text composePrompt wrote. */
export interface PromptedTask {
  storyId: string;
  stage: string;
  agent: string | null;
}

const FACT_LINE = /^- story: (\S+) \(task type [^,\n]+, stage ([a-z_]+), urgency [^)\n]+\)$/gm;
const HANDOFF_AGENT = /^story_id: (\S+)\nagent: (\S+)$/gm;

/**
 * The task a composed prompt delivers, or null when the text is not one. The facts line and the
 * handoff front matter come after lab's instructions and the context sections, so the last match
 * of each is the prompt's own, whatever the instructions quote; both must name one valid story id.
 */
export function taskOfPrompt(text: string): PromptedTask | null {
  const fact = [...text.matchAll(FACT_LINE)].pop();
  if (fact === undefined || !isStoryId(fact[1]!) || !text.includes(`## Lab's instructions for ${fact[1]}`)) return null;
  const handoff = [...text.matchAll(HANDOFF_AGENT)].pop();
  const agent = handoff !== undefined && handoff[1] === fact[1] && isAgentName(handoff[2]!) ? handoff[2]! : null;
  return { storyId: fact[1]!, stage: fact[2]!, agent };
}

function cutNote(subject: string, cut: { fromBytes: number; toBytes: number }, budget: number, path: string): string {
  return `[${subject} cut from ${cut.fromBytes} to ${cut.toBytes} bytes to keep adapter plus instructions within the ${budget}-byte prompt budget; the whole text is in ${path}.]`;
}
