// Each market module (dist/markets/storefront-elements.<market>.js) on a page of its market: the
// footer of every site of the market renders with its newsletter block and the staff's preview
// button, in the site's language, with the country switcher's nine entries; an element for a site
// of another market renders nothing and logs one error naming the module to load.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isResourceFailure, useBrowser } from './support/harness';
import { footerPainted } from './support/shop-footer';
import { COUNTRY_LABELS, MARKETS, marketPage, STAFF_COOKIE } from './support/markets';

const browser = useBrowser();

describe.each(Object.entries(MARKETS))('the %s market module', (market, expected) => {
  it('renders its sites in their languages and names the module for a site of another market', async () => {
    const sites = Object.keys(expected.sites);
    const body = `${sites.map((site) => `<shop-footer site="${site}" newsletter preview></shop-footer>`).join('')}<nl-signup site="${expected.other.site}"></nl-signup>`;
    const context = await browser.newContext({ cookies: STAFF_COOKIE });
    const page = await context.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isResourceFailure(message.text())) errors.push(message.text());
      if (message.type() === 'warning') warnings.push(message.text()); // a missing text is one
    });
    await page.route(`${browser.url}/market.html`, (route) => route.fulfill({ contentType: 'text/html', body: marketPage(market, body) }));
    await page.goto(`${browser.url}/market.html`);

    for (const [index, site] of sites.entries()) {
      await footerPainted(page, index);
      const footer = page.locator('shop-footer').nth(index);
      await footer.locator('nl-signup input[name="newsletterEmail"]').waitFor();
      await footer.getByRole('button', { name: 'Preview settings', exact: true }).waitFor();
      const rendered = await footer.evaluate((host) => {
        const root = host.shadowRoot!;
        const signup = root.querySelector('nl-signup')!.shadowRoot!;
        return {
          langs: [root.querySelector('.sf-root')?.getAttribute('lang'), signup.querySelector('.sf-root')?.getAttribute('lang')],
          text: `${root.textContent} ${signup.textContent}`,
        };
      });
      expect(rendered.langs, site).toEqual([expected.sites[site].lang, expected.sites[site].lang]);
      expect(rendered.text, site).toContain(expected.sites[site].shows);
      for (const label of COUNTRY_LABELS) expect(rendered.text, `${site}: country ${label}`).toContain(label);
    }

    const message = `Site "${expected.other.site}" is not in this module, storefront-elements.${market}.js, which carries ${expected.carries}. Load ${expected.other.module} instead, or storefront-elements.js for every site.`;
    await expect.poll(() => errors).toEqual([`[storefront-elements] <nl-signup>: ${message}`]);
    expect(await page.evaluate(() => (window as unknown as { __storefrontErrors: unknown[] }).__storefrontErrors)).toEqual([
      { element: 'nl-signup', message },
    ]);
    // Nothing shown: no shell, no text (the empty container React would render into takes no box).
    expect(
      await page.evaluate(() => {
        const root = document.querySelector('body > nl-signup')?.shadowRoot;
        return { shell: root?.querySelector('.sf-root') != null, text: root?.textContent };
      }),
    ).toEqual({ shell: false, text: '' });
  });
});

const MODULE_FILES = ['storefront-elements.js', ...Object.keys(MARKETS).map((market) => `markets/storefront-elements.${market}.js`)];

describe('every module', () => {
  // The IBAN mask's sanitiser: the masks are the widget library's (dist/widgets.js), no element renders a masked field.
  it.each(MODULE_FILES)('%s carries no input mask', (file) => {
    expect(readFileSync(`dist/${file}`, 'utf8')).not.toContain('/[^a-z0-9]/gi');
  });

  // Safari 16 hyphenates only with the prefixed property (unprefixed from Safari 17); the build must keep it.
  // A market module's sheets come with the views, in its chunks.
  it.each(MODULE_FILES)('%s hyphenates long words in Safari 16 too', (file) => {
    const market = /storefront-elements\.(\w+)\.js$/.exec(file)?.[1];
    const chunks = market
      ? Object.values(JSON.parse(readFileSync(`dist/markets/${market}.manifest.json`, 'utf8')) as Record<string, { file: string }>).map(
          (chunk) => `dist/markets/${chunk.file}`,
        )
      : [];
    const code = [`dist/${file}`, ...chunks].map((path) => readFileSync(path, 'utf8')).join('\n');
    expect(code).toContain('.sf-root{font:inherit;color:inherit;-webkit-hyphens:auto;hyphens:auto;');
  });
});
