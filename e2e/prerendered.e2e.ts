// Pre-rendered markup (README, "Pre-rendered markup"): the fragments of dist/html/ paint with no
// script, look as the module's own render does, and the module hydrates them (no mismatch for any
// site or variant) when they are needed; then they behave as elements the module rendered.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditWcag22 } from './support/audit';
import { useBrowser } from './support/harness';

/** Each market module and the sites it carries, written out (README, "Which module a page loads"). */
const MARKETS = {
  de: ['DE'],
  at: ['AT'],
  ch: ['CH', 'CH_FR'],
  cz: ['CZ'],
  hu: ['HU'],
  sk: ['SK'],
  tr: ['TR'],
  pl: ['PL'],
} as const;
const FOOTER_VARIANTS = ['', '.newsletter', '.reduced', '.checkout'];

const STYLE_HASHES: Record<string, string> = JSON.parse(readFileSync('dist/html/style-hashes.json', 'utf8'));
const STRICT_CSP = `default-src 'self'; script-src 'self'; style-src 'self' ${Object.values(STYLE_HASHES).join(' ')}; img-src 'self' data:`;

const browser = useBrowser();

const fragment = (market: string, name: string) => readFileSync(`dist/html/${market}/${name}.html`, 'utf8');

/** A shop page holding fragments: the reserve stylesheet in its head and, unless `module` is null, a module. */
const shopPage = (body: string, module: string | null = '/dist/storefront-elements.js') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/dist/storefront-elements.css">${module ? `<script type="module" src="${module}"></script>` : ''}</head>
<body>${body}</body></html>`;

const ARTICLE = '<p class="after">Frisch gerösteter Kaffee, sorgfältig ausgewählt und fair gehandelt.</p>';

/** How many pre-rendered contents (also inside other elements' shadow roots) React has hydrated, and how many there are. */
const hydration = (page: Page) =>
  page.evaluate(() => {
    const wrappers: Element[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const host of root.querySelectorAll('*')) {
        if (!host.shadowRoot) continue;
        wrappers.push(...[...host.shadowRoot.children].filter((child) => child.classList.contains('sf-prerendered')));
        visit(host.shadowRoot);
      }
    };
    visit(document);
    const hydrated = wrappers.filter((wrapper) => Object.keys(wrapper).some((key) => key.startsWith('__reactContainer$')));
    return { hydrated: hydrated.length, total: wrappers.length };
  });

const allHydrated = async (page: Page) => {
  await expect.poll(async () => (await hydration(page)).hydrated, { timeout: 15_000 }).toBe((await hydration(page)).total);
};

/** The box of each kit element and of the text after it, rounded to the pixel. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('nl-signup, shop-footer, p.after')].map((element) => {
      const { top, height } = element.getBoundingClientRect();
      return `${element.localName}: ${Math.round(top + scrollY)} +${Math.round(height)}`;
    }),
  );

describe('pre-rendered markup with no script', () => {
  it.each([375, 768, 1280])('shows the sign-up and the footer at %i px as the module renders them, with real links', async (width) => {
    const body = `<h1>Shop</h1>${fragment('de', 'nl-signup.DE')}${ARTICLE}${fragment('de', 'shop-footer.DE.newsletter')}`;
    const noScript = await browser.newContext({ width, height: 900 });
    const page = await noScript.newPage();
    await page.route('**/no-script.html', (route) => route.fulfill({ contentType: 'text/html', body: shopPage(body, null) }));
    await page.goto(`${browser.url}/no-script.html`);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const preRendered = await page.screenshot({ fullPage: true, animations: 'disabled' });
    const preRenderedBoxes = await boxes(page);

    // The same page as the module renders it, without fragments, once everything is rendered.
    const clientBody = `<h1>Shop</h1><nl-signup site="DE"></nl-signup>${ARTICLE}<shop-footer site="DE" newsletter></shop-footer>`;
    const { page: client } = await browser.open('/client.html', { width, height: 900, document: shopPage(clientBody) });
    await client.waitForFunction(() => {
      const footer = document.querySelector('shop-footer')?.shadowRoot?.querySelector('footer.ft:not([aria-busy])');
      const signups = [document.querySelector('nl-signup'), footer?.querySelector('nl-signup')];
      return signups.every((signup) => signup?.shadowRoot?.querySelector('form')) && [...document.images].every((image) => image.complete);
    });
    await client.waitForFunction(() => [...document.images].every((image) => image.complete));
    expect(await boxes(client)).toEqual(preRenderedBoxes);
    expect(Buffer.compare(await client.screenshot({ fullPage: true, animations: 'disabled' }), preRendered)).toBe(0);

    const links = await page.evaluate(() =>
      [...(document.querySelector('shop-footer')?.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
    );
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((href) => !href || href === '#')).toEqual([]);
  });

  it('the footer’s links are in the page’s HTML as a crawler fetches it', async () => {
    const html = fragment('de', 'shop-footer.DE');
    for (const href of ['/impressum', '/privacy', '/agb', '/widerrufsrecht', '/kaffee', '/kaffee-abo', 'https://www.bevh.org/'])
      expect(html).toContain(`href="${href}"`);
  });
});

describe('hydration', () => {
  it.each(Object.entries(MARKETS))(
    'the %s module hydrates every fragment of its sites with no mismatch and nothing logged',
    async (market, sites) => {
      const body = sites
        .flatMap((site) => [
          fragment(market, `nl-signup.${site}`),
          ...FOOTER_VARIANTS.map((variant) => fragment(market, `shop-footer.${site}${variant}`)),
          fragment(market, `preview-panel.${site}`),
        ])
        .join(ARTICLE);
      const opened = await browser.open('/market.html', {
        width: 412,
        height: 915,
        document: shopPage(body, `/dist/markets/storefront-elements.${market}.js`),
      });
      await allHydrated(opened.page);
      // One nested sign-up per footer with `newsletter`.
      expect(await hydration(opened.page)).toEqual({ hydrated: sites.length * 7, total: sites.length * 7 });
      expect(opened.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
      expect(opened.warnings).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
    },
  );

  it('the all-sites module hydrates every site’s fragments, under a strict CSP that allows only their style hashes and enforces Trusted Types', async () => {
    const body = Object.entries(MARKETS)
      .flatMap(([market, sites]) =>
        sites.flatMap((site) => [fragment(market, `nl-signup.${site}`), fragment(market, `shop-footer.${site}.newsletter`)]),
      )
      .join(ARTICLE);
    const opened = await browser.open('/all.html', {
      width: 1280,
      height: 900,
      document: shopPage(body),
      headers: { 'Content-Security-Policy': `${STRICT_CSP}; require-trusted-types-for 'script'; trusted-types 'none'` },
    });
    await allHydrated(opened.page);
    // Each site's sign-up, footer and the footer's sign-up.
    expect(await hydration(opened.page)).toEqual({ hydrated: 27, total: 27 });
    expect(opened.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    expect(opened.warnings).toEqual([]);
    // The inline styles applied: the submit button has the kit's primary colour.
    const button = opened.page.locator('nl-signup').first().locator('button[type="submit"]');
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(0, 64, 107)');
  });
});

/** A page that is never idle for the kit: only coming near or a first interaction wakes a pre-rendered element. */
const NEVER_IDLE = 'window.requestIdleCallback = () => 0;';
const footerHydrated = (page: Page) =>
  page.evaluate(() => {
    const wrapper = [...(document.querySelector('shop-footer')?.shadowRoot?.children ?? [])].find((child) =>
      child.classList.contains('sf-prerendered'),
    );
    return Object.keys(wrapper ?? {}).some((key) => key.startsWith('__reactContainer$'));
  });

describe('a pre-rendered element once the module runs', () => {
  it('far below the fold, wakes on the first focus reaching it, keeps that focus and then works (phone accordion, consent link, country list)', async () => {
    const body = `<h1>Shop</h1><div style="height:4000px"></div>${fragment('de', 'shop-footer.DE')}
