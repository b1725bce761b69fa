import { existsSync } from 'node:fs';

import { CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export function missingChromiumMessage(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  return `Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`;
}
