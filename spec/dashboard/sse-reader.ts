import { StreamMessage } from '../../src/dashboard/wire.js';

/**
 * Reads Server-Sent Events from a response body, validating each message against the wire
 * schema, so every test of the stream also checks what it sends.
 */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  bytes = 0;

  constructor(response: Response) {
    this.reader = response.body!.getReader();
  }

  async next(timeoutMs = 5000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end !== -1) {
        const frame = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) return StreamMessage.parse(JSON.parse(data.slice(6)));
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event within the time allowed');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no event within the time allowed')), left)));
      const chunk = await Promise.race([this.reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      this.bytes += chunk.value.byteLength;
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Resolves true once the server ends the stream. */
  async ended(timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { done } = await this.reader.read();
      if (done) return true;
    }
    return false;
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}
