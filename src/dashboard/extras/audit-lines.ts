/** How many audit lines the attention panel shows per escalated story. */
export const AUDIT_LINES_PER_STORY = 5;
const LINE_CHARS = 300;

/**
 * The last audit-log lines that name each story. The log's line format belongs to Heimdall; a
 * story id is matched as a whole word so `S-1` does not pick up `S-10`.
 */
export function auditLinesFor(lines: readonly string[], ids: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const id of ids) {
    const word = new RegExp(`(^|[^A-Za-z0-9._-])${id.replace(/[.]/g, '\\.')}($|[^A-Za-z0-9._-])`);
    const found: string[] = [];
    for (let i = lines.length - 1; i >= 0 && found.length < AUDIT_LINES_PER_STORY; i -= 1) {
      const line = lines[i]!;
      if (line.includes(id) && word.test(line)) found.unshift(line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 3)}...` : line);
    }
    if (found.length > 0) out[id] = found;
  }
  return out;
}
