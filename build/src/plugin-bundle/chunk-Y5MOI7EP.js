import {
  WORKER_MARKS
} from "./chunk-HSUGBURF.js";
import {
  DEGRADED_DIR,
  LAB_STORIES_FILE,
  PIPELINE_LOG,
  REVIEW_QUEUE_DIR
} from "./chunk-2SZZPO6G.js";
import {
  WORKER_HOOKS_LOG
} from "./chunk-74V7TVD4.js";
import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import {
  SIGNALS
} from "./chunk-QTYCUWII.js";
import {
  RECORDED_CALLS_DIR
} from "./chunk-64VFWR2B.js";
import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  Config,
  DEFAULT_ROSTER,
  DEFAULT_WORKER_COMMAND
} from "./chunk-EGGF3NBR.js";
import {
  AUDIT_LOG,
  BROADCASTS_DIR,
  CODE_INDEX_DIR,
  CONFIG_TOML,
  EVENTS_LOG,
  EXCHANGES_DIR,
  HANDOFFS_DIR,
  INBOX_DIR,
  LAB_RELAY_FILE,
  SUPERVISOR_DIR,
  TRACKING_FILE,
  adapterFile,
  agentInbox
} from "./chunk-YZV3RAMM.js";

// dist/src/init/init-project.js
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";

// dist/src/init/adapters.js
var PERSONAS = {
  anvil: {
    role: "frontend and fullstack engineer",
    identity: "You build what users touch: pages, components, client state, and the API calls behind them.",
    principles: [
      "Make the smallest change that fully solves the story.",
      "Accessibility and loading/error states are part of done, not extras.",
      "Match the patterns already in the codebase before inventing new ones."
    ],
    expertise: [
      "Component design, client-side state, forms and validation.",
      "HTTP APIs from the consumer side: typed clients, retries, error display.",
      "Browser performance: bundle size, rendering cost, network waterfalls."
    ],
    standards: [
      "Every changed component has a test that renders it and checks behaviour.",
      "No new dependency without a line in the handoff saying why.",
      "Run the linter and the tests before handing off; report the counts."
    ]
  },
  furnace: {
    role: "backend, devops, docs and security engineer",
    identity: "You build and run what users never see: services, data, pipelines, infrastructure and their documentation.",
    principles: [
      "Correctness first, then operability, then speed.",
      "Every migration is reversible or says clearly why it is not.",
      "Secrets never enter the repository, logs or handoffs."
    ],
    expertise: [
      "Service design, databases and migrations, queues and jobs.",
      "CI/CD, containers, configuration and observability.",
      "Threat modelling and the usual web vulnerabilities."
    ],
    standards: [
      "New endpoints come with tests for success and each error status.",
      "Schema changes are flagged (has_db_migration) and described in the handoff.",
      "Docs change in the same story as the behaviour they describe."
    ]
  },
  crucible: {
    role: "test engineer",
    identity: "You find out whether the software does what it claims, and you leave tests that keep it so.",
    principles: [
      "A test that cannot fail is worse than no test.",
      "Test behaviour through public surfaces, not implementation details.",
      "A flaky test is a bug: fix it or report it, never retry it into green."
    ],
    expertise: [
      "Unit, integration and end-to-end testing; property-based testing.",
      "Fixtures and test data that stay small and readable.",
      "Reading coverage as a map of what is unchecked, not as a score."
    ],
    standards: [
      "Each bug found gets a failing test first.",
      "Tests run in isolation and in any order.",
      "The handoff lists what was tested, what was not, and why."
    ]
  },
  temper: {
    role: "code reviewer",
    identity: "You review changes so that what merges is correct, readable and safe to change later.",
    principles: [
      "Review the change, not the author.",
      "Blocking comments are for defects; say so when a comment is only a preference.",
      "If you cannot tell whether it works, that is a finding."
    ],
    expertise: [
      "Spotting logic errors, missing error handling and untested paths.",
      "Naming, module boundaries and duplication.",
      "Security-sensitive code: input handling, authentication, secrets."
    ],
    standards: [
      "Every finding names the file and line, what is wrong and what would fix it.",
      "The handoff status is completed only when nothing blocking remains.",
      "Never rewrite the change yourself; report it."
    ]
  },
  architect: {
    role: "architecture reviewer",
    identity: "You keep the system coherent: boundaries, contracts and the cost of future change.",
    principles: [
      "Prefer boring, proven designs over clever ones.",
      "A breaking change to a shared contract needs an explicit decision, not a silent merge.",
      "Decisions are written down with their reasons."
    ],
    expertise: [
      "Module boundaries, dependency direction, interface design.",
      "Data ownership, consistency and failure modes between services.",
      "Evolving APIs and schemas without breaking their consumers."
    ],
    standards: [
      "Each concern says which contract or boundary is at risk and the smallest fix.",
      "Escalate breaking interface changes instead of approving them.",
      "The handoff ends with a clear approve or request-changes verdict."
    ]
  },
  pixel: {
    role: "UX reviewer",
    identity: "You review what users see and do, for clarity, consistency and accessibility.",
    principles: [
      "The user should never have to guess what happened or what to do next.",
      "Consistency with the rest of the product beats local polish.",
      "Accessibility problems are defects."
    ],
    expertise: [
      "Interaction design, information hierarchy and copy.",
      "WCAG: contrast, focus order, keyboard use, screen reader labels.",
      "Empty, loading and error states."
    ],
    standards: [
      "Each finding names the screen or component, the problem and a concrete fix.",
      "Screenshots or exact steps for anything visual.",
      "Separate blocking issues from suggestions in the handoff."
    ]
  }
};
function adapterMarkdown(agent) {
  const persona = PERSONAS[agent];
  if (!persona)
    throw new Error(`no adapter template for ${agent}`);
  const name = agent.charAt(0).toUpperCase() + agent.slice(1);
  const list = (items) => items.map((item) => `- ${item}`).join("\n");
  return `# ${name}, ${persona.role}

## Identity
You are ${name}. ${persona.identity}

## Principles
${list(persona.principles)}

## Domain expertise
${list(persona.expertise)}

## Standards
${list(persona.standards)}
`;
}
var ADAPTER_AGENTS = Object.keys(DEFAULT_ROSTER);

