// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fragmentKey, renderElement, styleHashes } from './server';

const SITES = ['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR'];

afterEach(() => vi.restoreAllMocks());

/** The declarative shadow root's parts: its one style and the content React hydrates. */
function parts(html: string) {
  const match =
    /^<([a-z-]+)([^>]*)><template shadowrootmode="open"><style>(.*?)<\/style><div class="sf-container">(.*)<\/div><\/template><\/\1>$/s.exec(
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
        'asset-origin': undefined,
        locale: false,
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

  it('writes the session keeper, which shows nothing, as its bare tag: no shadow root, no style', () => {
    expect(renderElement('session-keeper', { 'api-origin': 'https://api.example' })).toBe(
      '<session-keeper api-origin="https://api.example"></session-keeper>',
    );
  });

  it('names each style’s CSP hash', () => {
    const hashes = styleHashes();
    expect(Object.keys(hashes)).toEqual(['nl-signup', 'shop-footer', 'preview-panel']);
    for (const tag of Object.keys(hashes)) {
      const { style } = parts(renderElement(tag, { site: 'DE' }));
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
    [
      'shop-footer',
      { site: 'TR', locale: 'de-CH' },
      `[storefront-elements] renderElement("shop-footer"): locale "de-CH" is not site TR's (tr-TR, also written tr or tr_TR). A server renders a site in its own locale only, whose amounts and text direction the kit carries, so that every runtime writes the same bytes: give site CH for de-CH, or leave locale out.`,
    ],
    [
      'nl-signup',
      { site: 'DE', locale: 'de-DE-u-nu-arab' },
      `[storefront-elements] renderElement("nl-signup"): locale "de-DE-u-nu-arab" is not site DE's (de-DE, also written de or de_DE). A server renders a site in its own locale only, whose amounts and text direction the kit carries, so that every runtime writes the same bytes: give the site whose locale you want, or leave locale out.`,
    ],
  ])('refuses %s with %o, saying why', (tag, attributes, message) => {
    expect(() => renderElement(tag, attributes)).toThrow(new Error(message));
  });

  it('writes a boolean as the browser reads it: "false" in any case leaves it out, any other value writes it bare', () => {
    const without = renderElement('shop-footer', { site: 'HU' });
    for (const off of [false, 'false', 'FALSE', ' False ', null, undefined])
      expect(renderElement('shop-footer', { site: 'HU', checkout: off })).toBe(without);
    const withCheckout = renderElement('shop-footer', { site: 'HU', checkout: true });
    expect(withCheckout.startsWith('<shop-footer site="HU" checkout>')).toBe(true);
    for (const on of ['', 'true', 'checkout']) expect(renderElement('shop-footer', { site: 'HU', checkout: on })).toBe(withCheckout);
  });

  it.each([
    ['shop-footer', { site: 'HU' }, 'shop-footer?site=HU'],
    ['shop-footer', { checkout: false, site: 'HU' }, 'shop-footer?site=HU'],
    ['shop-footer', { site: 'HU', checkout: 'false' }, 'shop-footer?site=HU'],
    ['shop-footer', { site: 'HU', checkout: true }, 'shop-footer?checkout=&site=HU'],
    ['shop-footer', { checkout: '', site: 'HU' }, 'shop-footer?checkout=&site=HU'],
    ['nl-signup', { site: 'DE', 'origin-addition': 'spring & summer' }, 'nl-signup?origin-addition=spring+%26+summer&site=DE'],
    ['session-keeper', {}, 'session-keeper?'],
  ] as const)('gives %s with %o the one cache key %s', (tag, attributes, key) => {
    expect(fragmentKey(tag, attributes)).toBe(key);
  });

  it('refuses in fragmentKey what renderElement refuses: a tag it does not render, a name the element does not take', () => {
    expect(() => fragmentKey('nl-sigup', { site: 'DE' })).toThrow(
      new Error(
        '[storefront-elements] fragmentKey: "nl-sigup" is not an element renderElement renders (nl-signup, shop-footer, preview-panel, session-keeper).',
      ),
    );
    expect(() => fragmentKey('nl-signup', { site: 'DE', onclick: 'x' })).toThrow(
      'fragmentKey("nl-signup"): "onclick" is not an attribute of <nl-signup>',
    );
  });

  it("takes the site's own locale, in any case, and a blank one", () => {
    expect(parts(renderElement('shop-footer', { site: 'CH_FR', locale: 'fr-ch' })).content).toContain('lang="fr-CH"');
    expect(parts(renderElement('nl-signup', { site: 'HU', locale: ' ' })).content).toContain('lang="hu-HU"');
  });

  it.each([
    ['DE', ['de', 'de-DE', 'de_DE', 'DE_de', ' de-de '], 'de-DE'],
    ['CH', ['de', 'de-CH', 'de_CH'], 'de-CH'],
    ['CH_FR', ['fr', 'fr-CH', 'fr_ch'], 'fr-CH'],
    ['TR', ['tr', 'tr-TR', 'tr_TR'], 'tr-TR'],
  ])("takes site %s's own locale in every common spelling %o, and writes the same bytes as without it", (site, spellings, lang) => {
    const withoutLocale = parts(renderElement('nl-signup', { site })).content;
    expect(withoutLocale).toContain(`lang="${lang}"`);
    for (const locale of spellings) expect(parts(renderElement('nl-signup', { site, locale })).content).toBe(withoutLocale);
  });

  it.each([
    ['DE', 'de-AT'],
    ['AT', 'de-DE'],
    ['CH', 'fr'],
    ['DE', 'en'],
  ])("refuses on site %s the locale %s, another site's or none of the kit's", (site, locale) => {
    expect(() => renderElement('nl-signup', { site, locale })).toThrow(`locale "${locale}" is not site ${site}'s`);
  });

  it.each([
    ['nl-signup', 'AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR'],
    ['shop-footer', 'AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR'],
    ['preview-panel', 'AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR'],
  ])('refuses %s without a site: the server does not know the page’s market', (tag, sites) => {
    const message = `[storefront-elements] renderElement("${tag}"): site is required (one of ${sites}): the page's site, one that the module the page loads carries.`;
    for (const site of [undefined, null, false, '', '  '])
      expect(() => renderElement(tag, site === undefined ? {} : { site })).toThrow(new Error(message));
    expect(() => renderElement(tag)).toThrow(new Error(message));
  });

  it('renders the session keeper, which takes no site, without one', () => {
    expect(renderElement('session-keeper')).toBe('<session-keeper></session-keeper>');
  });

  const NL_SIGNUP_REFUSAL = (name: string) =>
    `[storefront-elements] renderElement("nl-signup"): "${name}" is not an attribute of <nl-signup>; it writes only the element's own (site, locale, api-origin, asset-origin, origin, origin-addition, spa, doi-error, no-scroll) and id, class, slot, lang, dir, data-*, aria-*.`;

  it.each([
    'onclick',
    'onmouseover',
    'ONCLICK',
    'onfocus',
    'style',
    'on click',
    'x"><script>',
    'href',
    'src',
    'srcdoc',
    'formaction',
    'is',
    'part',
    'exportparts',
    'tabindex',
    'hidden',
    'data-',
    'data-X',
    'aria-',
    'aria-label onclick',
    'data-a"b',
    'ida',
    'xlink:href',
    '__proto__',
    'constructor',
    'toString',
  ])('refuses the attribute name %j, naming it, whatever its value', (name) => {
    for (const value of ['alert(1)', true, false, null])
      expect(() => renderElement('nl-signup', { site: 'DE', [name]: value })).toThrow(new Error(NL_SIGNUP_REFUSAL(name)));
  });

  it('writes the global attributes a page may need, with hostile values escaped', () => {
    const { attributes } = parts(
      renderElement('nl-signup', {
        site: 'DE',
        id: 'signup"><script>alert(1)</script>',
        class: 'teaser" onclick="alert(1)',
        slot: 'main',
        lang: 'de',
        dir: 'ltr',
        'data-cms-block': "7' onmouseover='x",
        'data-track-id-2': '<img src=x onerror=alert(1)>',
        'aria-label': 'Newsletter & mehr',
        'aria-describedby': 'intro',
      }),
    );
    expect(attributes).toBe(
      ' site="DE" id="signup&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" class="teaser&quot; onclick=&quot;alert(1)" slot="main" lang="de" dir="ltr" data-cms-block="7\' onmouseover=\'x" data-track-id-2="&lt;img src=x onerror=alert(1)&gt;" aria-label="Newsletter &amp; mehr" aria-describedby="intro"',
    );
  });

  it('takes only the session keeper’s own attribute on the session keeper', () => {
    expect(() => renderElement('session-keeper', { site: 'DE' })).toThrow(
      new Error(
        `[storefront-elements] renderElement("session-keeper"): "site" is not an attribute of <session-keeper>; it writes only the element's own (api-origin) and id, class, slot, lang, dir, data-*, aria-*.`,
      ),
    );
  });

  it('is pure: the same tag and attributes give the same bytes at another time, after other renders, whatever Math.random says', () => {
    const cases: [string, Record<string, string | boolean>][] = [
      ['nl-signup', { site: 'HU', origin: 'NEWSLETTER' }],
      ['shop-footer', { site: 'DE', newsletter: true }],
      ['shop-footer', { site: 'TR', checkout: true }],
      ['preview-panel', { site: 'AT' }],
      ['session-keeper', {}],
    ];
    vi.useFakeTimers({ now: new Date('2026-01-01T08:00:00Z') });
    const first = cases.map(([tag, attributes]) => renderElement(tag, attributes));
    vi.setSystemTime(new Date('2031-07-15T23:59:59Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    renderElement('shop-footer', { site: 'CZ', reduced: true });
    const again = [...cases]
      .reverse()
      .map(([tag, attributes]) => renderElement(tag, attributes))
      .reverse();
    vi.useRealTimers();
    expect(again.map((html, index) => html === first[index])).toEqual([true, true, true, true, true]);
  });
});
