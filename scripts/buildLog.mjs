// The builds of `npm run build` and `npm run build:demo`: Vite's build with a logger that prints
// warnings and errors only and keeps every warning, so the script fails once it is done if any
// build warned (Rolldown's warnings and Vite's own, the config loader's among them). A warning is
// fixed where it arises.
import { build, createLogger, mergeConfig } from 'vite';

/**
 * Rolldown's timing check (PLUGIN_TIMINGS) is off in these builds. On cores that other work
 * shares, it reports the wait for the processor: under load it named Vite's own plugins (emptying
 * dist/, 2.3 s; its CSS transform) in a build that takes a second on an idle machine, so a build
 * would fail by the machine's load, not by its code. `npm run build` prints its time instead.
 */
const NO_TIMING_CHECK = { build: { rolldownOptions: { checks: { bundlerTimings: false } } } };

export function strictBuilds() {
  const printer = createLogger('warn');
  const warnings = [];
  const logger = {
    ...printer,
    warn(message, options) {
      warnings.push(message);
      printer.warn(message, options);
    },
    warnOnce(message, options) {
      warnings.push(message);
      printer.warnOnce(message, options);
    },
  };
  return {
    /** Vite's build() with that logger. */
    build: (config = {}) => build(mergeConfig({ ...config, customLogger: logger, logLevel: 'warn' }, NO_TIMING_CHECK)),
    /** Throws when a build warned: the count, the warnings having been printed above. */
    failOnWarnings(what) {
      if (warnings.length > 0) throw new Error(`${what} printed ${warnings.length} warning(s), above: fix their cause.`);
    },
  };
}
