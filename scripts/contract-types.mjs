// `npm run contract:types`: writes src/api/services.gen.ts, the service contract's types.
import { writeFileSync } from 'node:fs';
import { SERVICE_TYPES_FILE, serviceTypesSource } from '../contract/serviceTypes.mjs';

writeFileSync(SERVICE_TYPES_FILE, await serviceTypesSource());
console.log(`Wrote ${SERVICE_TYPES_FILE} from contract/storefront-services.openapi.json.`);
