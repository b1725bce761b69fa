// Nothing goes without a word (docs/cms-editors.md, "For editors"): in TinyMCE 8 and 7 and CKEditor 5
// an editor is told what the set-up removed from the source view or a paste, sees an element whose
// value it does not take flagged until it is fixed, reads the form in the editor's language, and
// sees each element live with the kit's module.
import { describe, expect, it } from 'vitest';
import {
  caretAfter,
  dialogOf,
  EDITORS,
  editingArea,
  editPlaced,
  formFields,
  isSelected,
  openEditor,
  placed,
  savedHtml,
  setContent,
  submit,
  throughSourceView,
} from './support/cms-editors';
import { ownErrors, useBrowser } from './support/harness';

const browser = useBrowser();

describe.each(EDITORS)('%s', (editor) => {
  it('tells what the source view removed, and flags a value an element does not take until it is fixed', async () => {
    const { page } = await openEditor(browser, editor, '&module=none');
    await throughSourceView(
      page,
      editor,
      '<p>Intro</p><nl-signup site="DE" orgin-addition="spring"></nl-signup><p>More</p><shop-footer site="GER" platform="FOOTER"></shop-footer>',
    );
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'orgin-addition' }).textContent())
      .toContain('orgin-addition is not an attribute of <nl-signup>: removed');
    const notAllowed = [
      'site “GER” is not one of AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR',
      'platform “FOOTER” is not one of CLASSIC, TABLET, phone',
    ];
    const footer = placed(page, editor, 'shop-footer');
    await expect.poll(async () => (await footer.ariaSnapshot()).includes(notAllowed.join('; '))).toBe(true);
    expect(await savedHtml(page)).toBe(
      '<p>Intro</p><nl-signup site="DE"></nl-signup><p>More</p><shop-footer site="GER" platform="FOOTER"></shop-footer>',
    );

    // The form opened on it says the same; a value it offers fixes it.
    const dialog = await editPlaced(page, editor, footer);
    for (const problem of notAllowed) await expect.poll(() => dialog.getByText(problem).isVisible()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Site' }).selectOption('DE');
    await dialog.getByRole('combobox', { name: 'Platform' }).selectOption('CLASSIC');
    await submit(dialog, 'Save');
    await expect
      .poll(() => savedHtml(page))
      .toBe('<p>Intro</p><nl-signup site="DE"></nl-signup><p>More</p><shop-footer site="DE"></shop-footer>');
    await expect.poll(async () => (await footer.ariaSnapshot()).includes('is not one of')).toBe(false);
  });

  it('tells what a paste brought that the set-up removed', async () => {
    const { page } = await openEditor(browser, editor, '&module=none');
    await setContent(page, '<p>Intro</p>');
    await caretAfter(page, editor, 'Intro');
    // What the browser hands the editor when an editor pastes HTML copied from a page (Chromium heads it with its charset).
    await editingArea(page, editor).evaluate((area) => {
      const data = new DataTransfer();
      data.setData('text/html', '<meta charset="utf-8"><nl-signup site="AT" orgin-addition="spring" data-track="7"></nl-signup>');
      data.setData('text/plain', 'nl-signup');
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'orgin-addition' }).textContent())
      .toContain('orgin-addition is not an attribute of <nl-signup>: removed; data-track is not an attribute of <nl-signup>: removed');
    await expect.poll(() => savedHtml(page)).toContain('<nl-signup site="AT"></nl-signup>');
  });
});

describe.each(EDITORS)('%s and script addresses', (editor) => {
  it('tells a script address from the source view, and never writes one typed into the form', async () => {
    const { page } = await openEditor(browser, editor, '&module=none');
    await throughSourceView(page, editor, '<p>Intro</p><nl-signup site="DE" api-origin="javascript:alert(1)"></nl-signup>');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'script address' }).textContent())
      .toContain('api-origin of <nl-signup> was a script address: removed');
    const signup = placed(page, editor, 'nl-signup');
    const dialog = await editPlaced(page, editor, signup);
    await dialog.getByRole('textbox', { name: 'Images’ origin' }).fill(' data:text/html,<b>x</b>');
    await submit(dialog, 'Save');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'asset-origin' }).textContent())
      .toContain('asset-origin of <nl-signup> was a script address: removed');
    expect(await savedHtml(page)).toMatch(/^<p>Intro<\/p><nl-signup site="DE"><\/nl-signup>(<p>&nbsp;<\/p>)?$/);
  });
});

describe('TinyMCE and its own marks', () => {
  it('takes none from content: a flag brought on any element goes, and one on a kit tag is told', async () => {
    const { page } = await openEditor(browser, 'tinymce8', '&module=none');
    await throughSourceView(
      page,
      'tinymce8',
      '<p data-mce-storefront-problem="Session expired: sign in again at evil.example">Hi</p><nl-signup site="DE" data-mce-foo="bar" data-mce-selected="1"></nl-signup>',
    );
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'data-mce-foo' }).textContent())
      .toContain('data-mce-foo is not an attribute of <nl-signup>: removed; data-mce-selected is not an attribute of <nl-signup>: removed');
    expect(await savedHtml(page)).toBe('<p>Hi</p><nl-signup site="DE"></nl-signup>');
    expect(await editingArea(page, 'tinymce8').ariaSnapshot()).not.toContain('evil.example');
  });
});

