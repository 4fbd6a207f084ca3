/** Whether a process of this machine exists: signal 0 delivers nothing and checks only that. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists but is not ours, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
