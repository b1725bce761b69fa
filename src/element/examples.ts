// An element's examples (elements/<tag>/<tag>.examples.ts): the ways a page places it, each written
// once. They make the demo's page for the element, the examples of its reference page (`npm run
// api`), the pre-rendered fragments the build writes, and the pages of the browser tests that open
// every example (elements/examples.ts gathers them).
import type { ElementDeclaration } from './declaration';
import { attributesOf } from './sharedDeclarations';

/** One way to place the element. */
export interface ElementExample<Declaration extends ElementDeclaration = ElementDeclaration> {
  /** Its handle: the last part of its fragment's name (`<tag>.<SITE>.<name>.html`, none for `plain`). */
  name: string;
  /** What it shows, in a few words: its heading in the reference page and on the demo's page. */
  title: string;
  /** Its own attributes as a page writes them (`true`: present without a value); `site` is the page's. */
  attributes?: Partial<Record<keyof Declaration['attributes'] & string, string | true>>;
  /** What the page puts between its tags (an element with slots). */
  content?: string;
  /** The build writes it pre-rendered for every site (dist/html/<market>/<tag>.<SITE>[.<name>].html). */
  fragment?: boolean;
}

/** An element's examples, with the declaration whose attributes they use. */
export interface ElementExamples<Declaration extends ElementDeclaration = ElementDeclaration> {
  declaration: Declaration;
  examples: readonly ElementExample<Declaration>[];
}

/** The example that places the element with none of its own attributes: its fragment carries no name. */
export const PLAIN_EXAMPLE = 'plain';

/** The example's attributes for a site, `site` first where the element takes one, as renderElement takes them (`true`: a bare attribute). */
export function exampleAttributes({ declaration }: ElementExamples, example: ElementExample, site?: string): Record<string, string | true> {
  const takesSite = site !== undefined && 'site' in attributesOf(declaration);
  return { ...(takesSite ? { site } : {}), ...(example.attributes as Record<string, string | true> | undefined) };
}

/** An element's start tag as written (`<nl-signup site="DE" spa>`): an empty value as a bare attribute, quotes in a value escaped. */
export function startTag(tag: string, attributes: Iterable<readonly [string, string]>): string {
  const written = [...attributes].map(([name, value]) =>
    value === '' ? name : `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
  );
  return `<${[tag, ...written].join(' ')}>`;
}

/** The example as a page writes it, for a site (none: the element's default). */
export function exampleMarkup(examples: ElementExamples, example: ElementExample, site?: string): string {
  const { tag } = examples.declaration;
  const attributes = Object.entries(exampleAttributes(examples, example, site)).map(
    ([name, value]) => [name, value === true ? '' : value] as const,
  );
  return `${startTag(tag, attributes)}${example.content ?? ''}</${tag}>`;
}
