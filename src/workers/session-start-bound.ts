/** What a SessionStart hook prints must stay small: it is added to the session's context. */
export const SESSION_START_MAX_CHARS = 2500;

/** The block cut to the bound (the cut marked), ending with a newline. */
export function boundedBlock(text: string): string {
  return `${text.length > SESSION_START_MAX_CHARS ? `${text.slice(0, SESSION_START_MAX_CHARS - 4)}...` : text}\n`;
}
