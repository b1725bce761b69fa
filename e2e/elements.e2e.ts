import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/harness';

const browser = useBrowser();
const TAGS = ['nl-signup', 'shop-footer', 'shop-layout', 'preview-panel', 'session-keeper'];

const rootLang = (tag: string, index = 0) =>
  `document.querySelectorAll('${tag}')[${index}].shadowRoot.querySelector('.sf-root')?.getAttribute('lang') ?? null`;
const rootText = (tag: string, index = 0) => `document.querySelectorAll('${tag}')[${index}].shadowRoot.textContent`;

describe('the bundle on a page', () => {
  it('defines every element once and tolerates the module being loaded twice', async () => {
    // Module scripts run in document order: the last one marks that the second copy has run.
    const { page, pageErrors, errors } = await browser.open('/twice.html', {
      html: `<script type="module" src="/dist/storefront-elements.js?second-copy"></script>
<script type="module">document.documentElement.dataset.secondCopyRan = '';</script><nl-signup></nl-signup>`,
    });
    await page.waitForFunction(() => document.querySelector('nl-signup')?.shadowRoot?.querySelector('form'));
    await page.waitForFunction(() => 'secondCopyRan' in document.documentElement.dataset);
    const defined = await page.evaluate((tags) => tags.map((tag) => Boolean(customElements.get(tag))), TAGS);
    expect(defined).toEqual(TAGS.map(() => true));
    expect(pageErrors).toEqual([]);
    expect(errors.filter((e) => /already|defined/i.test(e))).toEqual([]);
  });

  it('reads a bare boolean attribute as on, and its removal as off', async () => {
    const { page } = await browser.open('/boolean.html', { html: '<nl-signup doi-error></nl-signup>' });
    const notice = page.locator('nl-signup').getByText('Leider ist dieser Link nicht mehr gültig', { exact: false });
    await expect.poll(() => notice.count()).toBe(1);
    await page.evaluate(() => document.querySelector('nl-signup')!.removeAttribute('doi-error'));
    await expect.poll(() => notice.count()).toBe(0);
    await page.evaluate(() => document.querySelector('nl-signup')!.setAttribute('doi-error', ''));
    await expect.poll(() => notice.count()).toBe(1);
  });

  it('re-renders a live element when its site changes', async () => {
    const { page } = await browser.open('/live.html', { html: '<nl-signup site="DE"></nl-signup>' });
    await expect.poll(() => page.evaluate(rootLang('nl-signup'))).toBe('de-DE');
    const german = await page.evaluate(rootText('nl-signup'));
    await page.evaluate(() => document.querySelector('nl-signup')!.setAttribute('site', 'hu'));
    await expect.poll(() => page.evaluate(rootLang('nl-signup'))).toBe('hu-HU');
    expect(await page.evaluate(rootText('nl-signup'))).not.toBe(german);
  });

  it('keeps two elements of different sites in their own language', async () => {
    const { page } = await browser.open('/two.html', { html: '<nl-signup site="DE"></nl-signup><nl-signup site="TR"></nl-signup>' });
    await expect.poll(() => page.evaluate(`[${rootLang('nl-signup', 0)}, ${rootLang('nl-signup', 1)}]`)).toEqual(['de-DE', 'tr-TR']);
    const german = await page.evaluate(rootText('nl-signup', 0));
    const turkish = await page.evaluate(rootText('nl-signup', 1));
    expect(german).not.toBe(turkish);
    await page.evaluate(() => document.querySelectorAll('nl-signup')[1].setAttribute('site', 'PL'));
    await expect.poll(() => page.evaluate(rootLang('nl-signup', 1))).toBe('pl-PL');
    expect(await page.evaluate(rootLang('nl-signup', 0))).toBe('de-DE');
    expect(await page.evaluate(rootText('nl-signup', 0))).toBe(german);
  });

  it('renders nothing for an unknown site and logs one error naming it', async () => {
    // The last element has a known site: once it rendered, the two before it had their chance.
    const { page, errors } = await browser.open('/unknown.html', {
      html: '<nl-signup site="FR"></nl-signup><shop-footer site="XX"></shop-footer><nl-signup id="sentinel" site="DE"></nl-signup>',
    });
    await page.locator('#sentinel input[name="newsletterEmail"]').waitFor();
    const rendered = await page.evaluate(() =>
      ['nl-signup', 'shop-footer'].map((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('.sf-root')),
    );
    expect(rendered).toEqual([null, null]);
    // Elements render in transitions, so the two errors may come in either order.
    await expect.poll(() => errors.filter((e) => /Unknown site/.test(e)).length).toBe(2);
    const siteErrors = errors.filter((e) => /Unknown site/.test(e));
    for (const site of ['"FR"', '"XX"']) {
      const named = siteErrors.filter((e) => e.includes(site));
      expect(named).toHaveLength(1);
      expect(named[0]).toContain('AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR');
    }
  });

  it('sets lang on every visible element from its locale, and a locale attribute overrides the site', async () => {
    const { page } = await browser.open('/lang.html', {
      html: '<nl-signup site="CH" locale="fr-CH"></nl-signup><shop-footer site="CZ"></shop-footer>',
    });
    await expect.poll(() => page.evaluate(`[${rootLang('nl-signup')}, ${rootLang('shop-footer')}]`)).toEqual(['fr-CH', 'cs-CZ']);
  });
});
