import { describe, expect, it } from 'vitest';
import { DELIVERY_AND_RETURN_FACTS } from '../src/footer/spec.tables';
import { SPECIFIED_LOCALES } from '../src/sites/spec.tables';
import { useBrowser } from './support/harness';
import { COMMON_PATHS, EXPECTED, footerLinks, footerText, openFooter, ownErrors, SITES } from './shop-footer.support';

const browser = useBrowser();

describe('<shop-footer> content per site', () => {
  it.each(SITES)('%s shows the service headings and the delivery and return facts in its language', async (site) => {
    const { page, errors, warnings } = await openFooter(browser, `<shop-footer site="${site}"></shop-footer>`);
    expect(await page.locator('shop-footer .sf-root').getAttribute('lang')).toBe(SPECIFIED_LOCALES[site]);
    const headings = await page
      .getByRole('heading', { level: 3 })
      .filter({ has: page.locator('.ft-group__title') })
      .allInnerTexts();
    expect(headings.map((heading) => heading.trim())).toEqual(EXPECTED[site].headings);
    const text = await footerText(page);
    for (const fact of DELIVERY_AND_RETURN_FACTS[site]) expect(text).toContain(fact);
    expect(ownErrors(errors)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it.each(SITES)('%s links every entry to a real address, including the specification paths', async (site) => {
    const { page } = await openFooter(browser, `<shop-footer site="${site}"></shop-footer>`);
    const links = await footerLinks(page);
    expect(links.length).toBeGreaterThan(40);
    for (const link of links) {
      expect(link.attribute, link.text).toBeTruthy();
      expect(new URL(link.href).protocol, link.text).toMatch(/^https?:$/);
      expect(link.attribute, link.text).not.toMatch(/^#/);
    }
    const paths = links.map((link) => link.attribute ?? '');
    for (const path of [...COMMON_PATHS, ...EXPECTED[site].pages]) expect(paths, path).toContain(path);
    expect(paths.includes('/account'), 'order status').toBe(site === 'TR');
    const faq = paths.filter((path) => path.startsWith('/faq?')).map((path) => new URL(path, browser.url).searchParams);
    expect(faq.some((query) => query.has('category') && query.has('title'))).toBe(true);
    expect(faq.some((query) => query.has('category') && query.has('question'))).toBe(true);
  });

  it('shows the SEO, social, app, legal, sales-tax and quality parts in the specification order', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="DE" newsletter></shop-footer>');
    const order = await page.evaluate(() => {
      const root = document.querySelector('shop-footer')!.shadowRoot!;
      const parts = [
        'nl-signup',
        '.ft-methods',
        '.ft-service',
        '.ft-seo',
        '.ft-social',
        '.ft-apps',
        '.ft-legal',
        '.ft-tax',
        '.ft-view-changer',
        '.ft-quality',
      ];
      return parts.map((selector) => {
        const element = root.querySelector(selector);
        return element ? element.getBoundingClientRect().top : -1;
      });
    });
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect.poll(() => page.getByRole('navigation', { name: 'Beliebte Kategorien' }).getByRole('link').count()).toBe(12);
    expect(await page.getByRole('link', { name: 'Facebook' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /App Store \(iOS\)/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Google Play \(Android\)/ }).count()).toBe(1);
    expect(
      await page.getByRole('img', { name: 'Mitglied im Bundesverband E-Commerce und Versandhandel (bevh)' }).getAttribute('width'),
    ).toBe('90');
    expect(await page.locator('shop-footer .ft-tax').textContent()).toBe('Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.');
  });

  it('follows a live site change without a reload', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="DE"></shop-footer>');
    await page.evaluate(() => document.querySelector('shop-footer')!.setAttribute('site', 'HU'));
    await page.getByRole('heading', { name: 'Fizetés', level: 3 }).waitFor();
    expect(await footerText(page)).not.toContain('Bezahlung');
  });
});