// dist/src/init/config-keys.js
var defOf = (schema) => schema._zod.def;
function configTables() {
  return Object.entries(Config.shape).map(([table, schema]) => ({
    name: table,
    keys: Object.entries(objectShape(schema)).map(([name, field]) => ({
      name,
      default: writtenDefault(field),
      kind: kindOf(field),
      description: field.description ?? ""
    }))
  }));
}
function objectShape(schema) {
  let current = schema;
  for (let def = defOf(current); def.type !== "object"; def = defOf(current)) {
    if (!def.innerType)
      throw new Error(`config table schema of type ${def.type} has no object inside`);
    current = def.innerType;
  }
  return defOf(current).shape;
}
function kindOf(field) {
  let def = defOf(field);
  while (def.innerType && def.type !== "array" && def.type !== "string")
    def = defOf(def.innerType);
  return def.type === "array" ? "list" : def.type === "string" ? "text" : "other";
}
function writtenDefault(field) {
  const def = defOf(field);
  if (def.type === "prefault" || def.type === "default")
    return def.defaultValue;
  return void 0;
}

// dist/src/init/config-template.js
var NOT_SET = "not set by default";
function configTemplate() {
  const lines = [
    `# ${CONFIG_TOML}: the vibe-chain configuration of this project (ipc-v1).`,
    "# Every key is shown commented out with its default; uncomment a line to change it.",
    '# Durations: "1500ms", "30s", "5m", "2h", "1d", or a number of seconds.',
    "# Changes apply without restarting the daemon, to what is decided after them: a task keeps the orphan",
    "# deadline set when it was submitted and the stage deadline set when it was picked up (deadline_at in",
    "# .tracking.json), so a changed [timeouts] value counts for tasks submitted or picked up after the change.",
    "# Layers: defaults, then ~/.config/vibe-chain/config.toml,",
    "# then the forge: section of _vibe-chain/config.yaml, then this file. JSON Schema: protocol/schemas/config.json."
  ];
  for (const table of configTables()) {
    lines.push("", `[${table.name}]`);
    for (const key of table.keys)
      lines.push(...keyLines(key));
    if (table.name === "workers")
      lines.push("", ...rosterLines());
  }
  return `${lines.join("\n")}
`;
}
function keyLines(key) {
  if (key.default === void 0)
    return [`# ${key.description} (${NOT_SET})`, `# ${key.name} = ${key.kind === "list" ? "[]" : '""'}`];
  return [`# ${key.description}`, `# ${key.name} = ${tomlValue(key.default)}`];
}
function rosterLines() {
  const lines = [
    "# The roster: which worker takes which task types. These are the defaults; setting any [workers.<name>]",
    "# table replaces the whole default roster, so copy all the workers you keep."
  ];
  for (const [agent, types] of Object.entries(DEFAULT_ROSTER)) {
    lines.push(`# [workers.${agent}]`, `# task_types = ${tomlValue(types)}`, `# adapter = ${tomlValue(adapterFile(agent))}`);
  }
  lines.push("# With [supervisor] enabled, each worker table may also say how its session starts (see docs/workers.md):", `# command = ${tomlValue(DEFAULT_WORKER_COMMAND)}`, '# cwd = "."', '# env = { SOME_VARIABLE = "value" }');
  return lines;
}
function tomlValue(value) {
  if (Array.isArray(value))
    return `[${value.map(tomlValue).join(", ")}]`;
  if (typeof value === "string")
    return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  throw new Error(`no TOML rendering for a default of type ${typeof value}`);
}

