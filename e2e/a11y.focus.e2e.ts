// Focus you can see (WCAG 1.4.11, 2.4.7) and forced colours: measured from screenshots of each
// control unfocused and focused, on the backgrounds they sit on (white, the footer grey, the
// yellow promotion strip). A 2 px ring around the control must change with at least 3:1 contrast.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/harness';
import { blurDeep, edgeContrast, focusChange } from './support/pixels';
import { footerPainted, groupHeadings } from './support/shop-footer';
import { exampleOf } from './support/examples';

const browser = useBrowser();

const footer = (page: Page) => page.locator('shop-footer');
const newsletter = (page: Page) => page.locator('shop-footer nl-signup');

/** The controls measured, by the width they show at (phone: group toggles; desktop: group links). */
const CONTROLS: Record<'phone' | 'desktop' | 'both', Record<string, (page: Page) => Locator>> = {
  both: {
    // The strip comes first in the footer; the popular categories also have a "Sale" link.
    'promotion link (yellow strip)': (page) => footer(page).getByRole('link', { name: 'Sale', exact: true }),
    'newsletter privacy link (white)': (page) => newsletter(page).getByRole('link', { name: 'Datenschutzhinweisen' }),
    'e-mail field': (page) => newsletter(page).locator('input[name="newsletterEmail"]'),
    'legal notice link': (page) => newsletter(page).getByRole('link', { name: 'Beispiel-Newsletter' }),
    'personalised offers checkbox': (page) => newsletter(page).locator('input[name="consents"]'),
    'submit button': (page) => newsletter(page).locator('button[type="submit"]'),
    'popular category link (grey)': (page) =>
      footer(page).getByRole('navigation', { name: 'Beliebte Kategorien' }).getByRole('link', { name: 'Kaffee', exact: true }),
    'social link': (page) => footer(page).getByRole('link', { name: 'Facebook' }),
    'app link': (page) => footer(page).getByRole('link', { name: 'App Store (iOS)' }),
    'legal link': (page) => footer(page).getByRole('navigation', { name: 'Rechtliche Hinweise' }).getByRole('link', { name: 'Impressum' }),
    'country switcher': (page) => footer(page).getByRole('button', { name: 'Land wählen' }),
    'preview launcher': (page) => footer(page).getByRole('button', { name: 'Preview settings', exact: true }),
  },
  phone: { 'service group toggle': (page) => groupHeadings(page).first().getByRole('button') },
  desktop: { 'service group link': (page) => groupHeadings(page).first().getByRole('link') },
};

async function openPage(width: number): Promise<Page> {
  browser.backend.configure({ promotion: { text: 'Promotion', icon: 'sale', link: { url: '/sale', text: 'Sale' } } });
  const { page } = await browser.open('/focus.html', {
    width,
    height: 900,
    cookies: { previewAuthToken: 'staff-token' },
    html: `<style>body { margin: 0; }</style><main><h1>Shop page</h1></main>${exampleOf('shop-footer', 'staff', 'DE')}`,
  });
  await footerPainted(page);
  await page.locator('shop-footer preview-panel button').waitFor();
  // The extra fields (the checkbox) show once the e-mail field had focus.
  await page.locator('shop-footer nl-signup input[name="newsletterEmail"]').focus();
  await page.locator('shop-footer nl-signup input[name="consents"]').waitFor();
  await blurDeep(page);
  return page;
}

function controlsAt(width: number): [string, (page: Page) => Locator][] {
  return Object.entries({ ...CONTROLS.both, ...(width < 768 ? CONTROLS.phone : CONTROLS.desktop) });
}

describe.each([375, 1280])('focus indicators at %i px', (width) => {
  it('change a 2 px ring around every control with at least 3:1 contrast', async () => {
    const page = await openPage(width);
    const weak: string[] = [];
    for (const [name, control] of controlsAt(width)) {
      const change = await focusChange(page, control(page).first());
      if (change.strongPixels < 2 * change.perimeter) weak.push(`${name}: ${JSON.stringify(change)}`);
    }
    expect(weak).toEqual([]);
  });

  it('stay visible in forced colours', async () => {
    const page = await openPage(width);
    await page.emulateMedia({ forcedColors: 'active' });
    const invisible: string[] = [];
    for (const [name, control] of controlsAt(width)) {
      const change = await focusChange(page, control(page).first());
      if (change.strongPixels < change.perimeter) invisible.push(`${name}: ${JSON.stringify(change)}`);
    }
    expect(invisible).toEqual([]);
  });

  it('keep edges in forced colours: the dialog, the submit button, checkboxes, the error icon', async () => {
    const page = await openPage(width);
    await page.emulateMedia({ forcedColors: 'active' });
    const signup = page.locator('shop-footer nl-signup');
    await signup.locator('input[name="newsletterEmail"]').fill('anna@');
    await signup.locator('button[type="submit"]').click();
    // no user-facing handle: the state icon is decorative (the error text carries the state); its box is measured
    await signup.locator('.sf-field__state').first().waitFor();
    const edges: Record<string, number> = {};
    for (const [name, control] of [
      ['submit button', signup.locator('button[type="submit"]')],
      ['checkbox', signup.locator('input[name="consents"]')],
      // no user-facing handle: see above
      ['error icon', signup.locator('.sf-field__state svg').first()],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      edges[name] = await edgeContrast(page, box);
    }
    await page.getByRole('button', { name: 'Preview settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    edges.dialog = await edgeContrast(page, box);
    expect(Object.entries(edges).filter(([, ratio]) => ratio < 3)).toEqual([]);
  });
});

describe('focus not obscured (WCAG 2.4.11)', () => {
  it.each([
    ['HU', 375, 667, 'mintahírlevelünkben'],
    ['TR', 320, 568, 'örnek e-bültenimizde'],
  ])(
    'on %s at %i px, the sample newsletter link in the clipped legal text is scrolled into view when the keyboard reaches it',
    async (site, width, height, name) => {
      const { page } = await browser.open(`/focus-${site}.html`, {
        html: `<h1>Shop</h1><p style="height: 900px">Kaffee, frisch geröstet.</p><nl-signup site="${site}"></nl-signup><p>Kaffee</p>`,
        width,
        height,
      });
      const signup = page.locator('nl-signup');
      await signup.locator('input[name="newsletterEmail"]').focus();
      const link = signup.getByRole('link', { name, exact: true });
      for (let presses = 0; presses < 20; presses += 1) {
        if (
          await link.evaluate(
            (element) => element.getRootNode() instanceof ShadowRoot && (element.getRootNode() as ShadowRoot).activeElement === element,
          )
        )
          break;
        await page.keyboard.press('Tab');
      }
      await expect.poll(() => link.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element)).toBe(true);
      await expect
        .poll(() =>
          link.evaluate((element) => {
            const { top, bottom } = element.getBoundingClientRect();
            return top >= 0 && bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
    },
  );
});
