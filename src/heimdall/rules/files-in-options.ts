import type { Field } from '../eval/fields.js';

/**
 * Files a command reads that it names inside an option, where the command is otherwise taken not
 * to read contents (`file`, `du`, `find`, `tree`, `dotenv`) or where the option packs the
 * file into another value (curl's `-d@file`, `-F 'f=<file'`, httpie's `field@file`). A list of
 * names read from a file is shown back in error messages line by line (`du --files0-from=.env`
 * prints `KEY=value: No such file`), so such a file is read as surely as by `cat`.
 */
const LIST_OPTIONS: Record<string, string[]> = {
  file: ['-f', '--files-from', '-m', '--magic-file'],
  du: ['--files0-from'],
  wc: ['--files0-from'],
  find: ['-files0-from'],
  tar: ['-T', '--files-from', '-X', '--exclude-from'],
  rsync: ['--files-from', '--exclude-from', '--include-from'],
};

/** The files `name` reads through its options (and, for `tree --fromfile` and `dotenv get|list`, its operands). */
export function filesReadByOptions(name: string, args: Field[]): Field[] {
  const files: Field[] = [];
  const options = LIST_OPTIONS[name] ?? [];
  args.forEach((arg, i) => {
    const text = arg.pattern;
    for (const option of options) {
      if (text === option && args[i + 1]) files.push(args[i + 1]!);
      else if (option.startsWith('--') && text.startsWith(`${option}=`)) files.push(part(arg, text.slice(option.length + 1)));
      else if (!option.startsWith('--') && option.length === 2 && text.startsWith(option) && text.length > 2) files.push(part(arg, text.slice(2)));
    }
  });
  if (name === 'tree' && args.some((a) => a.text === '--fromfile')) files.push(...args.filter((a) => !(a.text ?? '-').startsWith('-')));
  if (name === 'dotenv') files.push(...dotenvPrinted(args));
  return files;
}

/** `dotenv [-f FILE] list|get KEY` prints the file's values (python-dotenv's CLI); `dotenv run` only uses them. */
function dotenvPrinted(args: Field[]): Field[] {
  const at = args.findIndex((a) => a.text === '-f' || a.text === '--file');
  const file = at >= 0 ? args[at + 1] : undefined;
  const command = args.find((a, i) => (at < 0 || i !== at + 1) && !(a.text ?? '-').startsWith('-'));
  if (command?.text !== 'list' && command?.text !== 'get') return [];
  return [file ?? { text: '.env', pattern: '.env', glob: false }];
}

const CURL_DATA = new Set(['-d', '--data', '--data-binary', '--data-ascii', '--data-urlencode', '--json', '-F', '--form']);

/** Files uploaded inside an option's value: `-d@.env`, `--data-urlencode name@.env`, `-F 'f=<.env'`, `-Ff=@.env`; httpie's `field@.env`. */
export function uploadedFiles(name: string, args: Field[]): Field[] {
  const files: Field[] = [];
  if (name === 'curl') {
    args.forEach((arg, i) => {
      const attached = /^-[dF](.+)$/.exec(arg.pattern)?.[1];
      const value = attached ?? (CURL_DATA.has(args[i - 1]?.text ?? '') ? arg.pattern : undefined);
      const file = value === undefined ? undefined : /^(?:[^=@<]*[=]?)?[@<]([^;]+)/.exec(value)?.[1];
      if (file) files.push(part(arg, file));
    });
  }
  if (name === 'http' || name === 'https' || name === 'xh') {
    for (const arg of args) {
      const file = /^[\w.-]*(?::=|=)?@(.+)$/.exec(arg.pattern)?.[1];
      if (file) files.push(part(arg, file));
    }
  }
  return files;
}

/** A field for a piece of another one (the file inside `--opt=file`): computed when the whole is. */
export function part(field: Field, pattern: string): Field {
  return { text: field.text === null ? null : pattern, pattern, glob: field.glob };
}
