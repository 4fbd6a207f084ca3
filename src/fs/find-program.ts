import { access, constants } from 'node:fs/promises';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

/**
 * Where a program resolves as execvp finds it, which is how a managed worker's command and a
 * degraded run's client are started: a name with a slash is a path (relative to `base`), any
 * other name is looked up in the folders of `env.PATH`. Null when nothing executable is there.
 */
export async function findProgram(program: string, base: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const candidates = program.includes('/')
    ? [isAbsolute(program) ? program : resolve(base, program)]
    : (env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, program));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch (error) {
      // ENOENT, ENOTDIR: not in this folder; EACCES: there but not executable. The next folder of PATH.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EACCES') throw error;
    }
  }
  return null;
}
