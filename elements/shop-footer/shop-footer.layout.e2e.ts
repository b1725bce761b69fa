import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reactSettled, useBrowser } from '../../e2e/support/harness';
import { footerPainted, openFooter } from '../../e2e/support/shop-footer';

const browser = useBrowser();

const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panelOf = async (page: Page, name: string) =>
  page.locator(`shop-footer [id="${await toggle(page, name).getAttribute('aria-controls')}"]`);
const focusedText = (page: Page) =>
  page.evaluate(() => document.querySelector('shop-footer')?.shadowRoot?.activeElement?.textContent?.trim());

/** How many teaser groups stand side by side in the first row. */
const groupsInFirstRow = (page: Page) =>
  page.evaluate(() => {
    const tops = [...document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('.ft-group')].map((group) =>
      Math.round(group.getBoundingClientRect().top),
    );
    return tops.filter((top) => top === tops[0]).length;
  });

describe('<shop-footer> below 768 px', () => {
  it('shows one collapsed panel per group, opened and closed by mouse', async () => {
    const { page } = await openFooter(browser, '<shop-footer></shop-footer>', { width: 375 });
    const toggles = page.locator('shop-footer .ft-group__toggle');
    expect(await toggles.count()).toBe(8);
    expect(await toggles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')))).toEqual(
      Array(8).fill('false'),
    );
    const panel = await panelOf(page, 'Lieferung');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Lieferzeiten', exact: true }).isVisible()).toBe(false);

    await toggle(page, 'Lieferung').click();
    expect(await toggle(page, 'Lieferung').getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Lieferzeiten', exact: true }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Übersicht: Lieferung' }).getAttribute('href')).toMatch(/^\/faq\?category=delivery/);
    expect(await (await panelOf(page, 'Bezahlung')).isVisible()).toBe(false);

    await toggle(page, 'Lieferung').click();
    expect(await toggle(page, 'Lieferung').getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });

  it('opens and closes the panels by keyboard, in focus order', async () => {
    const { page } = await openFooter(browser, '<shop-footer></shop-footer>', { width: 375 });
    await toggle(page, 'Bezahlung').focus();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Lieferung');
    await page.keyboard.press('Enter');
    expect(await toggle(page, 'Lieferung').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Übersicht: Lieferung');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await toggle(page, 'Lieferung').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Click & Collect');
  });
});

describe('<shop-footer> from 768 px', () => {
  it.each([
    [768, 2],
    [1024, 3],
    [1280, 4],
  ])('at %i px stands the groups in columns, %i per row, headings as links', async (width, perRow) => {
    const { page } = await openFooter(browser, '<shop-footer></shop-footer>', { width });
    expect(await groupsInFirstRow(page)).toBe(perRow);
    expect(await page.locator('shop-footer .ft-group__toggle').first().isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Lieferung', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Lieferzeiten', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Übersicht: Lieferung' }).isVisible()).toBe(false);
  });

  it('follows a resize from phone to desktop', async () => {
    const { page } = await openFooter(browser, '<shop-footer></shop-footer>', { width: 375 });
    expect(await groupsInFirstRow(page)).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await groupsInFirstRow(page)).toBe(4);
  });
});

const SHIFT_RECORDER = `<script>
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
</script><header><h1>Shop page</h1><p>Some content above the footer.</p></header>`;

async function layoutShiftWhileAnswering(width: number, footer: string, settle: (page: Page) => Promise<void>) {
  const { page } = await browser.open('/shift.html', { html: `${SHIFT_RECORDER}${footer}`, width, height: 2400 });
  await footerPainted(page);
  await settle(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('img')].every((img) => img.complete),
  );
  // Two frames, so a shift caused by the last answer has been reported.
  await reactSettled(page);
  return page.evaluate(() => (window.layoutShifts ?? []).reduce((sum, value) => sum + value, 0));
}

describe('<shop-footer> layout stability', () => {
  it.each([375, 1280])('does not shift at %i px while a slow promotion and psdata answer', async (width) => {
    browser.backend.configure({ delayMs: 300, promotion: { text: 'Nur heute: 20 % auf Kaffee', icon: 'coffee' } });
    const shift = await layoutShiftWhileAnswering(width, '<shop-footer newsletter></shop-footer>', async (page) => {
      await page.getByText('Nur heute: 20 % auf Kaffee').waitFor();
      await page.locator('shop-footer nl-signup').waitFor();
    });
    expect(browser.backend.calls('promotion')).toHaveLength(1);
    expect(browser.backend.calls('psdata')).toHaveLength(1);
    expect(shift).toBe(0);
  });

  it('does not shift when a slow psdata hides the newsletter block and there is no promotion', async () => {
    browser.backend.configure({ delayMs: 300, newsletterStatus: 'SUBSCRIBED' });
    const shift = await layoutShiftWhileAnswering(1280, '<shop-footer newsletter></shop-footer>', async (page) => {
      expect(await page.locator('shop-footer nl-signup').count()).toBe(0);
    });
    expect(shift).toBe(0);
  });
});