describe('CKEditor 5 inserting while an element is selected', () => {
  it('puts the new element after the selected one, never in its place', async () => {
    const { page } = await openEditor(browser, 'ckeditor5', '&module=none');
    await setContent(page, '<p>Intro</p><nl-signup site="AT" origin-addition="keep-me"></nl-signup><p>End</p>');
    await caretAfter(page, 'ckeditor5', 'End');
    await page.getByRole('button', { name: 'Storefront element', exact: true }).click();
    const dialog = dialogOf(page);
    await dialog.getByRole('textbox', { name: 'Origin addition' }).fill('new-one');
    // The dialog leaves the editor usable: the editor selects the placed element meanwhile.
    await placed(page, 'ckeditor5', 'nl-signup').click({ position: { x: 200, y: 8 } });
    await submit(dialog, 'Insert');
    await expect
      .poll(() => savedHtml(page))
      .toBe(
        '<p>Intro</p><nl-signup site="AT" origin-addition="keep-me"></nl-signup><nl-signup site="DE" origin-addition="new-one"></nl-signup><p>End</p>',
      );
  });
});

describe.each(EDITORS)('%s in German', (editor) => {
  it('shows the form’s labels, hints and messages in the editor’s UI language', async () => {
    const { page } = await openEditor(browser, editor, '&module=none&language=de');
    await setContent(page, '<p>Intro</p>');
    await page.getByRole('button', { name: 'Storefront-Element', exact: true }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    const fields = await formFields(dialog);
    expect(fields.slice(0, 2).map(({ label, hint }) => [label, hint])).toEqual([
      ['Element', 'Was eingefügt wird. Das Seitenlayout gehört zur Seitenvorlage, nicht zum Inhalt.'],
      ['Länderseite', expect.stringMatching(/^Länderseite, Groß- oder Kleinschreibung beliebig\./)],
    ]);
    expect(await dialog.getByRole('button', { name: 'Einfügen', exact: true }).isVisible()).toBe(true);
  });
});

describe('CKEditor 5 shows each element', () => {
  it('live with the kit’s module: as visitors see it, inert, headed by its tag and site; a click selects it; the data stays the bare tag', async () => {
    const { page, errors } = await openEditor(browser, 'ckeditor5');
    const signup = placed(page, 'ckeditor5', 'nl-signup');
    await expect
      .poll(() => signup.locator('nl-signup').getByRole('heading', { name: 'Newsletter abonnieren und 10 % sparen' }).isVisible())
      .toBe(true);
    expect(await signup.getAttribute('data-label')).toBe('<nl-signup> DE');
    // Inert: its button takes no click (the widget does) and its field no focus.
    await signup.locator('nl-signup').getByRole('button', { name: 'Jetzt anmelden' }).click({ force: true });
    expect(await isSelected(signup, 'ckeditor5')).toBe(true);
    expect(browser.backend.calls('newsletterSignup')).toEqual([]);
    expect(await savedHtml(page)).toBe(
      '<p>Intro</p><nl-signup site="DE" origin-addition="landing-page"></nl-signup><p>More</p><shop-footer site="DE" newsletter=""></shop-footer>',
    );
    expect(ownErrors(errors)).toEqual([]);

    // The live element takes its declared attributes only: an id of the content is not one of the editor page's.
    await setContent(page, '<p>Intro</p><nl-signup site="DE" id="saved"></nl-signup>');
    await expect.poll(() => page.evaluate(() => document.getElementById('saved')?.localName)).toBe('pre');
    expect(await savedHtml(page)).toBe('<p>Intro</p><nl-signup site="DE" id="saved"></nl-signup>');
  });

  it('framed, as its start tag, without the module', async () => {
    const { page } = await openEditor(browser, 'ckeditor5', '&module=none');
    const signup = placed(page, 'ckeditor5', 'nl-signup');
    expect(await signup.getAttribute('data-label')).toBe('<nl-signup site="DE" origin-addition="landing-page">');
    expect(await signup.locator('nl-signup').count()).toBe(0);
  });
});

describe('TinyMCE with the kit’s module', () => {
  it('opens the form on a live element with a double click, which its own controls never see', async () => {
    const { page } = await openEditor(browser, 'tinymce8');
    const signup = placed(page, 'tinymce8', 'nl-signup');
    await expect.poll(() => signup.getByRole('heading', { name: 'Newsletter abonnieren und 10 % sparen' }).isVisible()).toBe(true);
    await signup.getByRole('heading', { name: 'Newsletter abonnieren und 10 % sparen' }).dblclick();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Edit: Newsletter sign-up');
    expect(await dialog.getByRole('textbox', { name: 'Origin addition' }).inputValue()).toBe('landing-page');
  });
});
