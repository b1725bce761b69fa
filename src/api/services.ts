/**
 * The service calls' request and answer types, from the service contract
 * (contract/storefront-services.openapi.json, generated into services.gen.ts): the client writes
 * none of them a second time.
 */
import type { components } from './services.gen';

export type ServiceSchemas = components['schemas'];

/**
 * `List` when it holds every value of the document's enumeration `Values` (and, by its constraint,
 * nothing else), otherwise never: `const X: AllValuesOf<V, typeof list> = list` does not compile when
 * the document has a value the list lacks. Its order is the list's own (e.g. a form's).
 */
export type AllValuesOf<Values extends string, List extends readonly Values[]> = [Exclude<Values, List[number]>] extends [never]
  ? List
  : never;
