import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownErrors, useBrowser } from '../../e2e/support/harness';
import { footerLinks, openFooter } from '../../e2e/support/shop-footer';

const browser = useBrowser();

const countryButton = (page: Page) => page.getByRole('button', { name: 'Land wählen Deutschland' });
// The list of country shops: the footer's list with the link to the Austrian shop (found only while shown).
const countryList = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Österreich', exact: true }) });
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((entry) => entry.name === name);
// Records events from the page before the module loads; `window.cancelNext` makes the listener cancel.
const RECORDER = `<script>
  window.seen = [];
  for (const name of ['view-change', 'consent-manager-open']) {
    document.addEventListener(name, (event) => {
      seen.push({ name, detail: event.detail, cancelable: event.cancelable });
      if (window.cancelNext) event.preventDefault();
    });
  }
</script>`;
const seen = (page: Page) => page.evaluate(() => window.seen);

describe('<shop-footer> country switcher', () => {
  it('lists all nine countries with flags, the current one marked, and navigates to the chosen shop', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="DE"></shop-footer>');
    await page.route('https://at.storefront.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>AT shop</title>' }),
    );
    const list = countryList(page);
    expect(await list.isVisible()).toBe(false);
    await countryButton(page).click();
    expect(await countryButton(page).getAttribute('aria-expanded')).toBe('true');
    const options = list.getByRole('link');
    expect(await options.count()).toBe(9);
    expect(await list.locator('svg[data-icon^="flag-"]').count()).toBe(9);
    expect(await list.locator('[aria-current="true"]').textContent()).toBe('Deutschland');
    await Promise.all([page.waitForURL('https://at.storefront.example/'), options.filter({ hasText: 'Österreich' }).click()]);
    expect(await page.title()).toBe('AT shop');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="DE"></shop-footer>');
    await countryButton(page).click();
    await countryList(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    expect(await countryList(page).isVisible()).toBe(false);
    expect(await countryButton(page).evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
  });
});

describe('<shop-footer> view changer', () => {
  it('dispatches view-change with phone from CLASSIC, sets the platform cookie and reloads', async () => {
    const { page } = await openFooter(browser, `${RECORDER}<shop-footer></shop-footer>`);
    await page.evaluate(() => (window.beforeReload = true));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Zur mobilen Version wechseln' }).click()]);
    expect(await page.evaluate(() => window.beforeReload)).toBeUndefined();
    expect((await cookie(page, 'platform'))?.value).toBe('phone');
    expect((await cookie(page, 'platform'))?.path).toBe('/');
  });

  it('does nothing more when the event is cancelled', async () => {
    const { page } = await openFooter(browser, `${RECORDER}<shop-footer platform="TABLET"></shop-footer>`);
    await page.evaluate(() => (window.cancelNext = true));
    await page.getByRole('button', { name: 'Zur Desktop-Version wechseln' }).click();
    expect(await seen(page)).toEqual([{ name: 'view-change', detail: { platform: 'CLASSIC' }, cancelable: true }]);
    expect(await cookie(page, 'platform')).toBeUndefined();
    expect(await page.evaluate(() => window.seen?.length)).toBe(1);
  });
});

