/**
 * When each story next needs a look without any file changing (a deadline, a stall point, the
 * end of a settle window). A binary heap with lazy deletion: setting a story's time again simply
 * supersedes the old heap item.
 */
export class WakeQueue {
  private readonly at = new Map<string, number>();
  private heap: Array<[number, string]> = [];

  set(id: string, time: number | null): void {
    if (time === null) {
      this.at.delete(id);
      return;
    }
    if (this.at.get(id) === time) return;
    this.at.set(id, time);
    this.push([time, id]);
    if (this.heap.length > 4 * this.at.size + 1024) this.rebuild();
  }

  /** Removes and returns every story due at or before `now`. */
  takeDue(now: number): string[] {
    const due: string[] = [];
    for (;;) {
      const top = this.heap[0];
      if (!top || top[0] > now) break;
      this.pop();
      if (this.at.get(top[1]) === top[0]) {
        this.at.delete(top[1]);
        due.push(top[1]);
      }
    }
    return due;
  }

  next(): number | null {
    while (this.heap.length > 0) {
      const [time, id] = this.heap[0]!;
      if (this.at.get(id) === time) return time;
      this.pop();
    }
    return null;
  }

  get size(): number {
    return this.at.size;
  }

  private rebuild(): void {
    this.heap = [];
    for (const [id, time] of this.at) this.push([time, id]);
  }

  private push(item: [number, string]): void {
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]![0] <= heap[i]![0]) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop()!;
    if (heap.length === 0) return;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && heap[left]![0] < heap[smallest]![0]) smallest = left;
      if (right < heap.length && heap[right]![0] < heap[smallest]![0]) smallest = right;
      if (smallest === i) break;
      [heap[smallest], heap[i]] = [heap[i]!, heap[smallest]!];
      i = smallest;
    }
  }
}
