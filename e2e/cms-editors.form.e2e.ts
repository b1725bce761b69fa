// Editors pick, not type (docs/cms-editors.md, "For editors"): in TinyMCE 8 and 7 and CKEditor 5 an
// editor inserts and edits each kit element through a form made from the declarations, by mouse and
// by keyboard, and is told what the set-up removes and what an element does not take.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditWcag22 } from './support/audit';
import {
  caretAfter,
  dialogOf,
  EDITORS,
  type Editor,
  editingArea,
  editPlaced,
  formFields,
  isSelected,
  openEditor,
  openForm,
  placed,
  savedHtml,
  setContent,
  submit,
  tick,
  undo,
} from './support/cms-editors';
import { ownErrors, useBrowser } from './support/harness';

const browser = useBrowser();

const SITES = ['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR'];

/** The attributes every element with a site takes (docs/contract.md, section 2), as the form offers them. */
const COMMON = [
  {
    label: 'Site',
    kind: 'select',
    values: SITES,
    hint: "Country site, any case. Missing: DE in storefront-elements.js, a market file's own site in that file (CH in the Swiss one). An unknown value, or a site the loaded file does not carry, renders nothing and logs an error.",
  },
  { label: 'Locale', kind: 'text', values: [], hint: 'BCP 47 tag that overrides the site locale for texts and lang.' },
  { label: 'Services’ origin', kind: 'text', values: [], hint: 'Origin that service paths are relative to.' },
  { label: 'Images’ origin', kind: 'text', values: [], hint: 'Origin that images (not icons) are loaded from.' },
];

/** Each element the form places, by its name in the form, with exactly its declared attributes (docs/contract.md, sections 2 and 3). */
const FORMS: [name: string, tag: string, fields: { label: string; kind: string; values: string[]; hint: string }[]][] = [
  [
    'Newsletter sign-up',
    'nl-signup',
    [
      ...COMMON,
      {
        label: 'Sign-up origin',
        kind: 'select',
        values: ['NEWSLETTER', 'SHOPPING_CART'],
        hint: 'Where the sign-up comes from; sent as origin. Any other value logs an error and NEWSLETTER is used.',
      },
      {
        label: 'Origin addition',
        kind: 'text',
        values: [],
        hint: 'Free text sent (trimmed) as originAddition; also part of the tracking event.',
      },
      {
        label: 'Single-page app',
        kind: 'checkbox',
        values: [],
        hint: 'Use the base path service/newsletter/api/private instead of service/newsletter/api/internal.',
      },
      {
        label: 'Expired double opt-in link notice',
        kind: 'checkbox',
        values: [],
        hint: 'Show the "link no longer valid" double-opt-in notice at the start; dismissed when the e-mail field gets focus.',
      },
      {
        label: 'Do not scroll to the thanks',
        kind: 'checkbox',
        values: [],
        hint: 'Do not scroll the success message into view (it still takes focus, without scrolling).',
      },
    ],
  ],
  [
    'Shop footer',
    'shop-footer',
    [
      ...COMMON,
      {
        label: 'Reduced footer',
        kind: 'checkbox',
        values: [],
        hint: 'The reduced footer (also when the cookie affiliateNumber is set or newApp is true).',
      },
      {
        label: 'Platform',
        kind: 'select',
        values: ['CLASSIC', 'TABLET', 'phone'],
        hint: 'The layout the page is in (any case). Outside CLASSIC the overview link shows and the country switcher hides. Anything else logs an error and is read as CLASSIC.',
      },
      {
        label: 'Newsletter sign-up at the top',
        kind: 'checkbox',
        values: [],
        hint: 'Include <nl-signup origin="NEWSLETTER" origin-addition="footer"> at the top; hidden when reduced, with newsletter-hidden, or when psdata says WAITING_FOR_DOI or SUBSCRIBED.',
      },
      { label: 'Newsletter form hidden', kind: 'checkbox', values: [], hint: 'The page says the newsletter form is hidden.' },
      { label: 'Staff preview tool', kind: 'checkbox', values: [], hint: 'Include the staff preview panel (it shows only for staff).' },
      {
        label: 'Checkout page',
        kind: 'checkbox',
        values: [],
        hint: 'The page is in checkout: groups flagged hideGroupInCheckout are left out.',
      },
    ],
  ],
  ['Staff preview tool', 'preview-panel', COMMON],
  ['Session keeper', 'session-keeper', [COMMON[2]]],
];

