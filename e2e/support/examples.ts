// The elements' examples (elements/<tag>/<tag>.examples.ts) as the browser tests place them.
import { ELEMENT_EXAMPLES } from '../../elements/examples';
import { exampleMarkup } from '../../src/element/examples';

/** The markup of an element's example, by its name, for a site. */
export function exampleOf(tag: string, name: string, site?: string): string {
  const examples = ELEMENT_EXAMPLES[tag];
  const example = examples?.examples.find((each) => each.name === name);
  if (!examples || !example) throw new Error(`<${tag}> has no example named ${name} (elements/${tag}/${tag}.examples.ts)`);
  return exampleMarkup(examples, example, site);
}
