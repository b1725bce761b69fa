// After `stryker run`: the mutation score of each file of its JSON report, and a failure when any
// file is below the threshold (StrykerJS's own threshold applies to the total only).
import { readFileSync } from 'node:fs';
import config from '../stryker.config.mjs';

const REPORT = 'reports/mutation/mutation.json';
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const { files } = JSON.parse(readFileSync(REPORT, 'utf8'));
const threshold = config.thresholds.break;
const below = [];
for (const [path, { mutants }] of Object.entries(files)) {
  const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const valid = detected + mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
  const score = valid === 0 ? 100 : (100 * detected) / valid;
  console.log(`${score.toFixed(2).padStart(6)} %  ${path} (${detected} of ${valid} detected)`);
  if (score < threshold) below.push(path);
}
if (below.length > 0) {
  console.error(`Mutation score below ${threshold} % in ${below.join(', ')}.`);
  process.exit(1);
}
