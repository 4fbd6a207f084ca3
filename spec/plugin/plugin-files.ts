import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';

/** The repository, which is the plugin: compiled tests run from dist/spec/plugin/. */
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export const TOOL_PREFIX = 'mcp__plugin_vibe-chain_forge__';

export function readRepo(relative: string): string {
  return readFileSync(join(REPO, relative), 'utf8');
}

export function readJson(relative: string): Record<string, unknown> {
  return JSON.parse(readRepo(relative)) as Record<string, unknown>;
}

export interface MarkdownFile {
  /** Relative to the repository. */
  path: string;
  data: Record<string, unknown>;
  body: string;
}

function parsed(path: string): MarkdownFile {
  const result = parseFrontMatter(readRepo(path));
  if (!result.ok) throw new Error(`${path}: ${result.message}`);
  return { path, data: result.data, body: result.body };
}

export function agentFiles(): MarkdownFile[] {
  return readdirSync(join(REPO, 'agents'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parsed(`agents/${name}`));
}

export function skillFiles(): Array<MarkdownFile & { folder: string }> {
  return readdirSync(join(REPO, 'skills'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ folder: entry.name, ...parsed(`skills/${entry.name}/SKILL.md`) }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** Every Markdown document of the project that an agent or a person reads about the tools. */
export function docFiles(): Array<{ path: string; text: string }> {
  const docs = readdirSync(join(REPO, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return [...docs, 'README.md', 'protocol/PROTOCOL.md'].map((path) => ({ path, text: readRepo(path) }));
}

/** The hooks of hooks/hooks.json as [event, matcher, command] rows. */
export function hookCommands(): Array<{ event: string; matcher: string | undefined; command: string; timeout: number | undefined }> {
  const hooks = readJson('hooks/hooks.json').hooks as Record<
    string,
    Array<{ matcher?: string; hooks: Array<{ type: string; command: string; timeout?: number }> }>
  >;
  return Object.entries(hooks).flatMap(([event, groups]) =>
    groups.flatMap((group) => group.hooks.map((hook) => ({ event, matcher: group.matcher, command: hook.command, timeout: hook.timeout }))),
  );
}
