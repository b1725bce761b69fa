// `npm run test:mutation`: StrykerJS changes each operator, condition and literal of the logic that
// decides, one at a time, and reruns the unit tests that cover it; a change no test notices survives.
/**
 * The logic that decides: every file under src/ that validates, parses, computes or chooses, not the
 * views (what they show is pinned by the component and browser tests).
 */
export const MUTATED = [
  // The session: the renewal machine, its token cookies and page, the records the tabs share, tokens, cookies and the server's clock.
  'elements/session-keeper/renewalMachine.ts',
  'elements/session-keeper/tokenCookies.ts',
  'elements/session-keeper/pageEnvironment.ts',
  'elements/session-keeper/crossTab.ts',
  'elements/session-keeper/renewalRecords.ts',
  'src/api/token.ts',
  'src/api/cookies.ts',
  'src/api/serverClock.ts',
  // Calls: the API client, JSON bodies, trusted origins, the shop's page data.
  'src/api/client.ts',
  'src/api/json.ts',
  'src/api/trustedOrigins.ts',
  'src/api/psdata.ts',
  // The newsletter sign-up: its schema, each site's fields and rules, the payload, the prefill, the form's state.
  'elements/nl-signup/schema.ts',
  'elements/nl-signup/fieldRules.ts',
  'elements/nl-signup/siteRules.ts',
  'elements/nl-signup/payload.ts',
  'elements/nl-signup/prefill.ts',
  'elements/nl-signup/signupFormState.ts',
  'src/widgets/TextField/masks.ts',
  // The footer's content: validation, URL safety, its rules, amounts, countries, logos, the promotion.
  'elements/shop-footer/validate.ts',
  'elements/shop-footer/safeUrl.ts',
  'src/util/urls.ts',
  'elements/shop-footer/rules.ts',
  'elements/shop-footer/amounts.ts',
  'elements/shop-footer/countries.ts',
  'elements/shop-footer/content.ts',
  'elements/shop-footer/api.ts',
  'elements/shop-footer/logos.ts',
  // The staff preview: date and time, the A/B selection.
  'elements/preview-panel/dateTime.ts',
  'elements/preview-panel/abSelection.ts',
  // Sites, locales and texts; safe log text and the enumerations' guards.
  'src/sites/sites.ts',
  'src/sites/registry.ts',
  'src/i18n/formats.ts',
  'src/i18n/instance.ts',
  'src/log/safeText.ts',
  'src/util/guards.ts',
  // The CMS editors' form: what it offers, writes and flags.
  'src/cms/elementForm.ts',
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
  // A static mutant (a module-level value: a data table, a pattern, a constant) is active from the
  // module's load, so each one reruns every related test file: hundreds of them took hours on 2 cores.
  // The unit tests pin those values as literal tables instead; the run covers the code that runs in tests.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'scripts/mutation/out/stryker-incremental.json',
  jsonReporter: { fileName: 'scripts/mutation/out/mutation.json' },
  reporters: ['clear-text', 'progress', 'json'],
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
};
