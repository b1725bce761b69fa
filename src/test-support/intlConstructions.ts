import { onTestFinished } from 'vitest';

/** The locales of every `new Intl[name]` made from now until the test ends (then the original is back). */
export function recordConstructions(name: 'NumberFormat' | 'Collator'): string[] {
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
  const original = intl[name];
  const made: string[] = [];
  intl[name] = new Proxy(original, {
    construct(target, args: unknown[]) {
      made.push(String(args[0]));
      return Reflect.construct(target, args) as object;
    },
  });
  onTestFinished(() => {
    intl[name] = original;
  });
  return made;
}
