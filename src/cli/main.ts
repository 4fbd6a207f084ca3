import { asForgeError, EXIT_CODE, errorEnvelope, ForgeError } from '../errors.js';
import { PACKAGE_VERSION } from '../package-version.js';
import { closestWord } from '../text/closest-word.js';
import { type Command, type CommandIo, formatHelp, parseCommandArgs } from './command.js';
import { COMMANDS, type CommandEntry, commandGroup, findCommand } from './registry.js';

export async function main(argv: string[], io: CommandIo): Promise<number> {
  const [first] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.stdout(topHelp());
    return first === undefined ? 2 : 0;
  }
  if (first === '--version' || first === '-v') {
    io.stdout(`${PACKAGE_VERSION}\n`);
    return 0;
  }
  const found = findCommand(argv);
  if (!found) return unknownCommand(argv, io);
  const command = ((await import(`../commands/${found.entry.module}.js`)) as { default: Command }).default;
  const wantsJson = found.rest.includes('--json');
  try {
    const args = parseCommandArgs(command, found.rest);
    if (args.values.help) {
      io.stdout(formatHelp(command));
      return 0;
    }
    return await command.run(args as never, io);
  } catch (error) {
    const forgeError = asForgeError(error);
    if (wantsJson) io.stdout(`${JSON.stringify(errorEnvelope(forgeError))}\n`);
    else io.stderr(`forge ${found.entry.name}: ${forgeError.message}\n`);
    if (forgeError.code === 'internal' && !(error instanceof ForgeError) && io.env.FORGE_DEBUG) io.stderr(`${(error as Error).stack}\n`);
    return EXIT_CODE[forgeError.code];
  }
}

/**
 * A group word alone (`forge kb`, `forge hook --help`) lists its verbs; anything else is a usage
 * error that suggests the nearest verb, preferring one that only reads, as the error envelope on
 * stdout under --json.
 */
function unknownCommand(argv: string[], io: CommandIo): number {
  const [first = ''] = argv;
  const group = commandGroup(first);
  const asksHelp = argv.includes('--help') || argv.includes('-h');
  if (group.length > 0 && (asksHelp || argv.length === 1)) {
    io.stdout(`forge ${first}: one of\n${verbList(group)}\n\nforge ${first} <verb> --help for its options\n`);
    return asksHelp ? 0 : 2;
  }
  const known = COMMANDS.map((c) => c.name);
  const readOnly = new Set(COMMANDS.filter((c) => c.readOnly).map((c) => c.name));
  const prefer = (name: string) => readOnly.has(name);
  const typed = argv.filter((word) => !word.startsWith('-'));
  const guess = closestWord(typed.slice(0, 2).join(' '), known, prefer) ?? closestWord(first, known, prefer);
  const error = new ForgeError(
    'usage',
    `unknown command "${group.length > 0 ? typed.slice(0, 2).join(' ') : first}".${guess ? ` Did you mean "forge ${guess}"?` : ''} Run "forge --help" for the list.`,
  );
  if (argv.includes('--json')) io.stdout(`${JSON.stringify(errorEnvelope(error))}\n`);
  else io.stderr(`forge: ${error.message}\n`);
  return EXIT_CODE[error.code];
}

function verbList(entries: readonly CommandEntry[]): string {
  const width = Math.max(...entries.map((c) => c.name.length));
  return entries.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
}

function topHelp(): string {
  return `forge ${PACKAGE_VERSION}: filesystem-native coordination for AI coding agents (ipc-v1)\n\nusage: forge <command> [options]   (forge <command> --help for its options)\n\ncommands:\n${verbList(COMMANDS)}\n\nexit codes: 0 ok, 1 failed, 2 usage\n`;
}
