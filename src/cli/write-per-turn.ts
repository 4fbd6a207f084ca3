/**
 * Hands on what is written during one turn of the event loop in a single write. A first start
 * logs a line for each of thousands of tasks; a write per line is a system call per line, and on a
 * pipe a wake-up of the reader for each.
 */
export function writePerTurn(write: (text: string) => void): { write: (text: string) => void; flush: () => void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    write(text);
  };
  return {
    write(text) {
      pending.push(text);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    flush,
  };
}
