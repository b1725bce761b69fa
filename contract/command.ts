// What `npx storefront-elements <command>` does (contract/cli.ts runs it): the commands, and the
// help a person gets by asking for it (--help, -h, or no command at all).
import { runCheckBackend, USAGE } from './checkBackendCommand';

interface Output {
  out(line: string): void;
  err(line: string): void;
}

export const HELP = `Usage: npx storefront-elements <command> [options]

Commands:
  check-backend <api-origin> [options]   checks a live backend against the service contract

${USAGE}`;

/** Runs the command the arguments name; resolves to the exit code (0 done, 1 a check failed, 2 bad input). */
export async function runCommand(args: readonly string[], output: Output): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    output.out(HELP);
    return 0;
  }
  if (command === 'check-backend') return runCheckBackend(rest, output);
  output.err(`Unknown command "${command}".\n\n${HELP}`);
  return 2;
}
