/**
 * The service calls' request and answer types, from the service contract
 * (contract/storefront-services.openapi.json, generated into services.gen.ts): the client writes
 * none of them a second time.
 */
import type { components } from './services.gen';

export type ServiceSchemas = components['schemas'];

/**
 * `list` as given: the type checker refuses it unless it holds every value of the document's
 * enumeration `Values` and nothing else (its order is the list's own, e.g. a form's).
 */
export const allValuesOf =
  <Values extends string>() =>
  <const List extends readonly Values[]>(list: List & ([Exclude<Values, List[number]>] extends [never] ? unknown : never)): List =>
    list;
