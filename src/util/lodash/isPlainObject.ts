const objectConstructorSource = Function.prototype.toString.call(Object);

/** Whether `value` was made by `{}`, `new Object()` or `Object.create(null)` (in any realm), as lodash's isPlainObject. */
export default function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const maker = Object.hasOwn(proto as object, 'constructor') && (proto as { constructor: unknown }).constructor;
  return typeof maker === 'function' && maker instanceof maker && Function.prototype.toString.call(maker) === objectConstructorSource;
}
