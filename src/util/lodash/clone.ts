/**
 * A shallow copy as lodash's clone makes it of what Formik copies (values and the objects and
 * arrays along a field's path): arrays copied, other objects copied with their prototype (so a
 * class instance stays one), dates as new dates, anything else as it is.
 */
export default function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  return Object.assign(Object.create(Object.getPrototypeOf(value)), value);
}
