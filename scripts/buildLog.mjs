// The logger of `npm run build` and `npm run build:demo`: Vite's, printing warnings and errors only,
// which also keeps every warning, so the build fails once it is done if any build warned (Rolldown's
// warnings and Vite's own, the config loader's among them). A warning is fixed where it arises.
import { createLogger } from 'vite';

export function strictLogger() {
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
    logger,
    /** Throws when a build warned: the count, the warnings having been printed above. */
    failOnWarnings(what) {
      if (warnings.length > 0) throw new Error(`${what} printed ${warnings.length} warning(s), above: fix their cause.`);
    },
  };
}
