// Theming (docs/theming.md): a page sets the documented custom properties on :root, on any
// wrapper or on the element, and the nearest wins, as CSS custom properties inherit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fragment, shopPage } from './support/prerendered';
import { useBrowser } from './support/harness';

const browser = useBrowser();

/** Every documented property (docs/theming.md) and a value a shop's theme might give it. */
const THEME: Record<string, string> = {
  '--sf-font-family': '"Courier New", monospace',
  '--sf-font-size': '20px',
  '--sf-color-text': 'rgb(17, 34, 51)',
  '--sf-color-muted': 'rgb(68, 68, 17)',
  '--sf-color-primary': 'rgb(192, 0, 0)',
  '--sf-color-primary-hover': 'rgb(128, 0, 0)',
  '--sf-color-on-primary': 'rgb(255, 255, 204)',
  '--sf-color-border': 'rgb(0, 128, 0)',
  '--sf-color-surface': 'rgb(255, 250, 240)',
  '--sf-color-surface-alt': 'rgb(246, 241, 234)',
  '--sf-color-error': 'rgb(153, 0, 51)',
  '--sf-color-success': 'rgb(0, 102, 51)',
  '--sf-color-warning': 'rgb(136, 68, 0)',
  '--sf-color-info': 'rgb(0, 51, 153)',
  '--sf-focus-ring': 'rgb(255, 0, 255) 0px 0px 0px 4px',
  '--sf-radius': '0px',
};
const declarations = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

const ELEMENTS = '<nl-signup site="DE"></nl-signup><shop-footer site="DE"></shop-footer>';

/** What a visitor sees of the theme on real controls: the sign-up's text, field and button, the footer's background. */
async function observed(page: Page) {
  const signup = page.locator('nl-signup');
  const email = signup.locator('input[name="newsletterEmail"]');
  await email.waitFor();
  await page.locator('shop-footer footer.ft:not([aria-busy])').waitFor();
  const style = (locator: ReturnType<Page['locator']>, properties: string[]) =>
    locator.evaluate((element, names) => {
      const computed = getComputedStyle(element) as unknown as Record<string, string>;
      return Object.fromEntries(names.map((name) => [name, computed[name]]));
    }, properties);
  const submit = signup.locator('button[type="submit"]');
  const result = {
    text: await style(signup.locator('.sf-root'), ['color', 'fontFamily', 'fontSize']),
    field: await style(email, ['borderTopColor', 'backgroundColor']),
    button: await style(submit, ['backgroundColor', 'color', 'borderTopLeftRadius']),
    footer: await style(page.locator('shop-footer footer.ft'), ['backgroundColor']),
  };
  await submit.hover();
  await submit.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const hovered = await style(submit, ['backgroundColor']);
  await email.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const focused = await style(email, ['boxShadow']);
  await submit.click();
  const error = signup.getByText('Die E-Mail-Adresse ist ein Pflichtfeld.').first();
  const errorColour = await error.evaluate((element) => getComputedStyle(element).color);
  return { ...result, hovered, focused, errorColour };
}

/** The themed look, written out from THEME. */
const THEMED = {
  text: { color: 'rgb(17, 34, 51)', fontFamily: '"Courier New", monospace', fontSize: '20px' },
  field: { borderTopColor: 'rgb(0, 128, 0)', backgroundColor: 'rgb(255, 250, 240)' },
  button: { backgroundColor: 'rgb(192, 0, 0)', color: 'rgb(255, 255, 204)', borderTopLeftRadius: '0px' },
  footer: { backgroundColor: 'rgb(246, 241, 234)' },
  hovered: { backgroundColor: 'rgb(128, 0, 0)' },
  // The field's inner line in the text colour, and the ring.
  focused: { boxShadow: 'rgb(17, 34, 51) 0px 0px 0px 1px inset, rgb(255, 0, 255) 0px 0px 0px 4px' },
  errorColour: 'rgb(153, 0, 51)',
};

/** Each token as the elements read it inside their shadow roots. */
const resolvedTokens = (page: Page) =>
  page.evaluate(
    (names) => {
      const read = (tag: string) => {
        const root = document.querySelector(tag)?.shadowRoot?.querySelector('.sf-root');
        return root
          ? Object.fromEntries(
              names.map((name) => [
                name,
                getComputedStyle(root)
                  .getPropertyValue(`--_${name.slice(2)}`)
                  .trim(),
              ]),
            )
          : {};
      };
      return { signup: read('nl-signup'), footer: read('shop-footer') };
    },
    Object.keys(THEME).filter((name) => !name.startsWith('--sf-font')),
  );

