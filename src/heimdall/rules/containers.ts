import { containerMounts } from '../eval/container-mounts.js';
import type { Invocation } from '../eval/invocation.js';
import { isInside, resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display } from './common.js';

/**
 * A container given a host folder outside the task's paths (`docker run -v ~/.aws:/a ...`,
 * `--mount type=bind,source=/`): whatever runs inside reads and writes it as its own, out of
 * this guard's sight. The worktree, the handoff folder and the temp folders may be mounted.
 */
export function containerMountRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const mounts = invocation.mounts ?? containerMounts(name, invocation.argv.slice(1));
  const { policy } = ctx;
  for (const mount of mounts) {
    const text = mount.text === null ? null : mount.text.replace(/^~(?=\/|$)/, policy.home ?? '\u0000');
    const path = text === null || text.includes('\u0000') ? null : resolvePath(text, invocation.cwd, ctx.fs);
    if (path !== null && [...policy.allowedPaths, ...policy.tempDirs].some((dir) => isInside(path, dir))) continue;
    return [
      block(
        'container-mount',
        'container mount',
        `\`${display(invocation)}\` mounts ${mount.pattern}${path ? ` (${path})` : ', a path computed at run time,'} into a container, which can then read and change it out of this guard's sight.`,
        `Mount only the worktree (-v "${policy.worktree}:/work") or a folder inside it.`,
      ),
    ];
  }
  return [];
}
