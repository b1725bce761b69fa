// The TypeScript types of the service contract: src/api/services.gen.ts is openapi-typescript's
// output for contract/storefront-services.openapi.json, written by `npm run contract` and
// compared with the committed file by contract/contract.test.ts.
import { readFileSync } from 'node:fs';
import openapiTS from 'openapi-typescript';

export const SERVICE_TYPES_FILE = 'src/api/services.gen.ts';
const DOCUMENT = new URL('./storefront-services.openapi.json', import.meta.url);

/** What src/api/services.gen.ts must hold. */
export async function serviceTypesSource() {
  const types = await openapiTS(JSON.parse(readFileSync(DOCUMENT, 'utf8')));
  return `// Generated from contract/storefront-services.openapi.json by \`npm run contract\`; do not edit.\n${types}`;
}
