// `npm run contract`: writes what follows from the service contract (contract/storefront-services.openapi.json):
// its TypeScript types (src/api/services.gen.ts) and the table of calls in docs/contract.md.
import { writeFileSync } from 'node:fs';
import { CONTRACT_PAGE, contractPageWithTable } from '../contract/contractDocs.mjs';
import { SERVICE_TYPES_FILE, serviceTypesSource } from '../contract/serviceTypes.mjs';

writeFileSync(SERVICE_TYPES_FILE, await serviceTypesSource());
writeFileSync(CONTRACT_PAGE, contractPageWithTable());
console.log(`Wrote ${SERVICE_TYPES_FILE} and the table of calls in ${CONTRACT_PAGE} from contract/storefront-services.openapi.json.`);
