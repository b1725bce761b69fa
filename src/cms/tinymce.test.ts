import { describe, expect, it } from 'vitest';
import { storefrontTinymce, type TinymceEditor } from './tinymce';

/** Each element's attributes by the contract (docs/contract.md, sections 2 and 3), and the global ones an editor keeps. */
const DECLARED: Record<string, string[]> = {
  'nl-signup': ['site', 'locale', 'api-origin', 'asset-origin', 'origin', 'origin-addition', 'spa', 'doi-error', 'no-scroll'],
  'shop-footer': [
    'site',
    'locale',
    'api-origin',
    'asset-origin',
    'reduced',
    'platform',
    'newsletter',
    'newsletter-hidden',
    'preview',
    'checkout',
  ],
  'shop-layout': ['content-type'],
  'preview-panel': ['site', 'locale', 'api-origin', 'asset-origin'],
  'session-keeper': ['api-origin'],
};
const GLOBALS = ['id', 'class', 'slot', 'lang', 'dir'];

/** TinyMCE's `tag[a|b],tag2[c]` as tag → sorted attribute names. */
const rules = (validElements: string) =>
  Object.fromEntries(
    validElements.split(/,(?![^[]*\])/).map((rule) => {
      const [, tag, attributes] = /^([\w-]+)\[(.*)\]$/.exec(rule) ?? [];
      return [tag, attributes.split('|').sort()];
    }),
  );

describe('storefrontTinymce()', () => {
  it('declares every kit tag a block, with exactly its declared attributes and the safe global ones', () => {
    const options = storefrontTinymce();
    expect(options.custom_elements.split(',').sort()).toEqual(Object.keys(DECLARED).sort());
    expect(rules(options.extended_valid_elements)).toEqual(
      Object.fromEntries(Object.entries(DECLARED).map(([tag, attributes]) => [tag, [...attributes, ...GLOBALS].sort()])),
    );
  });

  it('loads the given module into the editing frame, resolved against the editor page', () => {
    const handlers: Record<string, (event?: object) => void> = {};
    // The editing frame's document, as far as loading a script goes (happy-dom would fetch it).
    const appended: HTMLScriptElement[] = [];
    const frame = {
      createElement: (tag: string) => document.createElement(tag),
      head: { append: (node: HTMLScriptElement) => appended.push(node) },
      defaultView: { addEventListener: () => undefined },
    };
    const filters: Record<'parser' | 'serializer', string[]> = { parser: [], serializer: [] };
    const styles: string[] = [];
    const registered: string[] = [];
    const editor = {
      on: (event: string, callback: (event?: object) => void) => {
        handlers[event] = callback;
      },
      getDoc: () => frame as unknown as Document,
      dom: { addStyle: (css: string) => styles.push(css) },
      parser: {
        addNodeFilter: (names: string) => filters.parser.push(names),
        addAttributeFilter: (names: string) => filters.parser.push(names),
      },
      serializer: {
        addNodeFilter: (names: string) => filters.serializer.push(names),
        addAttributeFilter: (names: string) => filters.serializer.push(names),
      },
      options: { get: () => 'en' },
      ui: {
        registry: {
          addIcon: () => undefined,
          addToggleButton: (name: string) => registered.push(`button ${name}`),
          addMenuItem: (name: string) => registered.push(`menu item ${name}`),
        },
      },
    };
    storefrontTinymce({ module: '/static/markets/storefront-elements.de.js' }).setup(editor as unknown as TinymceEditor);
    handlers.PreInit();
    handlers.init();
    expect(registered).toEqual(['button storefrontelement', 'menu item storefrontelement']);
    const [script] = appended;
    expect({ type: script?.type, src: script?.src }).toEqual({
      type: 'module',
      src: new URL('/static/markets/storefront-elements.de.js', document.baseURI).href,
    });
    // Every kit tag is kept exactly as declared; the set-up's flag is its own, never written out; each
    // but the one that holds page content (<shop-layout>) is one unit in the frame, written out without its mark.
    expect(filters).toEqual({
      parser: ['nl-signup,shop-footer,shop-layout,preview-panel,session-keeper', 'data-mce-storefront-problem'],
      serializer: ['data-mce-storefront-problem', 'nl-signup,shop-footer,preview-panel,session-keeper'],
    });
    expect(styles).toHaveLength(1);
  });
});
