/** Deterministic pseudo-random numbers (mulberry32), so a failing fuzz case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  ' ',
  '\t',
  '\n',
  ';',
  '&',
  '&&',
  '|',
  '||',
  '|&',
  '>',
  '>>',
  '<',
  '<<',
  '<<<',
  '2>&1',
  '&>',
  '(',
  ')',
  '{',
  '}',
  '$',
  '$(',
  '`',
  '"',
  "'",
  '\\',
  '#',
  '~',
  '*',
  '?',
  '[',
  ']',
  '=',
  '!',
  '-rf',
  '/',
  '..',
  'rm',
  'sudo',
  'bash -c',
  'eval',
  'EOF',
  '${x}',
  '$HOME',
  '$((1+2))',
  ':',
  ',',
  '{a,b}',
  '\u0000',
  'é',
];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Random edits of a command: insert, delete or replace a piece, or splice two halves. */
export function mutations(src: string, random: () => number, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = Math.floor(random() * (src.length + 1));
    const kind = random();
    if (kind < 0.4) out.push(src.slice(0, at) + pick(PIECES, random) + src.slice(at));
    else if (kind < 0.7) out.push(src.slice(0, at) + src.slice(at + 1 + Math.floor(random() * 3)));
    else out.push(src.slice(0, at) + pick(PIECES, random) + src.slice(at + 1));
  }
  return out;
}

/** A string of random pieces and characters. */
export function randomCommand(random: () => number): string {
  let text = '';
  const length = 1 + Math.floor(random() * 20);
  for (let i = 0; i < length; i++) text += random() < 0.7 ? pick(PIECES, random) : String.fromCharCode(32 + Math.floor(random() * 95));
  return text;
}