/** After a block inserted at the end of the content, TinyMCE keeps a paragraph to type in; CKEditor 5 shows a caret beside the block instead. */
const endParagraph = (editor: Editor) => (editor === 'ckeditor5' ? '' : '<p>&nbsp;</p>');

describe.each(EDITORS)('%s: the form', (editor) => {
  it('inserts a sign-up and a footer with the chosen attributes, each one block at the cursor, selected; edits one in place; undo restores it', async () => {
    const { page, errors } = await openEditor(browser, editor, '&module=none');
    await setContent(page, '<p>Intro</p><p>More</p>');

    await caretAfter(page, editor, 'Intro');
    let dialog = await openForm(page);
    await dialog.getByRole('textbox', { name: 'Origin addition' }).fill('spring');
    await submit(dialog, 'Insert');
    await expect.poll(() => savedHtml(page)).toBe('<p>Intro</p><nl-signup site="DE" origin-addition="spring"></nl-signup><p>More</p>');
    expect(await isSelected(placed(page, editor, 'nl-signup'), editor)).toBe(true);

    await caretAfter(page, editor, 'More');
    dialog = await openForm(page);
    await dialog.getByRole('combobox', { name: 'Element' }).selectOption({ label: 'Shop footer' });
    await dialog.getByRole('combobox', { name: 'Site' }).selectOption('AT');
    await dialog.getByRole('combobox', { name: 'Platform' }).selectOption('TABLET');
    await tick(dialog, 'Newsletter sign-up at the top');
    await submit(dialog, 'Insert');
    const inserted = `<p>Intro</p><nl-signup site="DE" origin-addition="spring"></nl-signup><p>More</p><shop-footer site="AT" platform="TABLET" newsletter=""></shop-footer>${endParagraph(editor)}`;
    await expect.poll(() => savedHtml(page)).toBe(inserted);

    // Edit: the form filled in from the element; Save changes its attributes only, in place.
    dialog = await editPlaced(page, editor, placed(page, editor, 'nl-signup'));
    const fields = await formFields(dialog);
    expect(fields.map(({ label, value }) => [label, value])).toEqual([
      ['Site', 'DE'],
      ['Locale', ''],
      ['Services’ origin', ''],
      ['Images’ origin', ''],
      ['Sign-up origin', 'NEWSLETTER'],
      ['Origin addition', 'spring'],
      ['Single-page app', false],
      ['Expired double opt-in link notice', false],
      ['Do not scroll to the thanks', false],
    ]);
    await dialog.getByRole('combobox', { name: 'Sign-up origin' }).selectOption('SHOPPING_CART');
    await dialog.getByRole('textbox', { name: 'Origin addition' }).fill('');
    await tick(dialog, 'Do not scroll to the thanks');
    await submit(dialog, 'Save');
    await expect
      .poll(() => savedHtml(page))
      .toBe(
        `<p>Intro</p><nl-signup site="DE" origin="SHOPPING_CART" no-scroll=""></nl-signup><p>More</p><shop-footer site="AT" platform="TABLET" newsletter=""></shop-footer>${endParagraph(editor)}`,
      );

    await undo(page);
    await expect.poll(() => savedHtml(page)).toBe(inserted);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('offers each element exactly its declared attributes, of their kinds, with their values and descriptions', async () => {
    const { page } = await openEditor(browser, editor, '&module=none');
    const dialog = await openForm(page);
    const element = dialog.getByRole('combobox', { name: 'Element' });
    expect(await element.evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.text))).toEqual(
      FORMS.map(([name]) => name),
    );
    for (const [name, , fields] of FORMS) {
      await element.selectOption({ label: name });
      const shown = await formFields(dialog);
      expect(shown[0]).toMatchObject({ label: 'Element', value: FORMS.find(([each]) => each === name)?.[1] });
      expect(
        shown.slice(1).map(({ label, kind, values, hint }) => ({ label, kind, values, hint })),
        name,
      ).toEqual(fields);
    }
  });

  it('preselects the site the set-up was given, and the enumerations’ defaults', async () => {
    const { page } = await openEditor(browser, editor, '&module=none&site=HU');
    await setContent(page, '<p>Intro</p>');
    await caretAfter(page, editor, 'Intro');
    const dialog = await openForm(page);
    expect(await dialog.getByRole('combobox', { name: 'Site' }).inputValue()).toBe('HU');
    expect(await dialog.getByRole('combobox', { name: 'Sign-up origin' }).inputValue()).toBe('NEWSLETTER');
    await submit(dialog, 'Insert');
    await expect.poll(() => savedHtml(page)).toBe(`<p>Intro</p><nl-signup site="HU"></nl-signup>${endParagraph(editor)}`);
  });

  it('has no accessibility violation while the form is open', async () => {
    const { page } = await openEditor(browser, editor, '&module=none');
    const dialog = await openForm(page);
    await dialog.getByRole('combobox', { name: 'Element' }).selectOption({ label: 'Shop footer' });
    const { violations } = await auditWcag22(page, { include: [[editor === 'ckeditor5' ? '.ck-dialog' : '.tox-dialog']] });
    expect(violations).toEqual([]);
  });
});

