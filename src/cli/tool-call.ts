import { systemClock } from '../clock.js';
import { resolveProjectRoot } from '../project/project-root.js';
import { createToolContext } from '../tools/context.js';
import { runTool } from '../tools/registry.js';
import type { CommandIo } from './command.js';

/**
 * A tool run once from the command line: a fresh context (so it reads the files), the same
 * validation and answer as over MCP. Undefined fields (flags not given) are left out.
 */
export async function callToolOnce(
  name: string,
  input: Record<string, unknown>,
  values: { project?: string | undefined; agent?: string | undefined },
  io: CommandIo,
): Promise<unknown> {
  const root = resolveProjectRoot(values.project, io.cwd, io.env);
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return runTool(createToolContext(root, io.env, systemClock, values.agent), name, given);
}

/** Prints a tool's answer: one JSON line with --json, indented JSON otherwise. */
export function printJson(value: unknown, json: boolean | undefined, io: CommandIo): void {
  io.stdout(json ? `${JSON.stringify(value)}\n` : `${JSON.stringify(value, null, 2)}\n`);
}
