// Every element on a page with aggressive global CSS: each still looks as it does on a plain page
// (its own font size, colours, case, spacing, direction) and works with mouse and keyboard.
// Screenshots of both pages at 375 and 1280 px are written to the system's temp folder for a look.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/harness';
import { emailField, previewLauncher, signup, STAFF, submitButton } from './support/hardening';

const browser = useBrowser();

const HOSTILE_CSS = `
* { all: unset !important; }
head, style, script, title { display: none !important; }
button { display: none !important; }
html, body {
  font-size: 40px !important; line-height: 3 !important; letter-spacing: 4px !important; word-spacing: 20px !important;
  text-transform: uppercase !important; font-style: italic !important; color: #cc00cc !important; cursor: wait !important;
  text-indent: 30px !important; text-shadow: 2px 2px red !important; direction: rtl !important;
}
a { color: red !important; }
input { visibility: hidden !important; }
div { padding: 50px !important; }
img, svg { width: 500px !important; }
`;

const body = (hostile: boolean) => `${hostile ? `<style>${HOSTILE_CSS}</style>` : ''}
<shop-layout content-type="text/html">
  <div slot="header"><p>Site header</p></div>
  <nl-signup id="main-signup"></nl-signup>
  <shop-footer slot="footer" preview></shop-footer>
</shop-layout>`;

const SHOTS = join(tmpdir(), 'storefront-hardening-css');
mkdirSync(SHOTS, { recursive: true });

async function openPage(width: number, hostile = true) {
  const opened = await browser.open(`/css-${hostile ? 'hostile' : 'plain'}-${width}.html`, { html: body(hostile), width, cookies: STAFF });
  await emailField(opened.page).waitFor();
  await opened.page.locator('shop-footer footer.ft:not([aria-busy])').waitFor();
  await previewLauncher(opened.page).waitFor();
  return opened;
}

/** The look of an element's text: what a page could leak in through inheritance. */
const lookOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
      wordSpacing: style.wordSpacing,
      textTransform: style.textTransform,
      fontStyle: style.fontStyle,
      color: style.color,
      cursor: style.cursor,
      textIndent: style.textIndent,
      textShadow: style.textShadow,
      direction: style.direction,
      visibility: style.visibility,
      display: style.display,
    };
  });

/** The height: the width follows the page (its body margin, which `all: unset` removes). */
const heightOf = async (locator: Locator) => Math.round((await locator.boundingBox())?.height ?? 0);

/** Parts whose look and size must not depend on the page's CSS. */
const PROBES: [string, (page: Page) => Locator][] = [
  ['the sign-up title', (page) => signup(page).locator('.nl-title')],
  ['the e-mail field', (page) => emailField(page)],
  ['the submit button', (page) => submitButton(page)],
  ['a footer heading', (page) => page.locator('shop-footer .ft-heading').first()],
  ['a legal link', (page) => page.locator('shop-footer .ft-legal a').first()],
  ['the preview button', (page) => previewLauncher(page)],
];

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

describe.each([375, 1280])('hostile page CSS at %i px', (width) => {
  // Reading a look changes nothing: one plain and one hostile page serve every probe.
  it('leaves the look of each probed part as on a plain page', async () => {
    const plain = await openPage(width, false);
    const hostile = await openPage(width);
    for (const [name, probe] of PROBES) {
      expect(await lookOf(probe(hostile.page)), `the look of ${name}`).toEqual(await lookOf(probe(plain.page)));
      if (!(await probe(plain.page).evaluate((element) => element.closest('.ft-groups')))) {
        expect(await heightOf(probe(hostile.page)), `the height of ${name}`).toBe(await heightOf(probe(plain.page)));
      }
    }
  });

  it('screenshots both pages; the elements do not widen the page', async () => {
    for (const hostile of [false, true]) {
      const { page } = await openPage(width, hostile);
      await emailField(page).focus();
      await page.screenshot({ path: join(SHOTS, `${width}-${hostile ? 'hostile' : 'plain'}.png`), fullPage: true });
      expect(await pageWidth(page), `the ${hostile ? 'hostile' : 'plain'} page`).toBeLessThanOrEqual(width);
    }
  });

  it('nl-signup: fields and button visible, used by keyboard alone, submit works', async () => {
    const { page } = await openPage(width);
    await emailField(page).focus();
    await page.keyboard.type('tastatur@example.com');
    expect(await emailField(page).isVisible()).toBe(true);
    const consent = signup(page).locator('input[name="consents"]');
    await expect.poll(() => consent.isVisible()).toBe(true);
    const focusedName = () =>
      signup(page).evaluate(
        (host) => host.shadowRoot!.activeElement?.getAttribute('name') ?? host.shadowRoot!.activeElement?.textContent ?? '',
      );
    for (let step = 0; step < 10 && (await focusedName()) !== 'consents'; step += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);
    for (let step = 0; step < 10 && !(await focusedName()).includes('Jetzt anmelden'); step += 1) await page.keyboard.press('Tab');
    expect(await submitButton(page).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await signup(page).getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
    expect(browser.backend.calls('newsletterSignup').map((call) => call.body)).toMatchObject([
      { email: 'tastatur@example.com', consents: ['DNE'] },
    ]);
  });

  it('shop-footer: its buttons and links are visible and work', async () => {
    const { page } = await openPage(width);
    const legal = page.locator('shop-footer .ft-legal a').first();
    expect(await legal.isVisible()).toBe(true);
    expect((await lookOf(legal)).color).not.toBe('rgb(255, 0, 0)');
    if (width < 768) {
      const toggle = page.getByRole('button', { name: 'Lieferung', exact: true });
      expect(await toggle.isVisible()).toBe(true);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`shop-footer [id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await panel.getByRole('link').first().isVisible()).toBe(true);
    } else {
      expect(await page.locator('shop-footer .ft-group__title a').first().isVisible()).toBe(true);
    }
    const country = page.locator('shop-footer .ft-country button, shop-footer .ft-country select').first();
    expect(await country.isVisible()).toBe(true);
    const href = await legal.getAttribute('href');
    await legal.click();
    await page.waitForURL((url) => url.pathname === href);
  });

  it('preview-panel: the button and the modal work by keyboard', async () => {
    const { page } = await openPage(width);
    await previewLauncher(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await page.getByLabel('Date', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Settings applied successfully.').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('what the page may pass on', () => {
  it('the font family by inheritance or --sf-font-family, colours only through the tokens', async () => {
    const themed = `<style>body { font-family: Georgia, serif; color: #cc00cc; } nl-signup { --sf-font-family: 'Courier New', monospace; --sf-color-primary: #5a0f3c; }</style>`;
    const { page } = await browser.open('/css-themed.html', {
      html: `${themed}<nl-signup id="main-signup"></nl-signup><shop-footer></shop-footer>`,
    });
    await emailField(page).waitFor();
    await page.locator('shop-footer footer.ft:not([aria-busy])').waitFor();
    const title = signup(page).locator('.nl-title');
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toBe('"Courier New", monospace');
    expect(await submitButton(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(90, 15, 60)');
    const footerHeading = page.locator('shop-footer .ft-heading').first();
    expect(await footerHeading.evaluate((element) => getComputedStyle(element).fontFamily)).toBe('Georgia, serif');
    expect(await footerHeading.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(204, 0, 204)');
  });
});
