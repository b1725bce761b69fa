// Pages that move nodes (carousels, tab widgets, CMS editors), hand the footer odd content objects,
// place many forms and answer late: the visitor loses nothing and sees nothing vanish under the
// pointer; an element the page really removed is torn down.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { testPageHtml, useBrowser } from '../support/harness';
import { footerPainted } from '../support/shop-footer';
import { kitErrors, RECORDER, seen } from '../support/host-pages';

const browser = useBrowser();

/** docs/on-your-page.md: an element taken out of the page is kept for one second. */
const GRACE_MS = 1000;

const signupIn = (page: Page, selector: string) => {
  const form = page.locator(selector);
  return {
    email: form.locator('input[name="newsletterEmail"]'),
    consent: form.locator('input[name="consents"]'),
    submit: form.locator('button[type="submit"]'),
    success: form.getByRole('group', { name: 'Vielen Dank für Ihre Newsletter-Anmeldung' }),
  };
};

type Parking = Window & { parked?: Element };
/** Takes the element out of the page, keeping a reference as a carousel does. */
const park = (page: Page, selector: string) =>
  page.evaluate((which) => {
    const element = document.querySelector(which)!;
    (window as Parking).parked = element;
    element.remove();
  }, selector);
const putBack = (page: Page, holder: string) =>
  page.evaluate((to) => document.querySelector(to)!.append((window as Parking).parked!), holder);
/** Moves the element in one task: removed and inserted at once. */
const move = (page: Page, selector: string, holder: string) =>
  page.evaluate(([which, to]) => document.querySelector(to)!.append(document.querySelector(which)!), [selector, holder]);

const SLIDES = '<div id="slide-1"><nl-signup id="moved" site="DE"></nl-signup></div><div id="slide-2"></div>';
// no user-facing handle: whether the detached element's shadow root still holds its render root is what is tested
const shadowRendered = (page: Page) => page.evaluate(() => (window as Parking).parked?.shadowRoot?.querySelector('.sf-root') != null);

describe('an element moved by the page', () => {
  it('keeps what the visitor typed and the shown thanks, moved at once or put back within the grace period', async () => {
    const opened = await browser.open('/move.html', { html: SLIDES, initScript: RECORDER });
    const { page } = opened;
    const form = signupIn(page, '#moved');
    await form.email.fill('anna@example.com');
    await form.consent.check();
    await move(page, '#moved', '#slide-2');
    expect(await form.email.inputValue()).toBe('anna@example.com');
    expect(await form.consent.isChecked()).toBe(true);

    // Out of the page for half the grace period, timed in the page itself: its timer is due before the
    // element's teardown, however slowly the machine runs (a fake clock let real time pass as well).
    await page.evaluate(
      async ([which, to, outMs]) => {
        const element = document.querySelector(which)!;
        element.remove();
        await new Promise((back) => setTimeout(back, outMs));
        document.querySelector(to)!.append(element);
      },
      ['#moved', '#slide-1', GRACE_MS / 2] as const,
    );
    expect(await form.email.inputValue()).toBe('anna@example.com');
    expect(await form.consent.isChecked()).toBe(true);

    await form.submit.click();
    await form.success.waitFor();
    await move(page, '#moved', '#slide-2');
    expect(await form.success.isVisible()).toBe(true);
    expect((await seen(page)).submits).toEqual([{ result: 'SUCCESS' }]);
    expect(opened.pageErrors).toEqual([]);
  });

  it('moved while the sign-up call is in flight: still the thanks, with exactly one POST and one event', async () => {
    browser.backend.configure({ delays: { newsletterSignup: 800 } });
    const opened = await browser.open('/move-in-flight.html', { html: SLIDES, initScript: RECORDER });
    const { page } = opened;
    const form = signupIn(page, '#moved');
    await form.email.fill('anna@example.com');
    await form.consent.check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/newsletter-subscribers'));
    await form.submit.click();
    await sent;
    // Out of the page and back while the call (answered after 800 ms) is in flight.
    await park(page, '#moved');
    await putBack(page, '#slide-2');
    await form.success.waitFor();
    expect(browser.backend.calls('newsletterSignup')).toHaveLength(1);
    expect((await seen(page)).submits).toEqual([{ result: 'SUCCESS' }]);
    expect(await page.evaluate(() => (window.dataLayer as unknown[] | undefined)?.length)).toBe(1);
    expect(opened.pageErrors).toEqual([]);
  });

  it('taken out for good: torn down once the grace period is over, not before', async () => {
    const opened = await browser.open('/removed.html', { html: SLIDES, initScript: RECORDER });
    const { page } = opened;
    await signupIn(page, '#moved').email.waitFor();
    // Looked at by a page timer due 100 ms before the grace period's (both real time): it fires first
    // however busy the machine, where two calls from the test could be a second apart.
    const renderedJustBeforeGraceEnds = await page.evaluate(
      (graceMs) =>
        new Promise<boolean>((resolve) => {
          const element = document.querySelector('#moved')!;
          (window as Parking).parked = element;
          element.remove();
          setTimeout(() => resolve(element.shadowRoot?.querySelector('.sf-root') != null), graceMs - 100);
        }),
      GRACE_MS,
    );
    expect(renderedJustBeforeGraceEnds).toBe(true);
    await expect.poll(() => shadowRendered(page), { timeout: GRACE_MS + 4000 }).toBe(false);
    expect(opened.pageErrors).toEqual([]);
  });
});

