// `npm run test:mutation`: StrykerJS changes each operator, condition and literal of the logic that
// decides, one at a time, and reruns the unit tests that cover it; a change no test notices survives.
/** The logic that decides: schemas and validation, the renewal machine, the API client, the A/B selection. */
export const MUTATED = [
  'src/newsletter/schema.ts',
  'src/api/client.ts',
  'src/session/renewalMachine.ts',
  'src/footer/validate.ts',
  'src/preview/abSelection.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: MUTATED,
  // TypeScript 7 has no JavaScript API: no type checking of mutants, and no @ts-nocheck insertion
  // (the generated-files drift test reads the sources).
  tsconfigFile: '',
  disableTypeChecks: false,
  checkers: [],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
};
