/**
 * How forge reaches lab's story tools. The first implementation is an MCP stdio client
 * (mcp-stdio-transport.ts); the submission logic sees only this interface.
 */
export const LAB_TOOLS = ['create_story', 'get_story_status'] as const;
export type LabTool = (typeof LAB_TOOLS)[number];

export type ToolAnswer =
  | { kind: 'ok'; value: Record<string, unknown> }
  /** Lab asked us to slow down; `retryAfterMs` is its Retry-After, when it gave one. */
  | { kind: 'rate_limited'; retryAfterMs: number | null; message: string }
  /** Lab answered and said no (bad arguments, unknown story, ...). */
  | { kind: 'refused'; message: string };

export interface StoryTransport {
  /** Throws ForgeError `unavailable` when lab cannot be reached at all. */
  call(tool: LabTool, args: Record<string, unknown>): Promise<ToolAnswer>;
  close(): Promise<void>;
}
