// The chunks a market module loads each element's view from (docs/on-your-page.md, "Serving the
// files"): relative to the module's own address, from another origin with CORS under a strict CSP,
// and, when one fails, the element as it is, one error naming the file, another try at the next
// interaction, and no unhandled rejection.
import { describe, expect, it } from 'vitest';
import { ownErrors, startDemoServer, useBrowser } from './support/harness';
import { fragment, shopPage } from './support/prerendered';

const browser = useBrowser();

const MODULE = '/dist/markets/storefront-elements.de.js';

/** Records the page's storefront-error events from before the module runs. */
const RECORD_ERRORS = `<script>window.kitErrors = []; document.addEventListener('storefront-error', (event) => window.kitErrors.push(event.detail));</script>`;

const isRendered = (tag: string) => document.querySelector(tag)?.matches(':state(sf-rendered)') === true;

describe('the chunks of a market module', () => {
  it('leaves a pre-rendered sign-up as it is when its view does not load, says which file once, and loads it at the next interaction', async () => {
    const { page, errors, pageErrors, context } = await browser.open('/failing.html', {
      document: shopPage(`${RECORD_ERRORS}<h1>Newsletter</h1>${fragment('de', 'nl-signup.DE')}`, MODULE),
    });
    await context.route(/\/chunks\/nl-signup\.view-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    // The page again, now that the sign-up's view cannot load (a new document: a new module map).
    errors.length = 0;
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as unknown as { kitErrors: unknown[] }).kitErrors.length)).toBe(1);
    const [detail] = await page.evaluate(() => (window as unknown as { kitErrors: { element: string; message: string }[] }).kitErrors);
    expect(detail.element).toBe('nl-signup');
    expect(detail.message).toMatch(
      /^its code did not load \(http:\/\/127\.0\.0\.1:\d+\/dist\/markets\/chunks\/nl-signup\.view-[\w-]+\.js\); it tries again at the next interaction\.$/,
    );
    // What the page showed stays: the pre-rendered form, its field usable.
    const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(await email.isVisible()).toBe(true);
    expect(await page.evaluate(isRendered, 'nl-signup')).toBe(false);

    await context.unroute(/\/chunks\/nl-signup\.view-[\w-]+\.js$/);
    await email.focus();
    await page.waitForFunction(isRendered, 'nl-signup');
    expect(await page.evaluate(() => (window as unknown as { kitErrors: unknown[] }).kitErrors.length)).toBe(1);
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some(({ name }) => /nl-signup\.view-[\w-]+\.js\?retry=1$/.test(name)),
      ),
    ).toBe(true);
    expect(ownErrors(errors).filter((line) => !line.includes('its code did not load'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('load from another origin with CORS, relative to the module, under a CSP that allows only the two origins', async () => {
    const cdn = await startDemoServer({ cors: true });
    const { page, errors, pageErrors } = await browser.open('/cdn.html', {
      document: shopPage('<h1>Impressum</h1><shop-footer site="DE"></shop-footer>', `${cdn.url}${MODULE}`),
      headers: { 'Content-Security-Policy': `default-src 'self'; script-src 'self' ${cdn.url}; style-src 'self'; img-src 'self'` },
    });
    await page.waitForFunction(isRendered, 'shop-footer');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(({ name }) => name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.every((name) => name.startsWith(`${cdn.url}/dist/markets/`))).toBe(true);
    expect(ownErrors(errors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('define each element once with two market modules and one of them twice on the page', async () => {
    const modules = ['/dist/markets/storefront-elements.de.js', '/dist/markets/storefront-elements.at.js', `${MODULE}?again`];
    const { page, errors, pageErrors } = await browser.open('/twice.html', {
      document: shopPage(
        `<shop-footer site="DE"></shop-footer>${modules.map((module) => `<script type="module" src="${module}"></script>`).join('')}`,
        MODULE,
      ),
    });
    await page.waitForFunction(isRendered, 'shop-footer');
    expect(
      await page.evaluate(() =>
        ['nl-signup', 'shop-footer', 'shop-layout', 'preview-panel', 'session-keeper'].map((tag) => Boolean(customElements.get(tag))),
      ),
    ).toEqual([true, true, true, true, true]);
    expect(ownErrors(errors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
