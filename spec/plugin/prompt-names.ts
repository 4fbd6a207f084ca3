import { findCommand } from '../../src/cli/registry.js';

/**
 * What a prompt tells a model to call, and whether it exists: forge MCP tools (bare or behind an
 * mcp__ prefix), forge CLI verbs (and `forge tool <name>`), and the plugin's own skills and
 * agents (`vibe-chain:<name>`). The design's open risk is a prompt naming a tool that does not
 * exist; these checks make that a failing test instead of a model calling into nothing.
 */
export interface Registry {
  /** The tools the MCP server serves. */
  tools: ReadonlySet<string>;
  /** The plugin's skill folders and agent names. */
  components: ReadonlySet<string>;
}

export interface NameUse {
  kind: 'mcp' | 'tool' | 'cli' | 'component';
  /** As written, to quote in a failure. */
  text: string;
  known: boolean;
}

/** The two server names Claude Code gives the forge server: registered by hand, and through the plugin. */
const SERVER_PARTS = new Set(['forge', 'plugin_vibe-chain_forge']);
const MCP_REFERENCE = /mcp__([A-Za-z0-9_-]+?)__([a-z][a-z0-9_]*|<tool>)/g;
/** Fields of the protocol shaped like a tool name (a tool's first word, an underscore, more words). */
const NOT_TOOLS = new Set(['broadcast_id']);
const FORGE_RUN = /(?:^|[\s(])((?:node "\$\{CLAUDE_PLUGIN_ROOT\}\/bin-scripts\/forge"|forge)((?: [a-z][a-z_-]*){1,2}))/g;
const COMPONENT = /\bvibe-chain:([a-z][a-z0-9-]*)/g;

/** Shell text: inline code spans and the lines of fenced blocks. */
export function codeIn(body: string): string[] {
  const fenced = [...body.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n'));
  const inline = [...body.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...fenced, ...inline];
}

/**
 * Every name `text` uses. Bare tool names are found by shape (one of the registry's first words,
 * `get`, `submit`, ..., then `_` and more words), so a misspelt or invented tool of that shape is
 * caught anywhere in the text; CLI verbs are read from code and from `commands` (a skill's
 * allowed-tools), where a person or a model copies them from.
 */
export function namesIn(text: string, registry: Registry, commands: string[] = []): NameUse[] {
  const uses: NameUse[] = [];
  for (const [whole, server, tool] of text.matchAll(MCP_REFERENCE)) {
    if (tool === '<tool>') uses.push({ kind: 'mcp', text: whole, known: SERVER_PARTS.has(server!) });
    else uses.push({ kind: 'mcp', text: whole, known: SERVER_PARTS.has(server!) && registry.tools.has(tool!) });
  }
  const verbs = [...new Set([...registry.tools].map((name) => name.split('_')[0]!))].join('|');
  for (const [name] of text.matchAll(new RegExp(`(?:(?<=__)|\\b)(?:${verbs})_[a-z_]*[a-z]\\b`, 'g'))) {
    if (!NOT_TOOLS.has(name)) uses.push({ kind: 'tool', text: name, known: registry.tools.has(name) });
  }
  for (const code of [...codeIn(text), ...commands]) {
    for (const [, invocation, run] of code.matchAll(FORGE_RUN)) {
      const words = run!.trim().split(' ');
      const found = findCommand(words);
      const toolName = found?.entry.name === 'tool' ? found.rest[0] : undefined;
      uses.push({ kind: 'cli', text: invocation!, known: found !== null && (toolName === undefined || registry.tools.has(toolName)) });
    }
  }
  for (const [whole, name] of text.matchAll(COMPONENT)) uses.push({ kind: 'component', text: whole, known: registry.components.has(name!) });
  return uses;
}