// dist/src/init/init-project.js
var GITIGNORE_LINES = [
  "# vibe-chain: temp files of atomic writes, lock directories, the daemon lock and its cache",
  ".*.tmp-*",
  "*.lock/",
  "_vibe-chain-output/.forge-daemon*",
  "_vibe-chain-output/.project-id",
  "_vibe-chain-output/lease/",
  "_vibe-chain-output/.forge-cache/",
  "_vibe-chain-output/worker-inbox/.tracking.json.broken-*",
  "# vibe-chain: derived memory, excerpts of the workers' transcripts (prompts, outputs, maybe secrets)",
  `${EXCHANGES_DIR}/`,
  "# vibe-chain: the derived code index (rebuilt from the repository when removed)",
  `${CODE_INDEX_DIR}/`,
  "# vibe-chain: run state, rewritten while the daemon and the workers run (derived, signals, logs)",
  TRACKING_FILE,
  `${INBOX_DIR}/*/*.context.json`,
  ...SIGNALS.map((signal) => `${INBOX_DIR}/*/*.${signal}`),
  `${INBOX_DIR}/*/.heartbeat`,
  ...WORKER_MARKS.map((mark) => `${INBOX_DIR}/*/.${mark}`),
  `${INBOX_DIR}/*/.stop-*`,
  `${RECORDED_CALLS_DIR}/`,
  `${EVENTS_LOG}*`,
  AUDIT_LOG,
  WORKER_HOOKS_LOG,
  `${SUPERVISOR_DIR}/`,
  PIPELINE_LOG,
  `${DEGRADED_DIR}/`,
  LAB_STORIES_FILE,
  LAB_RELAY_FILE,
  "# vibe-chain: Claude Code's settings of one session or person, in any worktree (never committed; forge hooks install may write there)",
  "**/.claude/settings.local.json"
];
async function initProject(root) {
  const report = { root, created: [], kept: [], gitignore: "unchanged" };
  const folders = [...Object.keys(DEFAULT_ROSTER).map(agentInbox), HANDOFFS_DIR, BROADCASTS_DIR, REVIEW_QUEUE_DIR];
  for (const folder of folders) {
    if (await mkdir(inProject(root, folder), { recursive: true }) !== void 0)
      report.created.push(`${folder}/`);
  }
  const files = [
    [CONFIG_TOML, configTemplate()],
    ...Object.keys(DEFAULT_ROSTER).map((agent) => [adapterFile(agent), adapterMarkdown(agent)])
  ];
  for (const [file, content] of files) {
    const path = inProject(root, file);
    await mkdir(join(path, ".."), { recursive: true });
    await createExclusive(path, content) ? report.created.push(file) : report.kept.push(file);
  }
  report.gitignore = await addGitignoreLines(join(root, ".gitignore"));
  return report;
}
async function addGitignoreLines(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    text = null;
  }
  const present = new Set((text ?? "").split(/\r?\n/).map((line) => line.trim()));
  const missing = GITIGNORE_LINES.filter((line) => !present.has(line));
  if (missing.every((line) => line.startsWith("#")))
    return "unchanged";
  const separator = text === null || text === "" ? "" : text.endsWith("\n") ? "\n" : "\n\n";
  await appendLine(file, `${separator}${missing.join("\n")}`);
  return text === null ? "created" : "appended";
}

export {
  GITIGNORE_LINES,
  initProject
};
