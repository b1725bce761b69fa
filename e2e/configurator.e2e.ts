// The demo's configurator (demo/pages/configurator.html): an editor's choices change the live
// element at once, the snippet copied loads the site's market file, mistakes are explained on the
// page, and the element's events are listed.
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './support/harness';

/** The server entry's preload lines (preloadLinks), which the snippet carries under its comment. */
const { preloadLinks } = (await import(pathToFileURL('dist/server.js').href)) as typeof import('../src/server');
const PRELOAD_NOTE = "<!-- optional: the element's code fetched with the page (the server entry's preloadLinks writes the same) -->";

const browser = useBrowser();

async function openConfigurator() {
  const opened = await browser.open('/configurator.html', { width: 1280 });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.url });
  const { page } = opened;
  const form = page.getByRole('form', { name: 'Element and attributes' });
  const live = (tag: string) => page.locator(`#slot > ${tag}`);
  const copied = async () => {
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect.poll(() => page.locator('#copied').textContent()).toBe('Copied.');
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const problems = () => page.locator('#problems li').allTextContents();
  return { ...opened, form, live, copied, problems };
}

describe('the configurator', () => {
  it('applies each choice to the live element and copies a snippet that loads the market file', async () => {
    const { page, form, live, copied, problems } = await openConfigurator();
    await expect.poll(() => live('nl-signup').getAttribute('site')).toBe('DE');

    await form.getByLabel('Site', { exact: true }).selectOption('HU');
    await form.getByLabel('origin', { exact: true }).selectOption('SHOPPING_CART');
    await form.getByLabel('origin-addition').fill('landing "spring"');
    await form.getByLabel('spa').check();
    await form.getByLabel('Slot width').selectOption('300px');

    const signup = live('nl-signup');
    await expect.poll(() => signup.getByRole('textbox', { name: /E-mail-cím/ }).isVisible()).toBe(true);
    expect(await signup.evaluate((element) => [element.getAttribute('origin'), element.getAttribute('origin-addition')])).toEqual([
      'SHOPPING_CART',
      'landing "spring"',
    ]);
    expect(await signup.evaluate((element) => element.hasAttribute('spa'))).toBe(true);
    expect((await signup.boundingBox())?.width).toBe(300);
    expect(await problems()).toEqual(['None: the element takes these attributes as they are.']);
    expect(await copied()).toBe(
      [
        "<!-- in the page template's <head>, once per page -->",
        '<link rel="stylesheet" href="/static/storefront-elements.css">',
        '<script type="module" src="/static/markets/storefront-elements.hu.js"></script>',
        PRELOAD_NOTE,
        preloadLinks('/static/markets/storefront-elements.hu.js', ['nl-signup']),
        '',
        '<!-- where the element goes -->',
        '<nl-signup site="HU" origin="SHOPPING_CART" origin-addition="landing &quot;spring&quot;" spa></nl-signup>',
      ].join('\n'),
    );

    // What an editor pastes into a rich-text editor, and the line its administrator allows once.
    expect(await page.locator('#cms-tag').textContent()).toBe(
      '<nl-signup site="HU" origin="SHOPPING_CART" origin-addition="landing &quot;spring&quot;" spa></nl-signup>',
    );
    expect(await page.locator('#cms-tinymce').textContent()).toBe(
      'nl-signup[site|locale|api-origin|asset-origin|origin|origin-addition|spa|doi-error|no-scroll|id|class|slot|lang|dir]',
    );
    expect(await page.locator('#cms-drupal').textContent()).toBe(
      '<nl-signup site locale api-origin asset-origin origin origin-addition spa doi-error no-scroll id class slot lang dir>',
    );

    // Unchecked is removed, from the element and from the snippet; CH_FR loads the Swiss file.
    await form.getByLabel('spa').uncheck();
    await form.getByLabel('Site', { exact: true }).selectOption('CH_FR');
    await form.getByLabel('Files served from').fill('https://cdn.example/shop');
    await expect.poll(() => signup.evaluate((element) => element.hasAttribute('spa'))).toBe(false);
    await expect.poll(() => signup.getByRole('textbox', { name: /e-mail/i }).isVisible()).toBe(true);
    const snippet = await copied();
    expect(snippet).toContain('<script type="module" src="https://cdn.example/shop/markets/storefront-elements.ch.js"></script>');
    expect(snippet).toContain('<nl-signup site="CH_FR" origin="SHOPPING_CART" origin-addition="landing &quot;spring&quot;"></nl-signup>');
    expect(snippet).toContain(preloadLinks('https://cdn.example/shop/markets/storefront-elements.ch.js', ['nl-signup']));

    // The footer with its sign-up (newsletter) preloads both views.
    await form.getByLabel('Element', { exact: true }).selectOption('shop-footer');
    await form.getByLabel('newsletter', { exact: true }).check();
    expect(await copied()).toContain(
      `${PRELOAD_NOTE}\n${preloadLinks('https://cdn.example/shop/markets/storefront-elements.ch.js', [['shop-footer', { newsletter: true }]])}\n`,
    );
    await form.getByLabel('Element', { exact: true }).selectOption('nl-signup');
    expect(await page.locator('#slot > *').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows one site: its picker and the demo bar’s switcher follow each other and the live element', async () => {
    const { page, form, live } = await openConfigurator();
    const bar = page.getByRole('form', { name: 'Demo switches' }).getByLabel('Site');
    await form.getByLabel('Site', { exact: true }).selectOption('HU');
    await expect.poll(() => bar.inputValue()).toBe('HU');
    await expect.poll(() => live('nl-signup').getAttribute('site')).toBe('HU');
    await bar.selectOption('PL');
    await expect.poll(() => form.getByLabel('Site', { exact: true }).inputValue()).toBe('PL');
    await expect.poll(() => live('nl-signup').getAttribute('site')).toBe('PL');
    // The next page opens on the same site in both.
    await page.reload();
    await expect.poll(() => bar.inputValue()).toBe('PL');
    // Each fills its picker once its own list has loaded (the bar's sites, the configurator's catalogue).
    await expect.poll(() => form.getByLabel('Site', { exact: true }).inputValue()).toBe('PL');
  });

  it('explains a mistake on the page, lists the events, and forgets the mistake once it is fixed', async () => {
    const { page, form, live, copied, problems } = await openConfigurator();
    await form.getByLabel('locale').fill('de_AT!');
    await expect
      .poll(problems)
      .toEqual([
        'locale "de_AT!" is not a language tag: write it as de, de-AT or fr-CH.',
        'The element reported: Invalid locale "de_AT!"; using de-DE.',
      ]);
    await expect
      .poll(() => page.getByRole('log').textContent())
      .toBe('storefront-error: {"element":"nl-signup","message":"Invalid locale \\"de_AT!\\"; using de-DE."}');
    await form.getByLabel('locale').fill('de-AT');
    await expect.poll(problems).toEqual(['None: the element takes these attributes as they are.']);

    await form.getByLabel('api-origin').fill('https://api.example.de/service');
    await expect
      .poll(problems)
      .toEqual([
        'api-origin "https://api.example.de/service" is not an origin: write the scheme and host only, e.g. https://api.example.de.',
      ]);
    // Said at once, before any call the element would refuse.
    await form.getByLabel('api-origin').fill('https://api.example.de');
    await expect
      .poll(problems)
      .toEqual([
        `api-origin "https://api.example.de" is not trusted by this page, so the element makes no call to it. The snippet trusts it in your page's <head> (<meta name="storefront-api-origins" content="https://api.example.de">); this demo page does not: its fake backend answers on ${browser.url}.`,
      ]);
    expect(await copied()).toContain('<meta name="storefront-api-origins" content="https://api.example.de">');
    await form.getByLabel('api-origin').fill(browser.url);
    await expect.poll(problems).toEqual(['None: the element takes these attributes as they are.']);

    // Another element: its own attributes and events, a fresh log.
    await form.getByLabel('Element', { exact: true }).selectOption('shop-footer');
    const footer = live('shop-footer');
    await form.getByLabel('reduced').check();
    await expect.poll(() => footer.evaluate((element) => element.hasAttribute('reduced'))).toBe(true);
    expect(await form.getByLabel('origin-addition').count()).toBe(0);
    expect(await page.getByRole('log').textContent()).toBe('');
    expect(await copied()).toContain('<shop-footer site="DE" reduced></shop-footer>');
  });
});

describe("the demo's documentation", () => {
  it.each([
    ['nl-signup', '<nl-signup>: the newsletter sign-up block', 'origin-addition'],
    ['shop-footer', '<shop-footer>: the shared footer', 'newsletter-hidden'],
    ['shop-layout', '<shop-layout>: the default layout', 'content-type'],
    ['preview-panel', '<preview-panel>: the staff preview tool', 'preview-change'],
    ['session-keeper', '<session-keeper>: login session upkeep', 'session-status'],
  ])('links <%s> from the overview and the configurator to its reference page', async (tag, title, apiName) => {
    const { page } = await browser.open('/');
    await page.locator(`main a[href="/elements/${tag}/README.md"]`).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByRole('cell', { name: apiName, exact: true }).count()).toBe(1);

    await page.goto(`${browser.url}/configurator.html?element=${tag}`);
    await page.getByRole('link', { name: `Reference of <${tag}>` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  });

  it('shows every snippet whole at 375 px: long lines wrap, nothing is cut off', async () => {
    const { page } = await browser.open('/configurator.html', { width: 375 });
    await page.locator('#snippet').filter({ hasText: '<script type="module"' }).waitFor();
    const cut = await page
      .locator('.cf-snippet')
      .evaluateAll((snippets) =>
        snippets.filter((snippet) => snippet.scrollWidth > snippet.clientWidth).map((snippet) => snippet.textContent?.slice(0, 40)),
      );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('follows a link between the documents to its heading', async () => {
    const { page } = await browser.open('/README.md');
    await page.getByRole('link', { name: 'Which module a page loads' }).click();
    await page.waitForURL(/\/docs\/on-your-page\.md#which-module-a-page-loads$/);
    expect(await page.locator('#which-module-a-page-loads').textContent()).toBe('Which module a page loads');
  });
});
