import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './support/harness';

const browser = useBrowser();

const SECTIONS = ['icon', 'text', 'text-link', 'button', 'icon-button', 'banderole', 'notification', 'expansion-item', 'modal'];
/** Every icon and flag of the widget kit, in the gallery's order: written out, so a lost icon fails. */
const ALL_ICONS = [
  ...['coffee', 'coffee-subscription', 'loyalty-beans', 'coffee-stamps', 'card', 'payment', 'wishlist', 'bag', 'receipt', 'barcode'],
  ...['assortment', 'kitchen', 'living-furniture', 'sport-hobby', 'kids', 'men', 'women', 'sale', 'sustainability', 'community'],
  ...['service-help', 'discount-shop', 'birthday', 'mobile-app', 'link-up', 'arrow-right', 'chevron-down', 'chevron-up', 'close'],
  ...['check', 'warning', 'info', 'error', 'success', 'eye', 'eye-off', 'delivery', 'store-pickup', 'returns', 'contact', 'mail'],
  ...['phone', 'calendar', 'clock', 'globe', 'external', 'facebook', 'instagram', 'youtube', 'pinterest', 'tiktok', 'x', 'linkedin'],
  ...['apple', 'google-play'],
  ...['flag-at', 'flag-ch', 'flag-cz', 'flag-de', 'flag-eu', 'flag-hu', 'flag-pl', 'flag-si', 'flag-sk', 'flag-tr'],
];
const STATES = ['info', 'success', 'error', 'warning'];

/** What has focus in the gallery: its accessible name, text or role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.closest('widget-gallery')) return null;
    return active.getAttribute('aria-label') ?? (active.getAttribute('role') === 'dialog' ? 'dialog' : active.textContent?.trim());
  });

/** Every icon swatch as [name, drawn 24 x 24 with at least one path]. */
const renderedIcons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('widget-gallery .gallery-icon')].map((item) => {
      const svg = item.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      const drawn = [...(svg?.querySelectorAll('path') ?? [])].some((path) => (path.getAttribute('d') ?? '').length > 4);
      return [
        (item as HTMLElement).dataset.iconName,
        svg?.dataset.icon === (item as HTMLElement).dataset.iconName && box?.width === 24 && box.height === 24 && drawn,
      ];
    }),
  );

async function openGallery(width: number, query = '') {
  const opened = await browser.open(`/gallery.html${query}`, { width, height: 900 });
  await opened.page.locator('widget-gallery [data-section="modal"]').waitFor();
  return opened;
}

describe.each([375, 1280])('the widget gallery at %i px wide', (width) => {
  it('shows every display widget section, every icon, every notification state and the buttons', async () => {
    const { page, errors, pageErrors } = await openGallery(width);
    for (const name of SECTIONS) expect(await page.locator(`widget-gallery [data-section="${name}"]`).isVisible(), name).toBe(true);

    expect(await renderedIcons(page)).toEqual(ALL_ICONS.map((name) => [name, true]));

    const notifications = page.locator('widget-gallery [data-section="notification"]');
    for (const state of STATES) {
      const boxes = notifications.locator(`.sf-notification[data-state="${state}"]`);
      expect(await boxes.count(), state).toBeGreaterThanOrEqual(3);
      for (const box of await boxes.all()) expect(await box.isVisible()).toBe(true);
    }

    const buttons = page.locator('widget-gallery [data-section="button"]');
    for (const name of ['primary-fill', 'primary-outline', 'secondary-fill', 'secondary-outline', 'text']) {
      expect(await buttons.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await buttons.locator('button[aria-busy="true"]').count()).toBe(5);
    expect(await buttons.locator('button:disabled').count()).toBe(5);
    const expansion = page.locator('widget-gallery [data-section="expansion-item"]');
    expect(await expansion.getByRole('button', { name: 'Mehr anzeigen' }).count()).toBe(2);

    // The inverted text link sits on the primary colour, not on the white page.
    const inverted = await page.locator('widget-gallery .gallery-dark').evaluate((row) => ({
      background: getComputedStyle(row).backgroundColor,
      link: getComputedStyle(row.querySelector('a') as HTMLElement).color,
    }));
    expect(inverted).toEqual({ background: 'rgb(0, 64, 107)', link: 'rgb(255, 255, 255)' });

    await page.screenshot({ path: `/tmp/gallery-${width}.png`, fullPage: true });
    expect(errors.filter((text) => text.includes('[storefront-elements]'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  // Scoped to the gallery: the demo bar around it is page furniture, not part of the kit.
  it('has no serious or critical accessibility violation, also with a modal open', async () => {
    const { page } = await openGallery(width);
    expect(await seriousViolations(page, 'widget-gallery')).toEqual([]);
    await page.getByRole('button', { name: 'Open modal L' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page, 'widget-gallery')).toEqual([]);
  });

  it('opens a modal, traps Tab inside it and closes it by Escape, backdrop and close button, returning focus', async () => {
    const { page } = await openGallery(width);
    const dialog = page.getByRole('dialog');

    await page.getByRole('button', { name: 'Open modal M' }).click();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await focused(page)).toBe('dialog');
    const order = [];
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order).toEqual(['Schließen', expect.stringContaining('Help on preview settings'), 'Cancel', 'Apply', 'Schließen']);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Apply');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Open modal M');

    await page.getByRole('button', { name: 'Open modal S' }).click();
    expect(await page.locator('widget-gallery .sf-modal__dialog--S').isVisible()).toBe(true);
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Open modal S');

    await page.getByRole('button', { name: 'Open modal L' }).click();
    expect(await page.locator('widget-gallery .sf-modal__dialog--L').isVisible()).toBe(true);
    await dialog.click({ position: { x: 10, y: 10 } });
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Open modal L');
  });
});

describe('the widget gallery and the demo bar', () => {
  it('follows the site of the bar: ?site= and the site select', async () => {
    const { page } = await openGallery(1280, '?site=HU');
    const expansion = page.locator('widget-gallery [data-section="expansion-item"]');
    await expansion.getByRole('button', { name: 'Több megjelenítése' }).first().waitFor();
    await page.locator('.demo-bar select').first().selectOption('CZ');
    await expansion.getByRole('button', { name: 'Zobrazit více' }).first().waitFor();
    expect(await page.locator('widget-gallery .sf-kit').getAttribute('lang')).toBe('cs-CZ');
  });
});