describe('theming from the page', () => {
  it.each([
    ['on :root', `<style>:root { ${declarations(THEME)} }</style>${ELEMENTS}`],
    ['on a wrapper', `<style>.theme { ${declarations(THEME)} }</style><div class="theme">${ELEMENTS}</div>`],
    ['on the element', `<style>nl-signup, shop-footer { ${declarations(THEME)} }</style>${ELEMENTS}`],
  ])('every documented property set %s reaches the controls', async (_where, html) => {
    const { page } = await browser.open('/themed.html', { html, width: 1280, height: 900 });
    expect(await observed(page)).toEqual(THEMED);
    const expectedTokens = Object.fromEntries(Object.entries(THEME).filter(([name]) => !name.startsWith('--sf-font')));
    expect(await resolvedTokens(page)).toEqual({ signup: expectedTokens, footer: expectedTokens });
  });

  it('the nearest setting wins: the element over a wrapper over :root; unset, the defaults', async () => {
    const html = `<style>
      :root { --sf-color-primary: rgb(1, 1, 1); --sf-radius: 1px; }
      .theme { --sf-color-primary: rgb(2, 2, 2); --sf-radius: 2px; }
      #own { --sf-color-primary: rgb(3, 3, 3); }
    </style>
    <div class="theme"><nl-signup id="own" site="DE"></nl-signup><nl-signup id="wrapped" site="DE"></nl-signup></div>
    <nl-signup id="page" site="DE"></nl-signup>
    <div style="--sf-color-primary: initial"><nl-signup id="unset" site="DE"></nl-signup></div>`;
    const { page } = await browser.open('/nearest.html', { html, width: 1280, height: 900 });
    const button = async (id: string) => {
      const submit = page.locator(`#${id}`).locator('button[type="submit"]');
      await submit.waitFor();
      return submit.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).borderTopLeftRadius]);
    };
    expect(await button('own')).toEqual(['rgb(3, 3, 3)', '2px']);
    expect(await button('wrapped')).toEqual(['rgb(2, 2, 2)', '2px']);
    expect(await button('page')).toEqual(['rgb(1, 1, 1)', '1px']);
    // The kit's primary colour (docs/theming.md: #00406b) where the page unsets it.
    expect(await button('unset')).toEqual(['rgb(0, 64, 107)', '1px']);
  });
});

describe('parts', () => {
  // Each rule sets a property of its own, so what each one reaches shows apart.
  const PART_RULES = `<style>
    body { font-family: Arial, sans-serif; }
    nl-signup::part(heading) { text-decoration-line: underline; }
    shop-footer::part(heading) { font-family: "Playfair Display", serif; }
    shop-footer::part(newsletter-heading) { font-style: italic; }
  </style>`;
  const looks = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((heading) => {
      const { textDecorationLine, fontFamily, fontStyle } = getComputedStyle(heading);
      return { textDecorationLine, fontFamily, fontStyle };
    });
  const headings = async (page: Page) => {
    const footerSignup = page.locator('shop-footer nl-signup h2[part="heading"]');
    await footerSignup.waitFor();
    return {
      footerSignup: await looks(footerSignup),
      footerSection: await looks(page.locator('shop-footer .ft-heading').first()),
    };
  };
  const FOOTER_HEADINGS = {
    footerSignup: { textDecorationLine: 'none', fontFamily: '"Playfair Display", serif', fontStyle: 'italic' },
    footerSection: { textDecorationLine: 'none', fontFamily: '"Playfair Display", serif', fontStyle: 'normal' },
  };

  it("shop-footer::part(heading) and ::part(newsletter-heading) style the footer's sign-up as nl-signup::part(heading) styles a standalone one", async () => {
    const { page } = await browser.open('/parts.html', {
      html: `${PART_RULES}<nl-signup site="DE"></nl-signup><shop-footer site="DE" newsletter></shop-footer>`,
      width: 1280,
      height: 900,
    });
    const standalone = page.locator('body > nl-signup h2[part="heading"]');
    await standalone.waitFor();
    expect(await looks(standalone)).toEqual({ textDecorationLine: 'underline', fontFamily: 'Arial, sans-serif', fontStyle: 'normal' });
    expect(await headings(page)).toEqual(FOOTER_HEADINGS);
  });

  it("reach the pre-rendered footer's sign-up with no script", async () => {
    const noScript = await browser.newContext({ width: 1280, height: 900 });
    const page = await noScript.newPage();
    const body = `${PART_RULES}${fragment('de', 'shop-footer.DE.newsletter')}`;
    await page.route('**/parts-prerendered.html', (route) => route.fulfill({ contentType: 'text/html', body: shopPage(body, null) }));
    await page.goto(`${browser.url}/parts-prerendered.html`);
    expect(await headings(page)).toEqual(FOOTER_HEADINGS);
  });
});
