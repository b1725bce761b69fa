// The kit's tags in the rich-text editors CMSs embed (docs/cms-editors.md): TinyMCE 8 and 7 and
// CKEditor 5 from the npm registry, with the shipped integrations merged as the docs say, on the
// demo's editors page (demo/pages/cms-editors.html).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EDITORS, getContent, openEditor as openEditorPage, setContent, throughSourceView, type Editor } from './support/cms-editors';
import { ownErrors, useBrowser } from './support/harness';

const browser = useBrowser();
const openEditor = (editor: Editor, query = '') => openEditorPage(browser, editor, query);

const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'];

/** Each element's attributes by the contract (docs/contract.md, sections 2 and 3), with a value a page may write. */
const COMMON = { locale: 'de-AT', 'api-origin': 'https://api.shop.example', 'asset-origin': 'https://img.shop.example' };
const DECLARED: Record<string, Record<string, string>> = {
  'nl-signup': { ...COMMON, origin: 'SHOPPING_CART', 'origin-addition': 'landing-page', spa: '', 'doi-error': '', 'no-scroll': '' },
  'shop-footer': { ...COMMON, reduced: '', platform: 'TABLET', newsletter: '', 'newsletter-hidden': '', preview: '', checkout: '' },
  'preview-panel': COMMON,
};
/** The global attributes an editor keeps on a kit tag. */
const globals = (id: string) => ({ id, class: 'campaign wide', slot: 'footer', lang: 'de', dir: 'ltr' });

type Placed = [tag: string, attributes: Record<string, string>];

/** Every element with every declared attribute, those that take a site once per site. */
const EVERY_ELEMENT: Placed[] = [
  ...SITES.flatMap((site) =>
    Object.entries(DECLARED).map(([tag, attributes]): Placed => [tag, { site, ...attributes, ...globals(`${tag}-${site}`) }]),
  ),
  ['session-keeper', { 'api-origin': 'https://api.shop.example', ...globals('keeper') }],
  ['shop-layout', { 'content-type': 'text/html; NO_HEADER', ...globals('layout') }],
];

