// A pre-rendered sign-up used before the module has hydrated it (docs/prerendered.md, "Before the
// module runs"): with JavaScript off, blocked or still loading, a submit never puts the visitor's
// address into a URL; it is carried out once the module runs, and the form says it needs JavaScript.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTICLE, fragment, hydration, shopPage } from './support/prerendered';
import { ownErrors, useBrowser } from './support/harness';

const browser = useBrowser();

const ADDRESS = 'kata.nowak@example.com';
/** Each way the address could stand in a URL or a Referer: as typed, percent-encoded, form-encoded, or its local part. */
const ADDRESS_FORMS = [ADDRESS, 'kata.nowak%40example.com', 'kata.nowak', 'example.com'];

/** The note the pre-rendered form shows once submitted before the module runs (specification's texts, per language). */
const NEEDS_SCRIPT = {
  PL: 'Zapis wymaga JavaScriptu: formularz zostanie wysłany, gdy tylko strona się załaduje. Jeśli JavaScript jest wyłączony, włącz go.',
  DE: 'Die Anmeldung braucht JavaScript: Sie wird abgeschickt, sobald die Seite fertig geladen ist. Ist JavaScript ausgeschaltet, schalten Sie es bitte ein.',
  HU: 'A feliratkozáshoz JavaScript szükséges: az űrlap elküldése megtörténik, amint az oldal betöltődött. Ha a JavaScript ki van kapcsolva, kérjük, kapcsolja be.',
};

/** Every request the page makes, with its Referer, and every navigation of its main frame. */
function recordTraffic(page: Page) {
  const requests: { url: string; referer: string }[] = [];
  const navigations: string[] = [];
  page.on('request', (request: Request) => requests.push({ url: request.url(), referer: request.headers().referer ?? '' }));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  return {
    requests,
    navigations,
    /** What of the address any URL or Referer holds (nothing, if the page is right). */
    leaks: () =>
      requests.flatMap(({ url, referer }) =>
        ADDRESS_FORMS.filter((form) => url.includes(form) || referer.includes(form)).map(
          (form) => `${form} in ${url} (Referer ${referer})`,
        ),
      ),
  };
}