/** Moves focus with a key until the focused control has this accessible name (at most 30 presses). */
async function pressUntil(page: Page, key: string, name: string) {
  const focusedName = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
    });
  for (let press = 0; press < 30 && (await focusedName()) !== name; press++) await page.keyboard.press(key);
  expect(await focusedName()).toBe(name);
}

describe.each(EDITORS)('%s by keyboard alone', (editor) => {
  it('reaches the button, chooses, fills and inserts; focus is back in the editing area on the new element', async () => {
    const { page } = await openEditor(browser, editor, '&module=none');
    await setContent(page, '<p>Intro</p>');
    await caretAfter(page, editor, 'Intro');
    // Both editors' documented way to the toolbar; TinyMCE moves between its groups with Tab.
    await page.keyboard.press('Alt+F10');
    await pressUntil(page, editor === 'ckeditor5' ? 'ArrowRight' : 'Tab', 'Storefront element');
    await page.keyboard.press('Enter');
    const dialog = dialogOf(page);
    await dialog.waitFor();
    // The element's select has focus: the footer is one step down.
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Element' }).evaluate((select) => select === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Element' }).inputValue()).toBe('shop-footer');
    await page.keyboard.press('Tab');
    // Site: AT is the first; from DE, four up.
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await page.keyboard.type('de-AT');
    for (const _ of ['Services’ origin', 'Images’ origin', 'Reduced footer', 'Platform']) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: 'Newsletter sign-up at the top' }).isChecked()).toBe(true);
    await pressUntil(page, 'Tab', 'Insert');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => savedHtml(page))
      .toBe(`<p>Intro</p><shop-footer site="AT" locale="de-AT" newsletter=""></shop-footer>${endParagraph(editor)}`);

    const footer = placed(page, editor, 'shop-footer');
    // The editor selects the new element and takes the focus back once its dialog has closed, in a
    // later task on a loaded machine (CKEditor 5 renders its view's selection after the model's).
    await expect.poll(() => isSelected(footer, editor)).toBe(true);
    const focusInEditingArea =
      editor === 'ckeditor5'
        ? () => editingArea(page, editor).evaluate((editable) => editable === document.activeElement)
        : () => page.evaluate(() => document.activeElement?.localName === 'iframe');
    await expect.poll(focusInEditingArea).toBe(true);
  });
});

describe('TinyMCE’s Insert menu', () => {
  it('has the form’s item', async () => {
    const { page } = await openEditor(browser, 'tinymce8', '&module=none');
    await page.getByRole('menuitem', { name: 'Insert' }).click();
    await page.getByRole('menuitem', { name: 'Storefront element…' }).click();
    expect(await dialogOf(page).getByRole('heading').textContent()).toBe('Insert a storefront element');
  });
});
