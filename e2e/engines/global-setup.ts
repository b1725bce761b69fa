import { existsSync } from 'node:fs';
import { ENGINES, type EngineName, missingEngine } from './drivers';

export default function setup() {
  const missing = (Object.keys(ENGINES) as EngineName[]).map(missingEngine).filter(Boolean);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  if (!existsSync('dist/markets/storefront-elements.de.js')) throw new Error('dist/markets/ is missing: run `npm run build` first.');
}
