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
