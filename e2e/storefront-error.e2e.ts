import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/harness';
import { footerPainted } from './support/shop-footer';

const browser = useBrowser();

interface Seen {
  detail: { element: string; message: string };
  bubbles: boolean;
  composed: boolean;
}

// Registered before the module loads, as docs/on-your-page.md, "Errors", tells a shop to.
const COLLECTOR = `window.storefrontErrors = [];
document.addEventListener('storefront-error', (event) => {
  window.storefrontErrors.push({ detail: event.detail, bubbles: event.bubbles, composed: event.composed });
});`;

const seenOn = (page: Page) => page.evaluate(() => (window as unknown as { storefrontErrors: Seen[] }).storefrontErrors);
const kitLines = (errors: string[]) => errors.filter((line) => line.startsWith('[storefront-elements]'));

describe('the storefront-error event on a page', () => {
  it('reports an unknown site from each element, one event per logged error', async () => {
    const { page, errors } = await browser.open('/storefront-error-site.html', {
      html: '<nl-signup site="FR"></nl-signup><shop-footer site="XX"></shop-footer>',
      initScript: COLLECTOR,
    });
    await expect.poll(async () => (await seenOn(page)).length).toBe(2);
    const seen = await seenOn(page);
    expect(seen).toEqual(
      expect.arrayContaining([
        {
          detail: { element: 'nl-signup', message: 'Unknown site "FR". Allowed sites: AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR.' },
          bubbles: true,
          composed: true,
        },
        {
          detail: { element: 'shop-footer', message: 'Unknown site "XX". Allowed sites: AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR.' },
          bubbles: true,
          composed: true,
        },
      ]),
    );
    expect(kitLines(errors)).toHaveLength(seen.length);
  });

  it('reports a logo source outside the fixed set from the footer', async () => {
    const { page, errors } = await browser.open('/storefront-error-logo.html', {
      html: `<shop-footer></shop-footer><script>
        document.querySelector('shop-footer').content = {
          qualityLogos: { heading: 'Seals', logos: [{ image: { label: 'Unknown seal', source: 'MADE_UP_SEAL', width: 80, height: 80 } }] },
        };
      </script>`,
      initScript: COLLECTOR,
    });
    await footerPainted(page);
    await expect.poll(async () => (await seenOn(page)).some((seen) => seen.detail.message.includes('MADE_UP_SEAL'))).toBe(true);
    const seen = await seenOn(page);
    expect(seen.filter((entry) => entry.detail.message.includes('logo'))).toEqual([
      {
        detail: { element: 'shop-footer', message: 'qualityLogos.logos[0].image: unknown logo source "MADE_UP_SEAL"; no image shown.' },
        bubbles: true,
        composed: true,
      },
    ]);
    expect(kitLines(errors)).toHaveLength(seen.length);
  });
});
