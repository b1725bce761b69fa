// The demo's control bar: one line on a phone until opened, and fault switches that say at once
// what is active and clear a fault with "no fault".
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/harness';

const browser = useBrowser();

describe('the demo control bar', () => {
  it.each([
    [375, false],
    [1280, true],
  ])('at %i px starts open: %s, and opens and closes on its summary', async (width, open) => {
    const { page } = await browser.open('/nl-signup.html', { width });
    const summary = page.getByText('Demo pages and switches');
    await summary.waitFor();
    const siteSelect = page.locator('.demo-bar select').first();
    expect(await siteSelect.isVisible()).toBe(open);
    if (!open) expect((await page.locator('.demo-bar').boundingBox())!.height).toBeLessThan(60);
    await summary.click();
    expect(await siteSelect.isVisible()).toBe(!open);
  });

  it('shows the active faults at once and clears a fault with "no fault"', async () => {
    const { page } = await browser.open('/nl-signup.html');
    const active = page.locator('.demo-bar output');
    await page.getByLabel('Fault on').selectOption('newsletterSignup');
    await page.getByLabel('Fault kind').selectOption('500');
    await page.getByRole('button', { name: 'Apply fault' }).click();
    await expect.poll(() => active.textContent()).toBe('Active faults: newsletterSignup: 500');
    expect(browser.backend.state.faults).toEqual({ newsletterSignup: '500' });
    // The settings call completes (its answer read to the end): the page's network goes idle.
    const settings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.endsWith('/__fake/settings'))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
    );
    expect(settings).toEqual([true]);
    await page.waitForLoadState('networkidle', { timeout: 5_000 });

    await page.getByLabel('Fault on').selectOption('psdata');
    expect(await page.getByLabel('Fault kind').inputValue()).toBe('');
    await page.getByLabel('Fault on').selectOption('newsletterSignup');
    expect(await page.getByLabel('Fault kind').inputValue()).toBe('500');
    await page.getByLabel('Fault kind').selectOption({ label: 'no fault' });
    await page.getByRole('button', { name: 'Apply fault' }).click();
    await expect.poll(() => active.textContent()).toBe('No active faults');
    expect(browser.backend.state.faults).toEqual({});
  });
});

describe('the demo footer page', () => {
  it("shows the promotion strip in the site's language, also after switching the site in the bar", async () => {
    browser.backend.configure({
      promotion: { text: 'Nur heute: 20 % auf Kaffee', icon: 'coffee', link: { url: '/kaffee', text: 'Jetzt entdecken' } },
    });
    const { page } = await browser.open('/shop-footer.html', { width: 1280 });
    const strip = page.locator('shop-footer .ft-promotion');
    await expect.poll(() => strip.textContent()).toContain('Nur heute: 20 % auf Kaffee');
    await page.locator('.demo-bar select').first().selectOption('HU');
    await page.waitForURL(/shop-footer\.html/);
    await expect.poll(() => strip.textContent(), { timeout: 10_000 }).toContain('Csak ma: 20% kedvezmény a kávéra');
    expect(await page.locator('shop-footer').getByRole('link', { name: 'Felfedezem' }).getAttribute('href')).toBe('/kave');
  });
});
