// Every element lays itself out by the width of its slot, not by the window's: the same element in
// a 340 px column of a 1280 px page looks as on a phone, and full width as on a desktop. One page
// per viewport; the slots are resized in place. Screenshots of the narrow column and the phone go
// to artifacts/ (not committed) to be looked at.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, useBrowser } from './support/harness';

const browser = useBrowser();

const SHOTS = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/** Slots that keep to the page: wider than the viewport, a slot is the viewport's width. */
const PAGE = `<style>body { margin: 0; } .slot { max-width: 100%; margin: 0 0 48px; }</style>
<div class="slot" id="nl-slot"><nl-signup site="HU"></nl-signup></div>
<div class="slot" id="footer-slot"><shop-footer site="DE"></shop-footer></div>`;

async function openSlots(width: number, html = PAGE) {
  const opened = await browser.open(`/slots-${width}.html`, { html, width });
  await opened.page.locator('nl-signup input[name="newsletterEmail"]').waitFor();
  await opened.page.locator('shop-footer footer.ft:not([aria-busy])').waitFor();
  return opened;
}

/** Sets the width of every slot and answers the width each slot really has. */
const resizeSlots = (page: Page, width: number) =>
  page.evaluate((wanted) => {
    const slots = [...document.querySelectorAll<HTMLElement>('.slot')];
    for (const slot of slots) slot.style.width = `${wanted}px`;
    return Math.round(slots[0].getBoundingClientRect().width);
  }, width);

/** How far the page scrolls sideways, and which parts of the elements stick out of their host. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const outside: string[] = [];
    for (const host of document.querySelectorAll('nl-signup, shop-footer')) {
      const { left, right } = host.getBoundingClientRect();
      for (const node of host.shadowRoot!.querySelectorAll('*')) {
        if (node.closest('.sf-visually-hidden, .nl-honeypot')) continue;
        const box = node.getBoundingClientRect();
        if (box.width > 0 && (box.left < left - 0.5 || box.right > right + 0.5)) {
          outside.push(`${host.localName} ${node.getAttribute('class') ?? node.localName}`);
        }
      }
    }
    return { page: document.scrollingElement!.scrollWidth - window.innerWidth, outside };
  });

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/** What a visitor sees of the newsletter block: the shown image version, the form and its parts. */
const signupLayout = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('nl-signup')!.shadowRoot!;
    const box = (node: Element | null): Box => {
      const { left, top, right, bottom, width, height } = node!.getBoundingClientRect();
      return { left, top, right, bottom, width: Math.round(width), height: Math.round(height) };
    };
    const shown = [...root.querySelectorAll('img')].filter((img) => getComputedStyle(img).display !== 'none');
    return {
      images: shown.map((img) => ({ file: img.getAttribute('src')!.split('_').pop(), ...box(img) })),
      form: box(root.querySelector('form')),
      email: box(root.querySelector('input[name="newsletterEmail"]')),
      submit: box(root.querySelector('button[type="submit"]')),
    };
  });

/** What a visitor sees of the footer: accordion or columns, groups per row, category links per column. */
const footerLayout = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('shop-footer')!.shadowRoot!;
    const tops = [...root.querySelectorAll('.ft-group')].map((group) => Math.round(group.getBoundingClientRect().top));
    const columns = new Map<number, number>();
    for (const link of root.querySelectorAll('.ft-seo a')) {
      const left = Math.round(link.getBoundingClientRect().left);
      columns.set(left, (columns.get(left) ?? 0) + 1);
    }
    const toggle = root.querySelector('.ft-group__toggle')!;
    return {
      accordion: getComputedStyle(toggle).display !== 'none',
      groupsPerRow: tops.filter((top) => top === tops[0]).length,
      categoryColumns: [...columns.entries()].sort(([a], [b]) => a - b).map(([, count]) => count),
    };
  });

// Per slot width: the image version shown and its box, where the form starts, the e-mail field's
// width, and the footer's layout. 800 = tablet (273 px image column + 32 px gap), 1024 and up =
// desktop (400 px column), below 767 = phone (image above, scaled to the block's width, as the form).
const EXPECTED: Record<
  number,
  { image: [string, number, number]; beside: boolean; email: number; groupsPerRow: number; categories: number[] }