describe('<shop-footer> legal links', () => {
  it('opens external legal links in a new tab without referrer, with a hint for screen readers', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="DE"></shop-footer>');
    const legal = page.getByRole('navigation', { name: 'Rechtliche Hinweise' });
    const external = legal.getByRole('link', { name: 'Verbraucherschlichtung (öffnet in neuem Tab)' });
    expect(await external.getAttribute('href')).toBe('https://www.verbraucher-schlichter.de/');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect((await external.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    const internal = legal.getByRole('link', { name: 'Impressum', exact: true });
    expect(await internal.getAttribute('target')).toBeNull();
    // Every link to another site opens in a new tab, except the country shops (a switch of shop).
    for (const link of await footerLinks(page)) {
      if (new URL(link.href).origin === browser.url || link.country) continue;
      expect(link.target, link.text).toBe('_blank');
      expect(link.rel, link.text).toContain('noreferrer');
    }
  });

  it('opens the consent manager: event first, then window.__cmp unless cancelled', async () => {
    const { page, errors } = await openFooter(
      browser,
      `${RECORDER}<script>window.cmpCalls = []; window.__cmp = (command) => cmpCalls.push(command);</script><shop-footer></shop-footer>`,
    );
    const button = page.getByRole('button', { name: 'Cookie-Einstellungen' });
    await button.click();
    expect(await seen(page)).toEqual([{ name: 'consent-manager-open', detail: {}, cancelable: true }]);
    expect(await page.evaluate(() => window.cmpCalls)).toEqual(['showScreen']);
    await page.evaluate(() => (window.cancelNext = true));
    await button.click();
    expect(await page.evaluate(() => window.cmpCalls)).toEqual(['showScreen']);
    expect(ownErrors(errors)).toEqual([]);
  });
});

describe('<shop-footer> content property', () => {
  const CONTENT = `<script>
    const footer = document.createElement('shop-footer');
    footer.content = {
      headline: '<img src=x onerror="window.hacked=true">',
      teaser: { groups: [{ heading: { iconName: 'payment', link: { url: '/pay', text: 'Pay' } }, links: [{ link: { url: 'javascript:window.hacked=true', text: 'Evil link' } }, { link: { url: '/ok', text: 'Good link' } }] }] },
      legalLinks: [{ url: 'JaVaScRiPt:alert(1)', text: 'Evil legal' }, { url: 'data:text/html,<script>alert(1)<\\/script>', text: 'Data legal' }, { url: '/imprint', text: 'Imprint' }],
      qualityLogos: { heading: 'Seals', logos: [{ image: { label: 'Known', source: 'BEVH', width: 90, height: 45 } }, { image: { label: 'Unknown seal', source: 'MADE_UP_SEAL', width: 80, height: 80 } }] },
      seo: 'not an object',
    };
    document.body.append(footer);
  </script>`;

  it('renders javascript: and data: URLs as plain text, markup as text, and skips malformed parts', async () => {
    const { page, errors, pageErrors } = await openFooter(browser, CONTENT);
    expect(await page.getByRole('link', { name: 'Good link' }).getAttribute('href')).toBe('/ok');
    for (const text of ['Evil link', 'Evil legal', 'Data legal']) {
      expect(await page.getByRole('link', { name: text }).count(), text).toBe(0);
      expect(await page.locator('shop-footer').getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await page.getByRole('heading', { name: '<img src=x onerror="window.hacked=true">' }).count()).toBe(1);
    expect(await page.evaluate(() => window.hacked)).toBeUndefined();
    const logged = ownErrors(errors).join('\n');
    expect(logged).toMatch(/teaser\.groups\[0\]\.links\[0\]\.link.*javascript:/);
    expect(logged).toMatch(/content seo: not an object/);
    expect(pageErrors).toEqual([]);
  });

  it('logs an unknown logo source and shows no image for it, and no broken image', async () => {
    const { page, errors } = await openFooter(browser, CONTENT);
    await expect.poll(() => ownErrors(errors).some((error) => error.includes('unknown logo source "MADE_UP_SEAL"'))).toBe(true);
    expect(await page.getByRole('img', { name: 'Known' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Unknown seal' }).count()).toBe(0);
    // Lazy images, each loading on its own.
    const broken = () =>
      page.evaluate(
        () =>
          [...document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('img')].filter(
            (img) => !img.complete || img.naturalWidth === 0,
          ).length,
      );
    await expect.poll(broken).toBe(0);
  });

  it('loads the logos from asset-origin', async () => {
    // An origin that answers, written with a trailing slash: a logo that fails would turn into a text badge.
    const assets = browser.url;
    const { page } = await openFooter(browser, `<shop-footer asset-origin="${assets}/"></shop-footer>`);
    const sources = await page.evaluate(() =>
      [...document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) expect(source?.startsWith(`${assets}/service/footer/footer-images/logos/`)).toBe(true);
    for (const source of sources) expect(source).toMatch(/\/logos\/[a-z0-9-]+\.svg$/);
  });
});
