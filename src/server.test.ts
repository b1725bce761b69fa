// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, styleHashes } from './server';

const SITES = ['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR'];

afterEach(() => vi.restoreAllMocks());

/** The declarative shadow root's parts: its one style and the content React hydrates. */
function parts(html: string) {
  const match =
    /^<([a-z-]+)([^>]*)><template shadowrootmode="open"><style>([^<]*)<\/style><div class="sf-prerendered">(.*)<\/div><\/template><\/\1>$/s.exec(
      html,
    );
  if (!match) throw new Error(`not an element with a declarative shadow root: ${html.slice(0, 200)}`);
  const [, tag, attributes, style, content] = match;
  return { tag, attributes, style, content };
}

describe('renderElement (storefront-elements/server)', () => {
  it.each(SITES)('%s: the sign-up, the footer in each variant and the staff panel render, and nothing is logged', (site) => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const signup = parts(renderElement('nl-signup', { site }));
    expect(signup.attributes).toBe(` site="${site}"`);
    expect(signup.content).toContain('name="newsletterEmail"');
    for (const variant of [{}, { newsletter: true }, { reduced: true }, { checkout: true }]) {
      const footer = parts(renderElement('shop-footer', { site, ...variant }));
      expect(footer.content).toMatch(/^<div class="sf-root" lang="[a-z]{2}-[A-Z]{2}" dir="ltr"><footer class="ft/);
      expect(footer.content).not.toContain('aria-busy');
      expect(footer.content).toMatch(/<a [^>]*href="[^"]+"/);
    }
    renderElement('preview-panel', { site });
    expect([...errors.mock.calls, ...warnings.mock.calls]).toEqual([]);
  });

  it('writes the attributes as given: texts escaped, true as a bare attribute, false and null left out', () => {
    const { attributes } = parts(
      renderElement('nl-signup', {
        site: 'HU',
        origin: 'SHOPPING_CART',
        'origin-addition': 'a"b<c>&d',
        spa: true,
        'api-origin': null,
        private: false,
      }),
    );
    expect(attributes).toBe(' site="HU" origin="SHOPPING_CART" origin-addition="a&quot;b&lt;c&gt;&amp;d" spa');
  });

  it('reads a boolean attribute by its presence, as the page does', () => {
    expect(renderElement('shop-footer', { site: 'DE', reduced: true })).toContain('<footer class="ft ft--reduced"');
    expect(renderElement('shop-footer', { site: 'DE', reduced: '' })).toContain('<footer class="ft ft--reduced"');
    expect(renderElement('shop-footer', { site: 'DE', reduced: false })).toContain('<footer class="ft">');
  });

  it('puts the footer’s sign-up, its parts forwarded, with its own declarative shadow root inside the footer’s', () => {
    const footer = parts(renderElement('shop-footer', { site: 'CZ', newsletter: true }));
    const nested =
      /<nl-signup origin="NEWSLETTER" origin-addition="footer" site="CZ" locale="cs-CZ" exportparts="heading, heading:newsletter-heading">(<template shadowrootmode="open">.*?<\/template>)<\/nl-signup>/s.exec(
        footer.content,
      );
    expect(nested?.[1]).toContain('name="newsletterEmail"');
    expect(footer.content).not.toContain('data-sf-nested');
  });

  it('renders the session keeper as an empty root', () => {
    expect(parts(renderElement('session-keeper', { 'api-origin': 'https://api.example' })).content).toBe('<div class="sf-root"></div>');
  });

  it('names each style’s CSP hash', () => {
    const hashes = styleHashes();
    expect(Object.keys(hashes)).toEqual(['nl-signup', 'shop-footer', 'preview-panel', 'session-keeper']);
    for (const tag of Object.keys(hashes)) {
      const { style } = parts(renderElement(tag, tag === 'session-keeper' ? {} : { site: 'DE' }));
      expect(hashes[tag]).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    }
  });

  it.each([
    [
      'shop-layout',
      {},
      '[storefront-elements] renderElement: "shop-layout" is not an element it renders (nl-signup, shop-footer, preview-panel, session-keeper).',
    ],
    [
      'nl-signup',
      { site: 'FR' },
      '[storefront-elements] renderElement("nl-signup"): site "FR" is not one of AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR.',
    ],
    ['nl-signup', { 'on click': 'x' }, '[storefront-elements] renderElement("nl-signup"): "on click" is not an attribute name.'],
    ['nl-signup', { 'x"><script>': 'x' }, '[storefront-elements] renderElement("nl-signup"): "x"><script>" is not an attribute name.'],
  ])('refuses %s with %o, saying why', (tag, attributes, message) => {
    expect(() => renderElement(tag, attributes)).toThrow(new Error(message));
  });
});