const FOOTER = '<shop-footer site="DE"></shop-footer>';
// Each item of the legal navigation holds exactly one link or (consent-manager) button.
const footerLinkTexts = (page: Page) =>
  page
    .locator('shop-footer')
    .getByRole('navigation', { name: 'Rechtliche Hinweise', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .allTextContents();
const setContent = (page: Page, script: string) =>
  page.evaluate((source) => {
    const footer = document.querySelector('shop-footer') as HTMLElement & { content?: unknown };
    footer.content = new Function(`return (${source});`)();
  }, script);

describe('footer content from a CMS script', () => {
  it('a getter that throws, or a revoked Proxy: logged, the bundled content shown, the legal links never gone', async () => {
    const opened = await browser.open('/throwing-content.html', { html: FOOTER, initScript: RECORDER });
    const { page } = opened;
    await footerPainted(page);
    const bundled = await footerLinkTexts(page);
    expect(bundled).toContain('Impressum');

    await setContent(page, "{ get legalLinks() { throw new Error('CMS field not loaded'); } }");
    await expect.poll(() => kitErrors(opened).length).toBe(1);
    expect(kitErrors(opened)[0]).toContain(
      '[storefront-elements] <shop-footer>: the content property could not be read; showing the bundled content:',
    );
    expect(await footerLinkTexts(page)).toEqual(bundled);

    await setContent(page, "{ legalLinks: [{ url: '/cms-impressum', text: 'Impressum (CMS)' }] }");
    await expect.poll(() => footerLinkTexts(page)).toEqual(['Impressum (CMS)']);

    await setContent(page, '(() => { const r = Proxy.revocable({}, {}); r.revoke(); return r.proxy; })()');
    await expect.poll(() => kitErrors(opened).length).toBe(2);
    await expect.poll(() => footerLinkTexts(page)).toEqual(bundled);

    await setContent(page, 'undefined');
    await expect.poll(() => footerLinkTexts(page)).toEqual(bundled);
    expect(opened.pageErrors).toEqual([]);
    expect((await seen(page)).storefrontErrors).toHaveLength(2);
  });

  it('after a render error the footer renders again when its content changes', async () => {
    const opened = await browser.open('/render-error.html', { html: FOOTER, initScript: RECORDER });
    const { page } = opened;
    await footerPainted(page);
    // A page's broken Intl polyfill makes formatting an amount throw while the footer renders.
    await page.evaluate(() => {
      (window as unknown as { realNumberFormat: unknown }).realNumberFormat = Intl.NumberFormat;
      (Intl as unknown as { NumberFormat: unknown }).NumberFormat = () => {
        throw new Error('Intl polyfill failed');
      };
    });
    await setContent(page, "{ legalLinks: [{ url: '/versand', text: 'Versand ab {{amount:5}}' }] }");
    await expect.poll(() => page.locator('shop-footer').evaluate((footer) => footer.shadowRoot!.querySelector('footer'))).toBeNull();
    expect(kitErrors(opened).some((line) => line.includes('<shop-footer>: failed to render:'))).toBe(true);

    await page.evaluate(() => {
      (Intl as unknown as { NumberFormat: unknown }).NumberFormat = (window as unknown as { realNumberFormat: unknown }).realNumberFormat;
    });
    await setContent(page, "{ legalLinks: [{ url: '/cms-impressum', text: 'Impressum (CMS)' }] }");
    await expect.poll(() => footerLinkTexts(page)).toEqual(['Impressum (CMS)']);
  });
});

describe('many forms on one page', () => {
  it('one base-data call for 30 forms and the footer, each form prefilled', async () => {
    const forms = Array.from({ length: 30 }, (_, index) => `<nl-signup class="many" id="form-${index}" site="DE"></nl-signup>`).join('');
    const opened = await browser.open('/thirty-forms.html', {
      html: `${forms}<shop-footer site="DE" newsletter></shop-footer>`,
      cookies: { loginToken: 'customer-token' },
    });
    const { page } = opened;
    await footerPainted(page);
    const emails = () =>
      page
        .locator('nl-signup input[name="newsletterEmail"]')
        .evaluateAll((list) => (list as HTMLInputElement[]).map((input) => input.value));
    await expect.poll(async () => (await emails()).filter((value) => value === 'erika.mustermann@example.com').length).toBe(31);
    expect(browser.backend.calls('newsletterBaseData').map((call) => call.headers['x-logintoken'])).toEqual(['customer-token']);
    expect(kitErrors(opened)).toEqual([]);
  });
});

describe('a late psdata answer', () => {
  it('does not take the footer form from a visitor who has focused and typed into it', async () => {
    browser.backend.configure({ newsletterStatus: 'SUBSCRIBED' });
    // The answer is held until the visitor has typed, however slow the machine.
    const context = await browser.newContext();
    const held: Route[] = [];
    await context.route(/\/psdata$/, (route) => void held.push(route));
    const page = await context.newPage();
    const html =
      '<shop-footer id="used" site="DE" newsletter></shop-footer><shop-footer id="untouched" site="DE" newsletter></shop-footer>';
    await page.route(`${browser.url}/late-psdata.html`, (route) => route.fulfill({ contentType: 'text/html', body: testPageHtml(html) }));
    await page.goto(`${browser.url}/late-psdata.html`);
    await footerPainted(page, 0); // painted after its 3 s wait, before the answer
    await footerPainted(page, 1);
    const used = signupIn(page, '#used');
    await used.email.fill('anna@exa');
    expect(held).toHaveLength(1);
    await held[0]!.continue();
    // The form element itself, not its fields: they may not have rendered yet, and their absence would prove nothing.
    await expect.poll(() => page.locator('#untouched nl-signup').count()).toBe(0);
    expect(
      await page
        .locator('#used')
        .getByRole('textbox', { name: /E-Mail-Adresse/, includeHidden: true })
        .count(),
    ).toBe(1);
    expect(await used.email.inputValue()).toBe('anna@exa');
    expect(browser.backend.calls('psdata')).toHaveLength(1);
  });
});
