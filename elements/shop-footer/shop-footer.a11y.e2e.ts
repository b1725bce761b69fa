import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from '../../e2e/support/harness';
import { EXPECTED, openFooter, type Site } from '../../e2e/support/shop-footer';
import { exampleOf } from '../../e2e/support/examples';

const browser = useBrowser();

/** The start of the country switcher's accessible name (its label, then the current country). */
const CHOOSE_COUNTRY: Partial<Record<Site, string>> = { DE: 'Land wählen', CH_FR: 'Choisir le pays', TR: 'Ülke seçin' };

const CASES: [Site, number][] = [
  ['DE', 375],
  ['DE', 1280],
  ['CH_FR', 375],
  ['CH_FR', 1280],
  ['TR', 375],
  ['TR', 1280],
];

describe('<shop-footer> accessibility', () => {
  it.each(CASES)('%s at %i px has no serious or critical axe violation, with a panel and the country list open', async (site, width) => {
    browser.backend.configure({ promotion: { text: 'Promotion', icon: 'sale', link: { url: '/sale', text: 'Sale' } } });
    const { page } = await openFooter(browser, exampleOf('shop-footer', 'plain', site), { width });
    if (width < 768) {
      await page.getByRole('button', { name: EXPECTED[site].headings[1], exact: true }).click();
    } else {
      await page.getByRole('button', { name: CHOOSE_COUNTRY[site] }).click();
    }
    expect(await seriousViolations(page, 'shop-footer')).toEqual([]);
  });

  it('gives every logo a text alternative and every icon link a name', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="TR"></shop-footer>');
    const unnamed = await page.evaluate(() => {
      const root = document.querySelector('shop-footer')!.shadowRoot!;
      const images = [...root.querySelectorAll('img')].filter((img) => !img.alt.trim());
      const links = [...root.querySelectorAll('a, button')].filter(
        (control) => !control.textContent?.trim() && !control.getAttribute('aria-label'),
      );
      return images.length + links.length;
    });
    expect(unnamed).toBe(0);
    expect(await page.getByRole('link', { name: 'Instagram' }).count()).toBe(1);
  });
});
