import { posix } from 'node:path';
import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { credentialKind } from './path-classes.js';

/**
 * A path whose name is harmless but which resolves, through a symlink somewhere along it, to a
 * credential (`cat fixtures/deploy_key.txt` where the file links to `~/.ssh/id_rsa`, `cat a/credentials`
 * after `ln -s ~/.aws a`): the kind of credential and where it resolves, or null.
 */
export function linkedCredential(field: Field, invocation: Invocation, ctx: RuleContext): string | null {
  // Prose (a message, a multi-line argument) names no file a link could hide.
  if (field.text === null || field.glob || field.text === '' || field.text.length > 1024 || field.text.includes('\n')) return null;
  const real = resolvePath(field.text, invocation.cwd, ctx.fs);
  if (real === null) return null;
  const lexical = posix.isAbsolute(field.text) ? posix.normalize(field.text) : invocation.cwd ? posix.join(invocation.cwd, field.text) : null;
  if (real === lexical) return null;
  const kind = credentialKind(real);
  return kind ? `${kind} (it resolves to ${real})` : null;
}
