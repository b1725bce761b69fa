// After `stryker run`: the mutation score of each file of its JSON report (or of the report given,
// such as the recorded results), and a failure when any file is below the threshold (StrykerJS's own
// threshold applies to the total only). `--record` (after a full run) writes the scores into
// docs/development.md.
import { readFileSync, writeFileSync } from 'node:fs';
import config from './stryker.config.mjs';

const REPORT = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? config.jsonReporter.fileName;
const DOCUMENT = 'docs/development.md';
const BLOCK = /(<!-- mutation-scores -->\n)[\s\S]*?(<!-- \/mutation-scores -->)/;
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const percent = (detected, valid) => (valid === 0 ? 100 : (100 * detected) / valid);

const { files } = JSON.parse(readFileSync(REPORT, 'utf8'));
const threshold = config.thresholds.break;
const scores = Object.entries(files)
  .map(([path, { mutants }]) => {
    const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
    const valid = detected + mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
    return { path, detected, valid, score: percent(detected, valid) };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

for (const { path, detected, valid, score } of scores) {
  console.log(`${score.toFixed(2).padStart(6)} %  ${path} (${detected} of ${valid} detected)`);
}

if (process.argv.includes('--record')) {
  const sum = (key) => scores.reduce((total, file) => total + file[key], 0);
  const total = percent(sum('detected'), sum('valid'));
  const rows = scores.map(({ path, score, detected, valid }) =>
    valid === 0 ? `| \`${path}\` | (module-level values only) | 0 |` : `| \`${path}\` | ${score.toFixed(1)} % | ${detected} of ${valid} |`,
  );
  const table = [
    '| file | score | mutants detected |',
    '| --- | --- | --- |',
    ...rows,
    `| all | ${total.toFixed(1)} % | ${sum('detected')} of ${sum('valid')} |`,
  ];
  const document = readFileSync(DOCUMENT, 'utf8');
  if (!BLOCK.test(document)) throw new Error(`${DOCUMENT} has no <!-- mutation-scores --> block.`);
  writeFileSync(DOCUMENT, document.replace(BLOCK, `$1${table.join('\n')}\n$2`));
  console.log(`Recorded in ${DOCUMENT}.`);
}

const below = scores.filter(({ score }) => score < threshold).map(({ path }) => path);
if (below.length > 0) {
  console.error(`Mutation score below ${threshold} % in ${below.join(', ')}.`);
  process.exit(1);
}
