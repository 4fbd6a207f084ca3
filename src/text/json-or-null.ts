/** JSON.parse for text that may not be JSON (a prose answer, a torn last line): null instead of a SyntaxError. */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}
