#!/usr/bin/env node
// The package's command (`npx storefront-elements <command>`), built into dist/cli.js with every
// dependency inside: `npm run build` bundles it, so a project runs it with Node alone.
import { runCheckBackend } from './checkBackend';

const COMMANDS =
  'Commands:\n  check-backend <api-origin> [options]   checks a live backend against the service contract (--help for its options)';
const [command, ...args] = process.argv.slice(2);
const output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

if (command === 'check-backend') {
  process.exitCode = await runCheckBackend(args, output);
} else {
  output.err(`${command ? `Unknown command "${command}".` : 'Give a command.'}\n${COMMANDS}`);
  process.exitCode = 2;
}
