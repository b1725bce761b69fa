// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { InlineConfig, Plugin } from 'vite';
import { strictBuilds } from './buildLog.mjs';

const project = mkdtempSync(join(tmpdir(), 'storefront-build-log-'));
writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n');
writeFileSync(join(project, 'entry.js'), 'export const answer = 42;\n');
writeFileSync(join(project, 'answer.ts'), 'export const answer = 42;\n');
// A config that imports a TypeScript module without its extension: Vite's config loader warns.
writeFileSync(
  join(project, 'vite.config.ts'),
  "import { answer } from './answer';\nexport default { define: { ANSWER: String(answer) } };\n",
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const warns: Plugin = {
  name: 'warns',
  transform: {
    filter: { id: /entry\.js$/ },
    handler() {
      this.warn('this module is odd');
    },
  },
};

/** A library build of entry.js as the scripts build: what failOnWarnings says after it, and what was printed. */
async function buildWith(config: InlineConfig) {
  const printed = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { build, failOnWarnings } = strictBuilds();
  await build({
    root: project,
    configFile: false,
    build: { lib: { entry: join(project, 'entry.js'), formats: ['es'] }, outDir: join(project, 'out'), write: false },
    ...config,
  });
  let failure = '';
  try {
    failOnWarnings('The build');
  } catch (error) {
    failure = (error as Error).message;
  }
  return { failure, printed: printed.mock.calls.map((call) => String(call[0])) };
}

describe('the builds fail on a warning (scripts/buildLog.mjs)', () => {
  it('passes a build that warns of nothing', async () => {
    expect(await buildWith({})).toEqual({ failure: '', printed: [] });
  });

  it("fails after a build a plugin warned in, and prints Rolldown's warning", async () => {
    const { failure, printed } = await buildWith({ plugins: [warns] });
    expect(failure).toBe('The build printed 1 warning(s), above: fix their cause.');
    expect(printed).toEqual([expect.stringContaining('[plugin warns] this module is odd')]);
  });

  it("fails after Vite's config loader warned (a config importing TypeScript without its extension)", async () => {
    const { failure, printed } = await buildWith({ configFile: join(project, 'vite.config.ts') });
    expect(failure).toBe('The build printed 1 warning(s), above: fix their cause.');
    expect(printed).toEqual([expect.stringContaining(`import "./answer" without a file extension`)]);
  });
});
