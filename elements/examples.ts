// Every element's examples (elements/<tag>/<tag>.examples.ts), by tag: for the build, the reference
// pages, the demo and the browser tests; never in a page's module.
import type { ElementExamples } from '../src/element/examples';

const FILES = import.meta.glob<ElementExamples>('./*/*.examples.ts', { eager: true, import: 'examples' });

export const ELEMENT_EXAMPLES: Readonly<Record<string, ElementExamples>> = Object.fromEntries(
  Object.values(FILES).map((examples) => [examples.declaration.tag, examples]),
);
