import { describe, expect, it } from 'vitest';
import { runCommand } from './command';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npx storefront-elements', () => {
  it.each([[], ['--help'], ['-h'], ['help']])('with %j prints the commands and their usage, and exits 0', async (...args) => {
    const { code, out, err } = await run(...args);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out.split('\n').slice(0, 4)).toEqual([
      'Usage: npx storefront-elements <command> [options]',
      '',
      'Commands:',
      '  check-backend <api-origin> [options]   checks a live backend against the service contract',
    ]);
    expect(out).toContain('Usage: npx storefront-elements check-backend <api-origin> [options]');
    expect(out).toContain('--page-origin <origin>');
  });

  it('names an unknown command, prints the help on the error stream, and exits 2', async () => {
    const { code, out, err } = await run('chek-backend');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.split('\n')[0]).toBe('Unknown command "chek-backend".');
    expect(err).toContain('check-backend <api-origin> [options]');
  });
});
