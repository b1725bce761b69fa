// `npm run test:stress [-- --rounds N] [-- --suites chromium,engines]`: the browser suites N times
// in a row (default 3) while a CPU load the command starts and stops itself keeps every core of the
// machine busy, as a shared CI runner is. It prints each test that failed in any round, with the
// round and its message, and exits 1 when one did. No retries: a test that fails once here is a
// defect to find (docs/development.md, "Tests you can trust").
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const SUITES = {
  chromium: 'e2e/vitest.config.ts',
  engines: 'e2e/engines/vitest.config.ts',
};

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, suites: { type: 'string', default: Object.keys(SUITES).join(',') } },
});
const rounds = Number(values.rounds);
const suites = values.suites.split(',').map((name) => name.trim());
const unknown = suites.filter((name) => !(name in SUITES));
if (!Number.isInteger(rounds) || rounds < 1 || unknown.length > 0) {
  console.error(
    `test:stress: give --rounds a whole number from 1 and --suites some of ${Object.keys(SUITES).join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}.`,
  );
  process.exit(2);
}

execFileSync(process.execPath, ['scripts/ensure-packages.mjs', 'browsers'], { stdio: 'inherit' });
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
execFileSync('npm', ['run', 'build:demo'], { stdio: 'inherit' });

/** One busy loop per core, at the tests' own priority: the suites get the share a loaded runner gives them. */
const load = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoad = () => {
  for (const child of load) child.kill('SIGKILL');
};
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const reports = mkdtempSync(join(tmpdir(), 'storefront-stress-'));
const failures = [];
const started = performance.now();
try {
  for (let round = 1; round <= rounds; round++) {
    for (const suite of suites) {
      const report = join(reports, `${suite}.${round}.json`);
      const roundStarted = performance.now();
      const exitCode = await new Promise((done) => {
        const run = spawn(
          'npx',
          ['vitest', 'run', '--config', SUITES[suite], '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
          {
            stdio: ['ignore', 'inherit', 'inherit'],
          },
        );
        run.on('exit', (code) => done(code ?? 1));
      });
      const failed = failedTests(report);
      if (exitCode !== 0 && failed.length === 0)
        failed.push({ name: `the ${suite} run itself (exit code ${exitCode})`, message: 'see its output above' });
      for (const test of failed) failures.push({ round, suite, ...test });
      console.log(
        `test:stress: round ${round} of ${rounds}, ${suite}: ${failed.length === 0 ? 'every test passed' : `${failed.length} failed`} in ${seconds(roundStarted)}.`,
      );
    }
  }
} finally {
  stopLoad();
  rmSync(reports, { recursive: true, force: true });
}

console.log(
  `\ntest:stress: ${rounds} round(s) of ${suites.join(' and ')} under a CPU load on ${load.length} core(s) in ${seconds(started)}.`,
);
if (failures.length === 0) {
  console.log('test:stress: every test passed in every round.');
} else {
  console.log(`test:stress: ${failures.length} failure(s):`);
  for (const { round, suite, name, message } of failures) console.log(`- round ${round}, ${suite}: ${name}\n    ${message.split('\n')[0]}`);
  process.exitCode = 1;
}

/** The failed tests of one run's JSON report: file and full name, and the first line of the failure. */
function failedTests(report) {
  let results;
  try {
    results = JSON.parse(readFileSync(report, 'utf8')).testResults;
  } catch {
    return [];
  }
  return results.flatMap((file) => {
    const path = file.name.slice(process.cwd().length + 1);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ name: `${path} > ${test.fullName}`, message: test.failureMessages.join('\n') || 'failed' }));
    return tests.length === 0 && file.status === 'failed' ? [{ name: path, message: file.message || 'the file failed to run' }] : tests;
  });
}

function seconds(since) {
  return `${Math.round((performance.now() - since) / 1000)} s`;
}
