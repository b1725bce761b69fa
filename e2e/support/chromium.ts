import { existsSync } from 'node:fs';

import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/chromium.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/chromium.mjs';

export function missingChromiumMessage(): string | null {
  const missing = [CHROMIUM_PATH, HEADLESS_SHELL_PATH].filter((path) => !existsSync(path));
  if (missing.length === 0) return null;
  return `Chromium not found at ${missing.join(' and ')}. Install it with: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH).`;
}
