import { type Field, knownField, unknownField } from './fields.js';

const TOOLS = new Set(['docker', 'podman', 'nerdctl', 'finch']);

/**
 * The host paths a container run mounts (`-v SRC:DST`, `--volume=SRC:DST`, `--mount type=bind,source=SRC`),
 * per docker-run(1) and podman-run(1). Named volumes (`-v cache:/root/.cache`) are not host paths.
 */
export function containerMounts(name: string, args: Field[]): Field[] {
  if (!TOOLS.has(name)) return [];
  let rest = args;
  if (rest[0]?.text === 'container' || rest[0]?.text === 'compose') rest = rest.slice(1);
  if (!/^(run|create)$/.test(rest[0]?.text ?? '')) return [];
  const mounts: Field[] = [];
  for (let i = 1; i < rest.length; i++) {
    const text = rest[i]!.text;
    if (text === null) continue;
    if (!text.startsWith('-')) break;
    const value = (names: string[]) => {
      if (names.includes(text)) return rest[++i] ?? unknownField;
      const long = names.find((n) => n.startsWith('--') && text.startsWith(`${n}=`));
      if (long) return knownField(text.slice(long.length + 1));
      const short = names.find((n) => !n.startsWith('--') && text.startsWith(n) && text.length > n.length);
      return short ? knownField(text.slice(short.length)) : null;
    };
    const volume = value(['-v', '--volume']);
    if (volume) {
      const source = volume.text === null ? null : volume.text.split(':')[0]!;
      if (source === null) mounts.push(unknownField);
      else if (/^[./~]/.test(source)) mounts.push(knownField(source));
      continue;
    }
    const mount = value(['--mount']);
    if (mount) {
      if (mount.text === null) mounts.push(unknownField);
      else if (!/(^|,)type=(volume|tmpfs)(,|$)/.test(mount.text)) {
        const source = /(?:^|,)(?:source|src)=([^,]+)/.exec(mount.text)?.[1];
        if (source && /^[./~]/.test(source)) mounts.push(knownField(source));
      }
    }
  }
  return mounts;
}
