import { existsSync } from 'node:fs';
import { missingChromiumMessage } from './chromium';

export default function setup() {
  const missing = missingChromiumMessage();
  if (missing) throw new Error(missing);
  if (!existsSync('dist/storefront-elements.js')) throw new Error('dist/storefront-elements.js is missing: run `npm run build` first.');
}
