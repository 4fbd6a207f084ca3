import { ForgeError } from '../errors.js';

export const WINDOWS_LINE = 'managed workers need tmux, which native Windows lacks: run forge under WSL (see docs/workers.md)';

/** Managed workers, attach and show run on tmux: native Windows gets one line, not a stack trace. */
export function requireTmuxPlatform(platform: NodeJS.Platform = process.platform): void {
  if (platform === 'win32') throw new ForgeError('unavailable', WINDOWS_LINE);
}