/** A page serving `body` at /shop/page.html?campaign=spring, the module held back until `release()`. */
async function openHeldBack(body: string, module: string) {
  const context = await browser.newContext({ width: 412, height: 915 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  let release = (): void => undefined;
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(`**${module}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.route('**/shop/page.html*', (route) => route.fulfill({ contentType: 'text/html', body: shopPage(body, module) }));
  const traffic = recordTraffic(page);
  await page.goto(`${browser.url}/shop/page.html?campaign=spring`, { waitUntil: 'commit' });
  return { page, errors, traffic, release };
}

describe('a pre-rendered sign-up submitted before the module runs', () => {
  it('with JavaScript off: no address in any URL, history entry or Referer; the form says it needs JavaScript', async () => {
    const context = await browser.newContext({ width: 412, height: 915, javaScriptEnabled: false });
    const page = await context.newPage();
    const body = `<h1>Sklep</h1>${fragment('pl', 'nl-signup.PL')}${ARTICLE}<a id="next" href="/shop/next.html">Dalej</a>`;
    await page.route('**/shop/*.html*', (route) =>
      route.fulfill({ contentType: 'text/html', body: shopPage(body, '/dist/markets/storefront-elements.pl.js') }),
    );
    const traffic = recordTraffic(page);
    await page.goto(`${browser.url}/shop/page.html?campaign=spring`);
    const signup = page.locator('nl-signup');
    const note = signup.getByRole('status').filter({ hasText: 'JavaScript' });
    expect(await note.isVisible()).toBe(false);

    const email = signup.locator('input[type="email"]');
    await email.fill(ADDRESS);
    await email.press('Enter');
    await note.waitFor();
    expect(await note.textContent()).toBe(NEEDS_SCRIPT.PL);
    await signup.getByRole('button', { name: 'Zapisz się' }).click();
    await page.screenshot({ path: 'artifacts/prerendered-no-script-submitted.png' });

    // What the visitor typed stays; the page stays where it was, with its own query.
    expect(await email.inputValue()).toBe(ADDRESS);
    expect(page.url()).toBe(`${browser.url}/shop/page.html?campaign=spring`);
    expect(traffic.navigations).toEqual([`${browser.url}/shop/page.html?campaign=spring`]);
    // The next page's Referer is the page's own address, without the visitor's.
    await page.locator('#next').click();
    await page.waitForURL('**/shop/next.html');
    expect(traffic.requests.find(({ url }) => url.endsWith('/shop/next.html'))?.referer).toBe(
      `${browser.url}/shop/page.html?campaign=spring`,
    );
    expect(traffic.leaks()).toEqual([]);
    expect(browser.backend.calls()).toEqual([]);
  });

  it('with the module still loading: the submit waits for it, then is sent exactly as the visitor’s own, once', async () => {
    const body = `<h1>Shop</h1>${fragment('de', 'nl-signup.DE')}${ARTICLE}`;
    const { page, errors, traffic, release } = await openHeldBack(body, '/dist/markets/storefront-elements.de.js');
    const signup = page.locator('nl-signup');
    const email = signup.locator('input[type="email"]');
    await email.fill(ADDRESS);
    await email.press('Enter');
    const note = signup.getByRole('status').filter({ hasText: 'JavaScript' });
    await note.waitFor();
    expect(await note.textContent()).toBe(NEEDS_SCRIPT.DE);
    // Pressed again, impatient: still one sign-up.
    await signup.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await page.screenshot({ path: 'artifacts/prerendered-module-loading-submitted.png' });
    expect(await page.evaluate(() => customElements.get('nl-signup'))).toBeUndefined();
    expect(page.url()).toBe(`${browser.url}/shop/page.html?campaign=spring`);

    release();
    await signup.locator('.nl-success').waitFor();
    expect(await hydration(page)).toEqual({ hydrated: 1, total: 1 });
    expect(browser.backend.calls('newsletterSignup').map((call) => call.body)).toEqual([
      { email: ADDRESS, consents: [], origin: 'NEWSLETTER', originAddition: '' },
    ]);
    expect(await note.count()).toBe(0);
    expect(page.url()).toBe(`${browser.url}/shop/page.html?campaign=spring`);
    expect(traffic.navigations).toEqual([`${browser.url}/shop/page.html?campaign=spring`]);
    expect(traffic.leaks()).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('with the module still loading: a submit the site’s rules refuse shows their messages once it runs, and sends nothing', async () => {
    const body = `${fragment('hu', 'nl-signup.HU')}${ARTICLE}`;
    const { page, traffic, release } = await openHeldBack(body, '/dist/markets/storefront-elements.hu.js');
    const signup = page.locator('nl-signup');
    const email = signup.locator('input[type="email"]');
    await email.fill(ADDRESS);
    await email.press('Enter');
    await signup.getByRole('status').filter({ hasText: NEEDS_SCRIPT.HU }).waitFor();

    release();
    // HU requires the salutation and the name (specification, section 2): the first one takes the focus.
    await signup.locator('.sf-field__error', { hasText: 'A megszólítás megadása kötelező.' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('nl-signup')?.shadowRoot?.activeElement?.getAttribute('name')))
      .toBe('salutation');
    expect(await email.inputValue()).toBe(ADDRESS);
    expect(browser.backend.calls('newsletterSignup')).toEqual([]);
    expect(traffic.leaks()).toEqual([]);
  });
});

describe('a pre-rendered element of a site the module does not carry', () => {
  it('logs the one error a client element logs, shows nothing, and reports no mismatch', async () => {
    const body = `<h1>Sklep</h1>${fragment('de', 'nl-signup.DE')}${ARTICLE}`;
    const { page, errors } = await browser.open('/shop/market.html', {
      width: 412,
      height: 915,
      document: shopPage(body, '/dist/markets/storefront-elements.pl.js'),
    });
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.querySelector('nl-signup')?.shadowRoot?.querySelector('form') ?? null)).toBeNull();
    expect(errors).toEqual([
      '[storefront-elements] <nl-signup>: Site "DE" is not in this module, storefront-elements.pl.js, which carries PL. Load storefront-elements.de.js instead, or storefront-elements.js for every site.',
    ]);
  });
});
