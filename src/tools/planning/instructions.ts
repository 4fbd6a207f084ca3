/**
 * What each start_* tells the agent to do in its phase: short, since it is paid in every call,
 * and naming only tools that exist (spec/plugin checks every tool name in these texts).
 */
export const PHASE_INSTRUCTIONS: Record<string, string> = {
  start_interview:
    'Interview the user about the idea in project.md: ask one question at a time, at most 8 in all, about who it is for, what must work first, what is out of scope, constraints (stack, data, deadlines) and how success is judged. Do not propose solutions yet. Then call submit_vision with every question and answer, a one-paragraph summary, goals, non_goals and users.',
  start_architecture:
    'Split the vision into modules one worker can build in one task each (a few hours at most). Give each an id, a title, a task_type the roster takes (frontend, backend, fullstack, devops, docs, security, test), depends_on (modules that must be done first), provides and consumes (the interfaces between modules, by name). Keep the graph shallow so modules run in parallel; no cycles. Then call submit_plan.',
  start_design:
    'Give every interface a module provides its exact type (signature, payload, props, schema): it is the contract the workers broadcast and the inspection checks. Record decisions in the body. Then call submit_design.',
  start_qa_strategy:
    'Write at least one test case per module (unit, integration, contract between a producer and its consumers, e2e for the user paths of the vision). Each module task carries its cases. Then call submit_test_plan, and start_implementation to dispatch the modules.',
  start_inspection:
    'For every flag, read the broadcasts it names (get_broadcast) and the code on both sides. A module whose interface does not match its design or its consumers fails. Then call submit_verdict: pass, or fail with each module to redo and why (it goes back to its worker as a new task).',
};
