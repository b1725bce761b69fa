// Pre-rendered markup once the module runs (docs/prerendered.md): a pre-rendered element
// wakes when needed and then behaves as one the module rendered; what only the page knows comes as
// an update that moves nothing the visitor sees.
import { describe, expect, it } from 'vitest';
import { ARTICLE, allHydrated, footerHydrated, fragment, hydration, NEVER_IDLE, shopPage } from './support/prerendered';
import { auditWcag22 } from './support/audit';
import { ownErrors, reactSettled, useBrowser } from './support/harness';

const browser = useBrowser();

/** Records every layout shift's value (no input happens on these pages). */
const SHIFT_RECORDER =
  'window.layoutShifts = []; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.layoutShifts.push(entry.value); }).observe({ type: "layout-shift", buffered: true });';

describe('a pre-rendered element once the module runs', () => {
  it('has the same DOM as one the module rendered, with each style sheet in it once', async () => {
    const body = `${fragment('de', 'nl-signup.DE')}<nl-signup id="rendered" site="DE"></nl-signup>${ARTICLE}`;
    const { page } = await browser.open('/same-dom.html', { document: shopPage(body) });
    await allHydrated(page);
    await page.waitForFunction(() => document.querySelector('#rendered')?.shadowRoot?.querySelector('.nl-form'));
    const shape = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('nl-signup')].map((host) => {
          const root = host.shadowRoot!;
          const outline = (element: Element, depth: number): string =>
            `${element.localName}.${[...element.classList].join('.')}${depth > 0 ? `(${[...element.children].map((child) => outline(child, depth - 1)).join(',')})` : ''}`;
          return {
            children: [...root.children].map((child) => outline(child, 2)),
            styleElements: root.querySelectorAll('style').length,
            adoptedSheets: root.adoptedStyleSheets.length,
          };
        }),
      );
    const [prerendered, rendered] = await shape();
    expect(prerendered).toEqual(rendered);
    expect(rendered.children[0]).toMatch(/^div\.sf-container\(div\.sf-root/);
    expect(rendered.styleElements).toBe(0);
    expect(rendered.adoptedSheets).toBeGreaterThan(0);
  });

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
    expect(ownErrors(opened.errors)).toEqual([]);
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
    expect(ownErrors(errors)).toEqual([]);
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
    // The footer is out of view: the reduce cookie applies at once.
    const body = `${fragment('hu', 'nl-signup.HU')}<div style="height:1500px"></div>${fragment('hu', 'shop-footer.HU.newsletter')}${fragment('hu', 'preview-panel.HU')}`;
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
    expect(ownErrors(opened.errors)).toEqual([]);
  });

  it('holds what the services answer after hydration while the footer is in view, and applies it once the visitor has scrolled away: nothing moves', async () => {
    browser.backend.configure({
      promotion: { text: 'Sommerfest', icon: 'sale', link: { url: '/sale', text: 'Zum Angebot' } },
      newsletterStatus: 'SUBSCRIBED',
    });
    const body = `<h1>Shop</h1><div style="height:4000px"></div>${fragment('de', 'shop-footer.DE.newsletter')}`;
    const { page, errors } = await browser.open('/answers.html', {
      width: 412,
      height: 915,
      document: shopPage(body, '/dist/markets/storefront-elements.de.js'),
      initScript: `${NEVER_IDLE} ${SHIFT_RECORDER}`,
    });
    await page.waitForFunction(() => customElements.get('shop-footer') !== undefined);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => footerHydrated(page)).toBe(true);
    await expect.poll(() => browser.backend.calls('promotion').length + browser.backend.calls('psdata').length).toBe(2);
    await page.waitForLoadState('networkidle');
    // Two frames after the answers: they were handled, and held.
    await reactSettled(page);
    const footer = page.locator('shop-footer');
    expect(await footer.locator('.ft-promotion').count()).toBe(0);
    expect(await footer.locator('nl-signup').count()).toBe(1);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => footer.locator('.ft-promotion').count()).toBe(1);
    await expect.poll(() => footer.locator('nl-signup').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.getByRole('link', { name: 'Zum Angebot' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('moves nothing on a cold load nor on a warm one (the module from the cache)', async () => {
    // The demo's page of fragments, text around the sign-up and the footer below, served as a shop serves it.
    const { page } = await browser.open('/prerendered.html?site=DE', {
      width: 412,
      height: 915,
      initScript: SHIFT_RECORDER,
    });
    const moduleFromCache: boolean[] = [];
    page.on(
      'response',
      (response) => response.url().endsWith('.de.js') && moduleFromCache.push(response.status() === 304 || response.fromServiceWorker()),
    );
    for (const load of ['cold', 'warm']) {
      if (load === 'warm') await page.reload();
      await allHydrated(page);
      expect(await hydration(page)).toEqual({ hydrated: 2, total: 2 });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await reactSettled(page);
      expect({ load, shifts: await page.evaluate(() => window.layoutShifts) }).toEqual({ load, shifts: [] });
    }
    expect(moduleFromCache).toEqual([true]);
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
