import clone from './clone';

/** A deep copy of form state (initial values, errors, touched, status) as lodash's cloneDeep makes it: clone() at every level. */
export default function cloneDeep<T>(value: T): T {
  const copy = clone(value);
  if (typeof copy === 'object' && copy !== null && !(copy instanceof Date)) {
    for (const key of Object.keys(copy)) (copy as Record<string, unknown>)[key] = cloneDeep((copy as Record<string, unknown>)[key]);
  }
  return copy;
}
