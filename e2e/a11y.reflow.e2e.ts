// Reflow (WCAG 1.4.10), text spacing (1.4.12) and the visitor's own font size: no text overlaps
// other text and nothing scrolls sideways, with every footer panel, the country list and the
// sign-up's messages open. 320 CSS px is also what a 1280 px window shows at 400 % zoom.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/harness';
import { applyTextSpacing, controlsOutOfPlace, textOverlapsAndOverflow } from './support/layout';
import { EXPECTED, footerPainted } from './support/shop-footer';
import { SITES, type Site } from './support/nl-signup';
import { exampleOf } from './support/examples';

const browser = useBrowser();

async function openEverything(site: Site, width: number, html = ''): Promise<Page> {
  browser.backend.configure({ promotion: { text: 'Promotion', icon: 'sale', link: { url: '/sale', text: 'Sale' } } });
  const { page } = await browser.open('/reflow.html', {
    width,
    height: 800,
    html: `<style>body { margin: 0; }</style>${html}<main><h1>Shop page</h1></main>${exampleOf('shop-footer', 'newsletter', site)}`,
  });
  await footerPainted(page);
  const signup = page.locator('shop-footer nl-signup');
  await signup.locator('input[name="newsletterEmail"]').fill('anna@');
  await signup.locator('button[type="submit"]').click();
  await signup.locator('.sf-field__error').first().waitFor();
  const toggles = page.locator('shop-footer .ft-group__toggle');
  for (let index = 0; index < (await toggles.count()); index += 1) {
    if (await toggles.nth(index).isVisible()) await toggles.nth(index).click();
  }
  await page.locator('shop-footer .ft-country__button').click();
  await page.locator('shop-footer .ft-country__list').waitFor();
  return page;
}

describe('reflow', () => {
  it.each(SITES)('%s at 320 px: no overlapping text, no sideways scrolling', async (site) => {
    const page = await openEverything(site, 320);
    expect(await textOverlapsAndOverflow(page)).toEqual({ overlaps: [], sideways: 0 });
  });

  it.each(['DE', 'HU', 'TR'] as Site[])('%s at 375 px with the text-spacing overrides', async (site) => {
    const page = await openEverything(site, 375);
    await applyTextSpacing(page);
    expect(await textOverlapsAndOverflow(page)).toEqual({ overlaps: [], sideways: 0 });
  });
});

describe('text spacing at 320 px (WCAG 1.4.12): long words never push a control out of its box', () => {
  // The elements take the page's font: a wide one (Verdana, or DejaVu Sans, its look-alike where
  // Verdana is missing) makes "termékszolgáltatások" and its like as long as they get.
  const WIDE_FONT = '<style>body { margin: 0; font-family: Verdana, "DejaVu Sans", sans-serif; }</style>';

  it.each(SITES)(
    '%s: every link, button and field of the footer, closed, with each group open and with the country list open, and of both sign-ups',
    async (site) => {
      const { page } = await browser.open('/spacing.html', {
        width: 320,
        height: 800,
        html: `${WIDE_FONT}${exampleOf('nl-signup', 'plain', site)}${exampleOf('shop-footer', 'newsletter', site)}`,
      });
      await footerPainted(page);
      // Both sign-ups with the fields that focusing the e-mail field reveals.
      for (const signup of [page.locator('body > nl-signup'), page.locator('shop-footer nl-signup')]) {
        await signup.locator('input[name="newsletterEmail"]').focus();
        await signup.locator('.nl-extras').waitFor({ state: 'attached' });
      }
      await applyTextSpacing(page);
      const seen: Record<string, Awaited<ReturnType<typeof controlsOutOfPlace>>> = {};
      seen.closed = await controlsOutOfPlace(page);
      const toggles = page.locator('shop-footer .ft-group__toggle');
      for (let index = 0; index < (await toggles.count()); index += 1) {
        const toggle = toggles.nth(index);
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        seen[`${await toggle.textContent()} open`] = await controlsOutOfPlace(page);
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      }
      await page.locator('shop-footer .ft-country__button').click();
      await page.locator('shop-footer .ft-country__list').waitFor();
      seen['country list open'] = await controlsOutOfPlace(page);

      const inPlace = { outOfPlace: [], sideways: 0 };
      expect(seen).toEqual(
        Object.fromEntries(
          ['closed', ...EXPECTED[site].headings.map((heading) => `${heading} open`), 'country list open'].map((state) => [state, inPlace]),
        ),
      );
    },
  );
});

describe("the visitor's font size", () => {
  /** Computed font sizes of the sign-up's title and e-mail label and the footer's legal links, in px. */
  const sizes = (page: Page) =>
    page.evaluate(() => {
      const footer = document.querySelector('shop-footer')!.shadowRoot!;
      const signup = footer.querySelector('nl-signup')!.shadowRoot!;
      const px = (element: Element | null) => (element ? Number.parseFloat(getComputedStyle(element).fontSize) : null);
      return {
        title: px(signup.querySelector('h2')),
        label: px(signup.querySelector('label')),
        legal: px(footer.querySelector('.ft-legal__list')),
      };
    });
  // A legacy page that sets its root to 10 px must not shrink the blocks.
  const LEGACY_ROOT = '<style>html { font-size: 62.5%; }</style>';

  it('follows the browser default font size, not the page root', async () => {
    const page = await openEverything('DE', 1280, LEGACY_ROOT);
    expect(await sizes(page)).toEqual({ title: 24, label: 16, legal: 15 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
    await expect.poll(() => sizes(page)).toEqual({ title: 36, label: 24, legal: 22.5 });
  });

  it('keeps the --sf-font-size override', async () => {
    const page = await openEverything('DE', 1280, `${LEGACY_ROOT}<style>shop-footer { --sf-font-size: 20px; }</style>`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
    await expect.poll(() => sizes(page)).toEqual({ title: 30, label: 20, legal: 18.75 });
  });
});
