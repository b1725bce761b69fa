#!/usr/bin/env node
// The package's command (`npx storefront-elements <command>`), built into dist/cli.js with every
// dependency inside: `npm run build` bundles it, so a project runs it with Node alone.
import { runCommand } from './command';

const output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
process.exitCode = await runCommand(process.argv.slice(2), output);
