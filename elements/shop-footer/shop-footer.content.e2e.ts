import { describe, expect, it } from 'vitest';
import { DELIVERY_AND_RETURN_FACTS } from './test-support';
import { SPECIFIED_LOCALES } from '../../src/test-support/specifiedLocales';
import { ownErrors, useBrowser } from '../../e2e/support/harness';
import { COMMON_PATHS, EXPECTED, footerLinks, footerText, openFooter, SITES } from '../../e2e/support/shop-footer';
import { exampleOf } from '../../e2e/support/examples';

const browser = useBrowser();

describe('<shop-footer> content per site', () => {
  it.each(SITES)('%s shows the service headings and the delivery and return facts in its language', async (site) => {
    const { page, errors, warnings } = await openFooter(browser, exampleOf('shop-footer', 'plain', site));
    const footer = page.getByRole('contentinfo');
    // The language the footer's text is in: the nearest lang attribute around it.
    expect(await footer.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(SPECIFIED_LOCALES[site]);
    const headings = await footer.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings.map((heading) => heading.trim())).toEqual(EXPECTED[site].headings);
    const text = await footerText(page);
    for (const fact of DELIVERY_AND_RETURN_FACTS[site]) expect(text).toContain(fact);
    expect(ownErrors(errors)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it.each(SITES)('%s links every entry to a real address, including the specification paths', async (site) => {
    const { page } = await openFooter(browser, exampleOf('shop-footer', 'plain', site));
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
    const footer = page.getByRole('contentinfo');
    const newsletter = footer.getByRole('region', { name: 'Newsletter abonnieren' });
    await newsletter.waitFor(); // the embedded form renders after the footer
    const taxNote = footer.getByText('Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.');
    const parts = [
      newsletter,
      footer.getByRole('region', { name: 'Zahlung und Versand' }),
      footer.getByRole('region', { name: 'Wir sind für Sie da' }),
      footer.getByRole('navigation', { name: 'Beliebte Kategorien' }),
      footer.getByRole('region', { name: 'Folgen Sie uns' }),
      footer.getByRole('region', { name: 'Unsere App' }),
      footer.getByRole('navigation', { name: 'Rechtliche Hinweise' }),
      taxNote,
      footer.getByRole('button', { name: 'Zur mobilen Version wechseln' }),
      footer.getByRole('region', { name: 'Ausgezeichnet & geprüft' }),
    ];
    const order = await Promise.all(parts.map(async (part) => ((await part.count()) === 1 ? ((await part.boundingBox())?.y ?? -1) : -1)));
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect.poll(() => page.getByRole('navigation', { name: 'Beliebte Kategorien' }).getByRole('link').count()).toBe(12);
    expect(await page.getByRole('link', { name: 'Facebook' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /App Store \(iOS\)/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Google Play \(Android\)/ }).count()).toBe(1);
    expect(
      await page.getByRole('img', { name: 'Mitglied im Bundesverband E-Commerce und Versandhandel (bevh)' }).getAttribute('width'),
    ).toBe('90');
    expect(await taxNote.textContent()).toBe('Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.');
  });

  it('follows a live site change without a reload', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="DE"></shop-footer>');
    await page.evaluate(() => document.querySelector('shop-footer')!.setAttribute('site', 'HU'));
    await page.getByRole('heading', { name: 'Fizetés', level: 3 }).waitFor();
    expect(await footerText(page)).not.toContain('Bezahlung');
  });
});