const markup = ([tag, attributes]: Placed, inner = '') =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value}"`))
    .join('')}>${inner}</${tag}>`;

/** Every element of the saved content but the paragraphs, with its attributes, in document order. */
const savedElements = (page: Page, html: string) =>
  page.evaluate((content) => {
    const template = document.createElement('template');
    template.innerHTML = content;
    return [...template.content.querySelectorAll('*:not(p)')].map((element) => [
      element.localName,
      Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value])),
    ]);
  }, html);

/** The saved content in order: each paragraph's text, each other element's tag. */
const savedOrder = (page: Page) =>
  page.evaluate(async () => {
    const template = document.createElement('template');
    template.innerHTML = (await window.cmsEditor!).getContent();
    return [...template.content.children].map((element) => (element.localName === 'p' ? (element.textContent ?? '') : element.localName));
  });

describe.each(EDITORS)('%s with the kit’s set-up', (editor) => {
  it('keeps every element, with each declared attribute and each site, through the source view', async () => {
    const { page, errors } = await openEditor(editor, '&module=none');
    const content = EVERY_ELEMENT.map((placed) => (placed[0] === 'shop-layout' ? markup(placed, '<p>Inside</p>') : markup(placed))).join(
      '<p>Between</p>',
    );
    await setContent(page, content);
    await throughSourceView(page, editor);
    expect(await savedElements(page, await getContent(page))).toEqual(EVERY_ELEMENT);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('keeps nothing else: no handler, style, undeclared or script-URL attribute, no link around, no content inside, no unknown tag', async () => {
    const { page } = await openEditor(editor, '&module=none');
    await setContent(
      page,
      '<p>Intro</p><nl-signup site="DE" onclick="alert(1)" style="position:fixed" srcdoc="<script>alert(1)</script>" href="javascript:alert(1)" data-track="x" aria-hidden="true" is="x"></nl-signup>' +
        '<shop-footer site="HU" onmouseover="alert(2)" formaction="javascript:alert(2)">Hidden <a href="https://spam.example/">casino</a></shop-footer>' +
        '<a href="https://evil.example/phish"><nl-signup site="CZ"></nl-signup></a>' +
        '<preview-panel site="AT" api-origin=" java&#9;script:alert(3)" asset-origin="data:text/html,x"></preview-panel>' +
        '<x-tracker data-id="7">Beside</x-tracker><p>End</p>',
    );
    await throughSourceView(page, editor);
    expect(await savedElements(page, await getContent(page))).toEqual([
      ['nl-signup', { site: 'DE' }],
      ['shop-footer', { site: 'HU' }],
      ['nl-signup', { site: 'CZ' }],
      ['preview-panel', { site: 'AT' }],
    ]);
    expect(await getContent(page)).not.toMatch(/casino|evil\.example|x-tracker/);
  });
});

describe.each(EDITORS)('%s with its default set-up', (editor) => {
  it('deletes the tags: what the kit’s set-up adds', async () => {
    const { page } = await openEditor(editor, '&setup=default');
    await setContent(
      page,
      '<p>Intro</p><nl-signup site="DE" origin-addition="landing-page"></nl-signup><p>More</p><shop-footer site="DE" newsletter></shop-footer>',
    );
    expect(await savedElements(page, await getContent(page))).toEqual([]);
  });
});

describe('what an editor sees', () => {
  it('TinyMCE shows each element live in its frame with the page’s module: one block to select, move and delete', async () => {
    const { page, errors } = await openEditor('tinymce8');
    const frame = page.frameLocator('iframe');
    // The configurator's snippet, rendered by the kit in the editing frame, its calls on the page's origin.
    await expect
      .poll(() => frame.locator('body > nl-signup').getByRole('heading', { name: 'Newsletter abonnieren und 10 % sparen' }).isVisible())
      .toBe(true);
    await expect.poll(() => frame.locator('body > shop-footer').getByRole('contentinfo').isVisible()).toBe(true);
    expect(browser.backend.calls('promotion').length).toBeGreaterThan(0);

    // Seen, not used: the footer's switch to the mobile view would reload the editor's frame.
    await frame.locator('body > shop-footer').getByRole('button', { name: 'Zur mobilen Version wechseln' }).click();
    await expect.poll(() => savedOrder(page)).toEqual(['Intro', 'nl-signup', 'More', 'shop-footer']);
    expect(await frame.locator('body > nl-signup').count()).toBe(1);
    expect(await page.evaluate(() => document.cookie)).not.toContain('platform=');

    const signup = frame.locator('body > nl-signup');
    await signup.click({ position: { x: 200, y: 20 } });
    await expect.poll(() => signup.getAttribute('data-mce-selected')).not.toBeNull();
    // Seen as selected: the editor's outline around the whole element.
    expect(await signup.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Control+x');
    await frame.locator('body > p', { hasText: 'More' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+v');
    await expect.poll(() => savedOrder(page)).toEqual(['Intro', 'More', 'nl-signup', 'shop-footer']);
    expect(await savedElements(page, await getContent(page))).toEqual([
      ['nl-signup', { site: 'DE', 'origin-addition': 'landing-page' }],
      ['shop-footer', { site: 'DE', newsletter: '' }],
    ]);

    await frame.locator('body > shop-footer').click({ position: { x: 20, y: 20 } });
    await expect.poll(() => frame.locator('body > shop-footer').getAttribute('data-mce-selected')).not.toBeNull();
    await page.keyboard.press('Delete');
    await expect.poll(() => savedOrder(page)).toEqual(['Intro', 'More', 'nl-signup']);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('TinyMCE heads each element with its tag and site: one that shows nothing, or shows before its module, is still a block to see and select', async () => {
    for (const module of ['', '&module=none']) {
      const { page } = await openEditor('tinymce8', module);
      await setContent(page, '<p>Intro</p><session-keeper></session-keeper><preview-panel site="HU"></preview-panel><p>More</p>');
      const frame = page.frameLocator('iframe');
      expect(await frame.locator('body').ariaSnapshot()).toBe(
        ['- paragraph: Intro', '- text: <session-keeper> <preview-panel> HU', '- paragraph: More'].join('\n'),
      );
      for (const tag of ['session-keeper', 'preview-panel'])
        expect((await frame.locator(`body > ${tag}`).boundingBox())?.height).toBeGreaterThan(15);
      await frame.locator('body > session-keeper').click();
      await expect.poll(() => frame.locator('body > session-keeper').getAttribute('data-mce-selected')).not.toBeNull();
      await page.keyboard.press('Delete');
      await expect.poll(() => savedOrder(page)).toEqual(['Intro', 'preview-panel', 'More']);
    }
  });

  it('CKEditor 5 without the kit’s module shows each element as a block naming its tag and attributes: one to select, move and delete', async () => {
    const { page } = await openEditor('ckeditor5', '&module=none');
    const editable = page.getByRole('textbox', { name: /^Rich Text Editor/ });
    // Seen and read in words, each in a box of its own: never an empty space.
    expect(await editable.ariaSnapshot()).toBe(
      [
        '- \'textbox "Rich Text Editor. Editing area: main. Press Alt+0 for help."\':',
        '  - paragraph: Intro',
        '  - text: <nl-signup site="DE" origin-addition="landing-page">',
        '  - paragraph: More',
        '  - text: <shop-footer site="DE" newsletter>',
      ].join('\n'),
    );
    const [signup, footer] = [editable.locator('.sf-cms-element').nth(0), editable.locator('.sf-cms-element').nth(1)];
    for (const box of [signup, footer]) expect((await box.boundingBox())?.height).toBeGreaterThan(30);

    await signup.click();
    expect(await signup.getAttribute('class')).toContain('ck-widget_selected');
    await signup
      .locator('.ck-widget__selection-handle')
      .dragTo(editable.locator('p', { hasText: 'More' }), { targetPosition: { x: 40, y: 18 } });
    await expect.poll(() => savedOrder(page)).toEqual(['Intro', 'More', 'nl-signup', 'shop-footer']);
    expect(await getContent(page)).toBe(
      '<p>Intro</p><p>More</p><nl-signup site="DE" origin-addition="landing-page"></nl-signup><shop-footer site="DE" newsletter=""></shop-footer>',
    );

    await editable.locator('.sf-cms-element').nth(1).click();
    await page.keyboard.press('Delete');
    // Where the block was, CKEditor leaves an empty paragraph to type in.
    await expect.poll(() => savedOrder(page)).toEqual(['Intro', 'More', 'nl-signup', '\u00a0']);
  });
});
