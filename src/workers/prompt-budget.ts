/**
 * Cutting text to a byte budget (UTF-8), at a line end when one is near, never inside a character.
 * Pure: the prompt composer uses it for the adapter first, then for lab's instructions.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function byteLength(text: string): number {
  return encoder.encode(text).length;
}

/** The longest prefix of `text` within `maxBytes`, ending at a line end if one lies in its last quarter. */
export function cutToBytes(text: string, maxBytes: number): string {
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes) return text;
  let end = Math.max(0, maxBytes);
  // 0b10xxxxxx is a continuation byte: step back to the start of the character.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  const prefix = decoder.decode(bytes.subarray(0, end));
  const lineEnd = prefix.lastIndexOf('\n');
  return lineEnd >= prefix.length * 0.75 ? prefix.slice(0, lineEnd + 1) : prefix;
}

export interface Budgeted {
  adapter: string | null;
  instructions: string;
  /** What was cut, as sentences for the prompt; empty when everything fit. */
  cuts: Array<{ part: 'adapter' | 'instructions'; fromBytes: number; toBytes: number }>;
}

/** Adapter plus instructions within `budget` bytes: the adapter is cut first, the instructions only if they alone exceed it. */
export function fitBudget(adapter: string | null, instructions: string, budget: number): Budgeted {
  const adapterBytes = adapter === null ? 0 : byteLength(adapter);
  const instructionBytes = byteLength(instructions);
  const cuts: Budgeted['cuts'] = [];
  if (adapterBytes + instructionBytes <= budget) return { adapter, instructions, cuts };
  const room = Math.max(0, budget - instructionBytes);
  let keptAdapter: string | null = adapter;
  if (adapter !== null) {
    keptAdapter = room > 0 ? cutToBytes(adapter, room) : '';
    cuts.push({ part: 'adapter', fromBytes: adapterBytes, toBytes: byteLength(keptAdapter) });
  }
  if (instructionBytes <= budget) return { adapter: keptAdapter, instructions, cuts };
  const keptInstructions = cutToBytes(instructions, budget);
  cuts.push({ part: 'instructions', fromBytes: instructionBytes, toBytes: byteLength(keptInstructions) });
  return { adapter: keptAdapter, instructions: keptInstructions, cuts };
}
