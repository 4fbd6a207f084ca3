/**
 * The seam where planning takes in code context (what the repository's index knows of the
 * files a phase or a module touches). The code-context tools plug a provider in here; until one
 * is installed every start_* answers `code_context: {available: false}` and a module's task says
 * nothing about the code. Kept as an argument, not a global, so a test can pass its own.
 */
export interface CodeContextRequest {
  project: string;
  /** The phase asking (start_architecture, start_design, ...) or the module a task is written for. */
  for: { phase: string } | { module: string; title: string };
}

export type CodeContextProvider = (projectRoot: string, request: CodeContextRequest) => Promise<string | null>;

export const noCodeContext: CodeContextProvider = async () => null;
