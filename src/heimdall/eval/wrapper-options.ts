import type { Field } from './fields.js';

/**
 * How many following words an option word takes, read as getopt_long reads it: exact spellings,
 * a unique prefix of a long option (`--us root` is `--user root`), `--opt=value` (none), and a
 * cluster of short flags whose last letter takes a value (`-Eu root`); an attached value
 * (`-uroot`) takes none.
 */
export function valuesTaken(text: string, valueOptions: string[]): number {
  if (valueOptions.includes(text)) return 1;
  if (text.startsWith('--')) return !text.includes('=') && valueOptions.some((o) => o.startsWith('--') && o.startsWith(text)) ? 1 : 0;
  for (let j = 1; j < text.length; j++) if (valueOptions.includes(`-${text[j]}`)) return j === text.length - 1 ? 1 : 0;
  return 0;
}

/** Wrappers that run the command in another directory: `unshare -w DIR`, `env -C DIR`, `sudo -D DIR`, `bwrap --chdir DIR`, ... */
export const WRAPPER_CHDIR: Record<string, string[]> = {
  unshare: ['-w', '--wd'],
  env: ['-C', '--chdir'],
  sudo: ['-D', '--chdir'],
  bwrap: ['--chdir'],
  'systemd-run': ['--working-directory'],
  proot: ['-w', '--cwd'],
  schroot: ['-d', '--directory'],
  nsenter: ['-w', '--wd'],
  'flatpak-spawn': ['--directory'],
};

/** `sudo -i`, `su -`, `su -l`, `runuser -l`: a login shell, which starts in the target user's home. */
export function loginShell(name: string, args: Field[], valueOptions: string[]): boolean {
  if (name !== 'sudo' && name !== 'su' && name !== 'runuser' && name !== 'doas') return false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null || text === '--' || (!text.startsWith('-') && !(name !== 'sudo' && text === '-'))) return false;
    if (text === '-' || text === '--login' || (!text.startsWith('--') && (name === 'sudo' ? /i/ : /l/).test(text.slice(1)))) return true;
    i += valuesTaken(text, valueOptions);
  }
  return false;
}
