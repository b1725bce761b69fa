import { describe, expect, it } from 'vitest';
import { exampleMarkup } from '../src/element/examples';
import { attributesOf } from '../src/element/sharedDeclarations';
import { ELEMENT_DECLARATIONS } from '.';
import { ELEMENT_EXAMPLES } from './examples';

describe("the elements' examples (elements/<tag>/<tag>.examples.ts)", () => {
  it('every element has its examples file, each example named once, with attributes its declaration has', () => {
    expect(Object.keys(ELEMENT_EXAMPLES).sort()).toEqual(ELEMENT_DECLARATIONS.map(({ tag }) => tag).sort());
    for (const { declaration, examples } of Object.values(ELEMENT_EXAMPLES)) {
      const names = examples.map(({ name }) => name);
      expect(new Set(names).size, declaration.tag).toBe(names.length);
      for (const example of examples)
        for (const name of Object.keys(example.attributes ?? {}))
          expect(Object.keys(attributesOf(declaration)), `${declaration.tag} ${example.name}`).toContain(name);
    }
  });

  it('are the fragments the build writes for a site: the element as it is, and each named variant', () => {
    const fragments = Object.values(ELEMENT_EXAMPLES).flatMap(({ declaration, examples }) =>
      examples.filter(({ fragment }) => fragment).map(({ name }) => `${declaration.tag}.${name}`),
    );
    expect(fragments.sort()).toEqual([
      'nl-signup.plain',
      'preview-panel.plain',
      'shop-footer.checkout',
      'shop-footer.newsletter',
      'shop-footer.plain',
      'shop-footer.reduced',
    ]);
  });

  it('are written as a page writes them: the site where the element takes one, bare booleans, escaped values, the content', () => {
    const markup = (tag: string, name: string, site?: string) => {
      const examples = ELEMENT_EXAMPLES[tag];
      return exampleMarkup(examples, examples.examples.find((example) => example.name === name)!, site);
    };
    expect(markup('nl-signup', 'cart', 'HU')).toBe('<nl-signup site="HU" origin="SHOPPING_CART" origin-addition="cart"></nl-signup>');
    expect(markup('shop-footer', 'staff', 'DE')).toBe('<shop-footer site="DE" newsletter preview></shop-footer>');
    expect(markup('shop-footer', 'plain')).toBe('<shop-footer></shop-footer>');
    expect(markup('shop-layout', 'no-footer', 'DE')).toBe(
      '<shop-layout content-type="NO_FOOTER"><p slot="header">The shop header</p><p>The page content.</p><p slot="footer">The footer</p></shop-layout>',
    );
  });
});