> = {
  280: { image: ['400x300.jpg', 280, 210], beside: false, email: 280, groupsPerRow: 1, categories: [12] },
  340: { image: ['400x300.jpg', 340, 255], beside: false, email: 340, groupsPerRow: 1, categories: [12] },
  375: { image: ['400x300.jpg', 375, 281], beside: false, email: 375, groupsPerRow: 1, categories: [6, 6] },
  600: { image: ['400x300.jpg', 600, 450], beside: false, email: 600, groupsPerRow: 1, categories: [6, 6] },
  800: { image: ['273x273.jpg', 273, 273], beside: true, email: 495, groupsPerRow: 2, categories: [4, 4, 4] },
  1024: { image: ['400x300.jpg', 400, 300], beside: true, email: 592, groupsPerRow: 3, categories: [4, 4, 4] },
  1280: { image: ['400x300.jpg', 400, 300], beside: true, email: 848, groupsPerRow: 4, categories: [4, 4, 4] },
};

describe.each([375, 1280])('on a page %i px wide', (viewport) => {
  it('lays out <nl-signup> and <shop-footer> by their slot from 280 to 1280 px, never scrolling the page sideways', async () => {
    const { page } = await openSlots(viewport);
    for (const wanted of [280, 340, 600, 800, 1024, 1280]) {
      const width = await resizeSlots(page, wanted);
      expect(width).toBe(Math.min(wanted, viewport));
      const expected = EXPECTED[width];
      const signup = await signupLayout(page);
      const [file, imageWidth, imageHeight] = expected.image;
      expect(
        signup.images.map((image) => [image.file, image.width, image.height]),
        `image at ${width}`,
      ).toEqual([[file, imageWidth, imageHeight]]);
      const image = signup.images[0];
      if (expected.beside) expect(image.right, `image beside the form at ${width}`).toBeLessThan(signup.form.left);
      else expect(image.bottom, `image above the form at ${width}`).toBeLessThanOrEqual(signup.form.top);
      expect(signup.email.width, `e-mail field at ${width}`).toBe(expected.email);
      if (!expected.beside) expect(signup.submit.width, `full-width button at ${width}`).toBe(width);

      const footer = await footerLayout(page);
      expect(footer, `footer at ${width}`).toEqual({
        accordion: width < 768,
        groupsPerRow: expected.groupsPerRow,
        categoryColumns: expected.categories,
      });
      expect(await overflow(page), `overflow at ${width}`).toEqual({ page: 0, outside: [] });
    }
    if (viewport === 375) {
      for (const element of ['nl-signup', 'shop-footer'])
        await page.locator(element).screenshot({ path: `${SHOTS}${element}-phone-375.png` });
    }
  });

  it('has no serious or critical axe violation in a 340 px column, and saves screenshots of it', async () => {
    const { page } = await openSlots(viewport);
    await resizeSlots(page, 340);
    await page.locator('nl-signup input[name="newsletterEmail"]').focus(); // shows the extra fields
    await page.getByRole('button', { name: 'Lieferung', exact: true }).click();
    for (const element of ['nl-signup', 'shop-footer']) {
      expect(await seriousViolations(page, element), element).toEqual([]);
      await page.locator(element).screenshot({ path: `${SHOTS}${element}-340-on-${viewport}.png` });
    }
  });
});

describe('a slot that leaves the width to the content', () => {
  it('gets the narrowest layout (280 px) from the blocks, and no room from the invisible elements', async () => {
    const { page } = await browser.open('/flex-row.html', {
      html: `<div style="display: flex"><p>Text</p><nl-signup></nl-signup><shop-footer></shop-footer>
        <session-keeper></session-keeper><preview-panel></preview-panel></div>`,
    });
    // Each element renders in its own root: the footer may come after the sign-up.
    const widths = () =>
      page.evaluate(() =>
        ['nl-signup', 'shop-footer', 'session-keeper', 'preview-panel'].map(
          (tag) => document.querySelector(tag)!.getBoundingClientRect().width,
        ),
      );
    await expect.poll(widths).toEqual([280, 280, 0, 0]);
  });
});

// The labels of the DE footer's payment, delivery and quality logos, as their badges must read.
const LOGO_LABELS_DE = [
  'Rechnung',
  'Lastschrift',
  'PayPal',
  'Mastercard',
  'Visa',
  'DHL',
  'Deutsche Post',
  'Hermes',
  'Qualitätssiegel',
  'Trusted Shops Gütesiegel',
  'EHI Geprüfter Online-Shop',
  'Mitglied im Bundesverband E-Commerce und Versandhandel (bevh)',
];