<script type="module">window.seen = []; document.addEventListener('consent-manager-open', (event) => { seen.push(event.type); event.preventDefault(); });</script>`;
    const opened = await browser.open('/far.html', { width: 375, height: 800, document: shopPage(body), initScript: NEVER_IDLE });
    const { page } = opened;
    await page.waitForFunction(() => customElements.get('shop-footer') !== undefined);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect(await footerHydrated(page)).toBe(false);

    const focused = await page.evaluate(() => {
      const link = document.querySelector('shop-footer')?.shadowRoot?.querySelector<HTMLAnchorElement>('a[href="/impressum"]');
      link?.focus({ preventScroll: true });
      return link?.getAttribute('href');
    });
    expect(focused).toBe('/impressum');
    await expect.poll(() => footerHydrated(page)).toBe(true);
    // Hydration kept the DOM: the link the visitor is on is still the focused one.
    expect(await page.evaluate(() => document.querySelector('shop-footer')?.shadowRoot?.activeElement?.getAttribute('href'))).toBe(
      '/impressum',
    );

    const toggle = page.locator('shop-footer .ft-group__toggle', { hasText: 'Lieferung' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Lieferzeiten', exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect.poll(() => page.evaluate(() => window.seen)).toEqual(['consent-manager-open']);
    const countries = page.getByRole('button', { name: 'Land wählen Deutschland' });
    await countries.click();
    await expect.poll(() => countries.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Österreich', exact: true }).isVisible()).toBe(true);
    expect(opened.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('keeps what was typed before the module ran, submits it, and survives a move', async () => {
    const body = `${fragment('hu', 'nl-signup.HU')}${ARTICLE}<div id="elsewhere"></div>`;
    const context = await browser.newContext({ width: 412, height: 915 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // The module arrives only once the visitor has typed into the pre-rendered field.
    const gate: { open?: () => void } = {};
    const typed = new Promise<void>((done) => {
      gate.open = done;
    });
    await page.route('**/storefront-elements.hu.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.route('**/signup.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: shopPage(body, '/dist/markets/storefront-elements.hu.js') }),
    );
    await page.goto(`${browser.url}/signup.html`, { waitUntil: 'commit' });
    const signup = page.locator('nl-signup');
    await signup.locator('input[name="newsletterEmail"]').fill('anna@example.com');
    expect(await page.evaluate(() => customElements.get('nl-signup'))).toBeUndefined();
    gate.open?.();
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, total: 1 });
    expect(await signup.locator('input[name="newsletterEmail"]').inputValue()).toBe('anna@example.com');
    // The visitor was in the field: the fields it reveals are there.
    await signup.locator('input[name="firstName"]').waitFor();

    // A move (a CMS or carousel re-inserting it) keeps the element's state.
    await page.evaluate(() => document.querySelector('#elsewhere')?.append(document.querySelector('nl-signup') as Node));
    expect(await signup.locator('input[name="newsletterEmail"]').inputValue()).toBe('anna@example.com');

    // HU asks for the salutation and the name (specification, section 2).
    await signup.locator('select[name="salutation"]').selectOption('MRS');
    await signup.locator('input[name="firstName"]').fill('Anna');
    await signup.locator('input[name="lastName"]').fill('Kovács');
    await signup.locator('input[name="consents"]').check();
    await signup.locator('button[type="submit"]').click();
    await signup.locator('.nl-success').waitFor();
    expect(browser.backend.calls('newsletterSignup').map((call) => call.body)).toEqual([
      {
        email: 'anna@example.com',
        salutation: 'MRS',
        firstName: 'Anna',
        lastName: 'Kovács',
        consents: ['DNE'],
        origin: 'NEWSLETTER',
        originAddition: '',
      },
    ]);
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('renders again on an attribute change: another site, then the same markup as the module’s own render', async () => {
    const body = fragment('de', 'nl-signup.DE');
    const { page, errors } = await browser.open('/site-change.html', { width: 412, height: 915, document: shopPage(body) });
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, total: 1 });
    await page.evaluate(() => document.querySelector('nl-signup')?.setAttribute('site', 'CZ'));
    await expect.poll(() => page.locator('nl-signup .sf-root').getAttribute('lang')).toBe('cs-CZ');
    await expect.poll(() => page.locator('nl-signup button[type="submit"]').textContent()).toBe('Přihlásit se');
    expect(errors).toEqual([]);
  });

  it('applies what only the page knows after hydration: the reduce cookie, the staff cookie, a customer’s prefill', async () => {
    browser.backend.configure({
      newsletterCustomer: { email: 'sule@example.com', salutation: 'MRS', firstName: 'Şule', lastName: 'Kovács', consents: [], legals: [] },
    });
    const body = `${fragment('hu', 'nl-signup.HU')}${fragment('hu', 'shop-footer.HU.newsletter')}${fragment('hu', 'preview-panel.HU')}`;
    const opened = await browser.open('/page-knows.html', {
      width: 1280,
      height: 900,
      document: shopPage(body, '/dist/markets/storefront-elements.hu.js'),
      cookies: { affiliateNumber: '4711', previewAuthToken: 'staff', loginToken: 'login-token-42' },
    });
    const { page } = opened;
    await expect.poll(() => page.locator('shop-footer footer.ft--reduced').count()).toBe(1);
    await expect.poll(() => page.locator('preview-panel').getByRole('button').count()).toBeGreaterThan(0);
    expect(await page.locator('shop-footer nl-signup').count()).toBe(0);
    // HU fills the customer's name in and locks it (specification, section 2).
    const signup = page.locator('body > nl-signup');
    await expect.poll(() => signup.locator('input[name="newsletterEmail"]').inputValue()).toBe('sule@example.com');
    expect(await signup.locator('input[name="lastName"]').inputValue()).toBe('Kovács');
    expect(await signup.locator('input[name="firstName"]').isDisabled()).toBe(true);
    expect(browser.backend.calls('newsletterBaseData').map((call) => call.headers['x-logintoken'])).toEqual(['login-token-42']);
    expect(opened.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('passes the WCAG 2.2 audit with no script and once hydrated', async () => {
    const body = `<main><h1>Shop</h1>${fragment('pl', 'nl-signup.PL')}${ARTICLE}</main>${fragment('pl', 'shop-footer.PL.newsletter')}`;
    const noScript = await browser.newContext({ width: 375, height: 800 });
    const page = await noScript.newPage();
    await page.route('**/audit.html', (route) => route.fulfill({ contentType: 'text/html', body: shopPage(body, null) }));
    await page.goto(`${browser.url}/audit.html`);
    expect((await auditWcag22(page)).violations).toEqual([]);

    const { page: scripted } = await browser.open('/audit-js.html', {
      width: 375,
      height: 800,
      document: shopPage(body, '/dist/markets/storefront-elements.pl.js'),
    });
    await allHydrated(scripted);
    expect((await auditWcag22(scripted)).violations).toEqual([]);
  });
});

describe('the demo page built from the fragments', () => {
  it('shows the sign-up and the footer without JavaScript, then loads the module from its link, under its CSP', async () => {
    const { page, errors } = await browser.open('/prerendered.html?site=HU&script=off', { width: 375, height: 800 });
    expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(0);
    expect(await page.locator('nl-signup').getByRole('button', { name: 'Feliratkozom' }).isVisible()).toBe(true);
    expect(await page.locator('shop-footer').getByRole('link', { name: 'Impresszum' }).getAttribute('href')).toBeTruthy();
    await page.getByRole('link', { name: 'Load the module' }).click();
    await page.waitForURL('**/prerendered.html?site=HU');
    await allHydrated(page);
    expect(await hydration(page)).toEqual({ hydrated: 2, total: 2 });
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
