import { asForgeError, errorEnvelope, EXIT_CODE, ForgeError } from '../errors.js';
import { PACKAGE_VERSION } from '../package-version.js';
import { closestWord } from '../text/closest-word.js';
import { formatHelp, parseCommandArgs, type Command, type CommandIo } from './command.js';
import { COMMANDS, findCommand } from './registry.js';


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
  if (!found) {
    const known = COMMANDS.map((c) => c.name);
    const guess = closestWord(argv.slice(0, 2).join(' '), known) ?? closestWord(first, known);
    io.stderr(`forge: unknown command "${first}".${guess ? ` Did you mean "forge ${guess}"?` : ''} Run "forge --help" for the list.\n`);
    return 2;
  }
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

function topHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `forge ${PACKAGE_VERSION}: filesystem-native coordination for AI coding agents (ipc-v1)\n\nusage: forge <command> [options]   (forge <command> --help for its options)\n\ncommands:\n${lines.join('\n')}\n\nexit codes: 0 ok, 1 failed, 2 usage\n`;
}
