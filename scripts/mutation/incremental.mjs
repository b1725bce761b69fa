// The mutation run's incremental results, kept in the repository one file per source and per test
// file (scripts/mutation/results/), so that a commit rewrites only the results of what changed.
// StrykerJS reads and writes them as one file, whose mutant and test ids are sequence numbers of
// the whole run (one more test renumbers them all): `assemble` writes that file from the parts,
// numbering afresh; `split` writes the parts from it, with each test named by its file and name
// instead of its number. With the parts goes a digest of every file the unit tests could read: a
// run on the same files would give the same results, so `run` starts StrykerJS only when it differs.
//   node scripts/mutation/incremental.mjs run [--force]   npm run test:mutation: assemble, StrykerJS unless nothing changed, split, the scores
//   node scripts/mutation/incremental.mjs assemble        before `stryker run`
//   node scripts/mutation/incremental.mjs split           after it
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import config from './stryker.config.mjs';

const PARTS = 'scripts/mutation/results';
const WHOLE = config.incrementalFile;
const MUTATED = join(PARTS, 'mutated');
const TESTS = join(PARTS, 'tests');
const RUN = join(PARTS, 'run.json');
/** The digest of the files the recorded results were found on. */
const INPUTS = join(PARTS, 'inputs.sha256');
/** The digest of the files of the run under way (between assemble and split; not committed). */
const RUN_INPUTS = 'scripts/mutation/out/inputs.sha256';
const REPORT = config.jsonReporter.fileName;

/**
 * A digest of every file of the project (tracked, or new and not ignored) but the results
 * themselves: sources, tests, their helpers, locales, configuration and the lock file.
 */
function inputsDigest() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !file.startsWith(`${PARTS}/`) && !file.startsWith('scripts/mutation/out/') && existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** A test's name across runs: its file and its full name. */
const testKey = (file, name) => `${file} > ${name}`;

/** An object as JSON with one line per key, and one line per element of its arrays: a change touches its own lines. */
const writeJson = (path, value) => {
  const lines = Object.entries(value).map(([key, item]) =>
    Array.isArray(item)
      ? `${JSON.stringify(key)}: [${item.length ? `\n${item.map((element) => JSON.stringify(element)).join(',\n')}\n` : ''}]`
      : `${JSON.stringify(key)}: ${JSON.stringify(item)}`,
  );
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `{\n${lines.join(',\n')}\n}\n`);
};

/** Every part under a folder, by the project path it is the results of. */
function partsIn(folder) {
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        relative(folder, join(folder, file))
          .replaceAll('\\', '/')
          .replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(folder, file), 'utf8')),
      ]),
  );
}

function split() {
  const whole = JSON.parse(readFileSync(WHOLE, 'utf8'));
  const keyOf = new Map();
  for (const [file, { tests }] of Object.entries(whole.testFiles ?? {}))
    for (const test of tests) keyOf.set(test.id, testKey(file, test.name));
  const named = (ids = []) => ids.map((id) => keyOf.get(id) ?? id).sort();
  rmSync(PARTS, { recursive: true, force: true });
  const { files, testFiles, ...run } = whole;
  // Paths relative to the project, never the machine's: the recorded results are the same on every clone.
  writeJson(RUN, { ...run, projectRoot: '.' });
  for (const [file, { mutants, ...result }] of Object.entries(files)) {
    // The tests that cover the file's mutants, by name, once; each mutant names them by their place in that list.
    const tests = [...new Set(mutants.flatMap((mutant) => named([...(mutant.coveredBy ?? []), ...(mutant.killedBy ?? [])])))].sort();
    const placeOf = new Map(tests.map((key, place) => [key, place]));
    const placed = (ids) => named(ids).map((key) => placeOf.get(key));
    writeJson(join(MUTATED, `${file}.json`), {
      ...result,
      tests,
      mutants: mutants.map(({ id, coveredBy, killedBy, ...mutant }) => ({
        ...mutant,
        ...(coveredBy && { coveredBy: placed(coveredBy) }),
        ...(killedBy && { killedBy: placed(killedBy) }),
      })),
    });
  }
  for (const [file, result] of Object.entries(testFiles ?? {}))
    writeJson(join(TESTS, `${file}.json`), { ...result, tests: result.tests.map(({ id, ...test }) => test) });
  if (existsSync(RUN_INPUTS)) writeFileSync(INPUTS, readFileSync(RUN_INPUTS));
  console.log(
    `mutation-results: ${WHOLE} split into ${PARTS}/ (${Object.keys(files).length} sources, ${Object.keys(testFiles ?? {}).length} test files).`,
  );
}

function assemble() {
  mkdirSync(dirname(RUN_INPUTS), { recursive: true });
  writeFileSync(RUN_INPUTS, `${inputsDigest()}\n`);
  if (!existsSync(RUN)) {
    console.log(`mutation-results: no results in ${PARTS}/ yet; the run starts afresh.`);
    return;
  }
  const idOf = new Map();
  const testFiles = Object.fromEntries(
    Object.entries(partsIn(TESTS)).map(([file, result]) => [
      file,
      {
        ...result,
        tests: result.tests.map((test) => {
          const id = String(idOf.size);
          idOf.set(testKey(file, test.name), id);
          return { id, ...test };
        }),
      },
    ]),
  );
  let mutantId = 0;
  const files = Object.fromEntries(
    Object.entries(partsIn(MUTATED)).map(([file, { tests, mutants, ...result }]) => {
      // A test that is gone since is left out: Stryker runs the mutants it covered again.
      const numbered = (places) => places.flatMap((place) => idOf.get(tests[place]) ?? []);
      return [
        file,
        {
          ...result,
          mutants: mutants.map(({ coveredBy, killedBy, ...mutant }) => ({
            id: String(mutantId++),
            ...mutant,
            ...(coveredBy && { coveredBy: numbered(coveredBy) }),
            ...(killedBy && { killedBy: numbered(killedBy) }),
          })),
        },
      ];
    }),
  );
  writeJson(WHOLE, { ...JSON.parse(readFileSync(RUN, 'utf8')), projectRoot: process.cwd(), files, testFiles });
  console.log(`mutation-results: ${WHOLE} assembled from ${PARTS}/.`);
}

/** The recorded results were found on the files as they are now. */
const unchanged = () => existsSync(INPUTS) && readFileSync(INPUTS, 'utf8') === readFileSync(RUN_INPUTS, 'utf8');

/** Runs a command as npm would, its output shown; stops this one with its exit code when it fails. */
function step(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

function run(force) {
  assemble();
  if (!force && unchanged()) {
    console.log(
      `mutation-results: no file changed since the recorded run (${INPUTS}): its results stand, StrykerJS has nothing to retest. The scores:`,
    );
    step(process.execPath, ['scripts/mutation/scores.mjs', WHOLE]);
    return;
  }
  step('npx', ['stryker', 'run', 'scripts/mutation/stryker.config.mjs', ...(force ? ['--force'] : [])]);
  split();
  step(process.execPath, ['scripts/mutation/scores.mjs', REPORT]);
}

const command = process.argv[2];
if (command === 'run') run(process.argv.includes('--force'));
else if (command === 'split') split();
else if (command === 'assemble') assemble();
else {
  console.error('mutation-results: say run [--force], assemble (before stryker run) or split (after it).');
  process.exit(2);
}
