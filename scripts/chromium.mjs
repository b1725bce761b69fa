// The Chromium the browser tests, the bench and the reserve measurement launch: Debian's, as root, on
// a machine with no outside network.

/** The browser a visitor runs (`chromium`): the bench, the reserve measurement, and tests that need its own features (autofill). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium build without the browser around it (`chromium-headless-shell`, the headless
 * Chromium Playwright runs by default): the same Blink and V8, at about 0.6 of the CPU time per test,
 * so the browser tests run in it (docs/development.md, "Which Chromium").
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
