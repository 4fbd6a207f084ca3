import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  INBOX_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/worker-marks.js
import { readFile, rm, stat } from "node:fs/promises";
import { z } from "zod";
var WORKER_MARKS = ["needs-input", "stopped", "restart", "session"];
var markFile = (agent, mark) => `${INBOX_DIR}/${agent}/.${mark}`;
var NeedsInput = z.object({
  type: z.string(),
  message: z.string(),
  at: IsoTime
});
async function writeMark(projectRoot, agent, mark, content) {
  await writeAtomic(inProject(projectRoot, markFile(agent, mark)), `${JSON.stringify(content)}
`);
}
async function removeMark(projectRoot, agent, mark) {
  await rm(inProject(projectRoot, markFile(agent, mark)), { force: true });
}
async function hasMark(projectRoot, agent, mark) {
  try {
    await stat(inProject(projectRoot, markFile(agent, mark)));
    return true;
  } catch (error) {
    if (error.code === "ENOENT")
      return false;
    throw error;
  }
}
async function isCurrentSession(projectRoot, agent, startedAt) {
  try {
    return (await readFile(inProject(projectRoot, markFile(agent, "session")), "utf8")).includes(JSON.stringify(startedAt));
  } catch (error) {
    if (error.code === "ENOENT")
      return false;
    throw error;
  }
}
var SessionMark = z.object({ started_at: z.string(), folder: z.string().optional(), sandbox: z.boolean().optional() });
async function readSessionMark(projectRoot, agent) {
  try {
    const parsed = SessionMark.safeParse(JSON.parse(await readFile(inProject(projectRoot, markFile(agent, "session")), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error.code === "ENOENT" || error instanceof SyntaxError)
      return null;
    throw error;
  }
}
async function readNeedsInput(projectRoot, agent) {
  let text;
  try {
    text = await readFile(inProject(projectRoot, markFile(agent, "needs-input")), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
  try {
    const parsed = NeedsInput.safeParse(JSON.parse(text));
    if (parsed.success)
      return parsed.data;
  } catch (error) {
    if (!(error instanceof SyntaxError))
      throw error;
  }
  return { type: "unknown", message: `${markFile(agent, "needs-input")} does not hold {type, message, at}`, at: (/* @__PURE__ */ new Date()).toISOString() };
}

export {
  WORKER_MARKS,
  writeMark,
  removeMark,
  hasMark,
  isCurrentSession,
  readSessionMark,
  readNeedsInput
};
