/**
 * The last few deltas, already framed for the wire, so a page that lost its connection for a
 * moment gets only what it missed instead of a whole snapshot.
 */
export class DeltaRing {
  private readonly frames: Array<{ seq: number; frame: string }> = [];

  constructor(private readonly capacity: number) {}

  push(seq: number, frame: string): void {
    this.frames.push({ seq, frame });
    if (this.frames.length > this.capacity) this.frames.shift();
  }

  /**
   * The frames after `seq` up to `current`, in order; null when the page must start over (it is
   * ahead of us, or some of what it missed is no longer kept).
   */
  after(seq: number, current: number): string[] | null {
    if (seq > current) return null;
    if (seq === current) return [];
    const first = this.frames[0];
    if (first === undefined || first.seq > seq + 1) return null;
    return this.frames.filter((item) => item.seq > seq).map((item) => item.frame);
  }
}

/** `?since=<boot>.<seq>`: where a reconnecting page left off. */
export function parseSince(text: string | null): { boot: string; seq: number } | null {
  const match = text === null ? null : /^([A-Za-z0-9]{1,32})\.(\d{1,15})$/.exec(text);
  return match ? { boot: match[1]!, seq: Number(match[2]) } : null;
}

/** One Server-Sent Events frame; the id lets a person reading the raw stream follow the sequence. */
export function sseFrame(event: string, data: string, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;
}
