/** A FIFO with a hard bound: pushing onto a full queue drops the oldest item and counts it. */
export class BoundedQueue<T> {
  private items: T[] = [];
  private head = 0;
  dropped = 0;

  constructor(readonly limit: number) {}

  get size(): number {
    return this.items.length - this.head;
  }

  /** Returns the item dropped to make room, if one was. */
  push(item: T): T | undefined {
    let evicted: T | undefined;
    if (this.size >= this.limit) {
      evicted = this.shift();
      this.dropped += 1;
    }
    this.items.push(item);
    return evicted;
  }

  peek(): T | undefined {
    return this.size > 0 ? this.items[this.head] : undefined;
  }

  shift(): T | undefined {
    if (this.size === 0) return undefined;
    const item = this.items[this.head];
    this.head += 1;
    // Compact now and then so a long-lived queue does not keep its whole history.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}