describe('images that fail to load', () => {
  // Under /missing every image answers 404.
  const html = PAGE.replace('site="HU"', 'site="HU" asset-origin="/missing"').replace('site="DE"', 'site="DE" asset-origin="/missing"');

  it('leave no broken image: the newsletter is one column with the ribbon above the form', async () => {
    const { page, errors } = await openSlots(1280, html);
    const ribbon = page.locator('nl-signup .nl-image__ribbon');
    await page.locator('nl-signup .nl-image__ribbon--alone').waitFor();
    for (const wanted of [1280, 340]) {
      await resizeSlots(page, wanted);
      expect(await page.locator('nl-signup img').count()).toBe(0);
      const form = (await page.locator('nl-signup form').boundingBox())!;
      const badge = (await ribbon.boundingBox())!;
      expect(badge.x, `ribbon with the form at ${wanted}`).toBe(form.x);
      expect(form.x, `no empty image column at ${wanted}`).toBe(0);
      expect(badge.y + badge.height, `ribbon above the form at ${wanted}`).toBeLessThanOrEqual(form.y);
    }
    await page.locator('nl-signup').screenshot({ path: `${SHOTS}nl-signup-no-image-340-on-1280.png` });
    expect(errors.filter((line) => line.includes('<nl-signup>: marketing image failed to load'))).toHaveLength(1);
    expect(await seriousViolations(page, 'nl-signup')).toEqual([]);
  });

  it("leave no broken logo: each shows its name in a badge of the logo's size", async () => {
    const { page, errors } = await openSlots(1280, html);
    await resizeSlots(page, 1280);
    await page.locator('shop-footer .ft-quality').scrollIntoViewIfNeeded();
    const badges = page.locator('shop-footer .ft-logo-badge');
    await expect.poll(() => badges.count()).toBe(LOGO_LABELS_DE.length);
    expect(await badges.allTextContents()).toEqual(LOGO_LABELS_DE);
    expect(await page.locator('shop-footer .ft-methods img, shop-footer .ft-quality img').count()).toBe(0);
    const sizes = await badges.evaluateAll((nodes) =>
      nodes.map((node) => {
        const { width, height } = node.getBoundingClientRect();
        return { quality: node.closest('.ft-quality') !== null, width, height };
      }),
    );
    for (const { quality, width, height } of sizes) {
      expect(width).toBeGreaterThanOrEqual(quality ? 80 : 64);
      expect(width).toBeLessThanOrEqual(quality ? 90 : 120);
      expect(height).toBeGreaterThanOrEqual(40);
    }
    expect(errors.filter((line) => line.includes('<shop-footer>: logo failed to load'))).toHaveLength(LOGO_LABELS_DE.length);
    expect(await seriousViolations(page, 'shop-footer')).toEqual([]);
  });
});

// Names sorted as German sorts them ("Česko" among the C, "Österreich" among the O), not by code.
const COUNTRIES_DE = [
  'Česko',
  'Deutschland',
  'Magyarország',
  'Österreich',
  'Polska',
  'Schweiz (Deutsch)',
  'Slovensko',
  'Suisse (français)',
  'Türkiye',
];

describe('the footer on phones', () => {
  it.each([320, 375])('keeps the open country list inside a %i px viewport, names in German order', async (viewport) => {
    const { page } = await browser.open(`/phone-${viewport}.html`, {
      html: '<style>body { margin: 0; }</style><shop-footer site="DE"></shop-footer>',
      width: viewport,
    });
    await page.locator('shop-footer footer.ft:not([aria-busy])').waitFor();
    await page.getByRole('button', { name: 'Land wählen Deutschland' }).click();
    const list = page.locator('shop-footer .ft-country__list');
    await list.waitFor();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport);
    expect(await list.getByRole('link').allTextContents()).toEqual(COUNTRIES_DE);
    expect(await overflow(page)).toEqual({ page: 0, outside: [] });
    expect(await seriousViolations(page, 'shop-footer')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}shop-footer-phone-${viewport}.png`, fullPage: true });
  });
});

describe('the preview modal', () => {
  it.each([
    [375, false],
    [1280, true],
  ])('on a %i px page stays inside the viewport, date and time side by side: %s', async (viewport, sideBySide) => {
    const { page } = await browser.open(`/modal-${viewport}.html`, {
      html: '<div style="width: 280px"><preview-panel></preview-panel></div>',
      width: viewport,
      cookies: { previewAuthToken: 'staff-token' },
    });
    await page.getByRole('button', { name: 'Preview settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport - 8);
    const date = (await page.getByLabel('Date', { exact: true }).boundingBox())!;
    const time = (await page.getByLabel('Time', { exact: true }).boundingBox())!;
    expect(time.y === date.y).toBe(sideBySide);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousViolations(page, 'preview-panel')).toEqual([]);
  });
});
