// The demo's editors page (demo/pages/cms-editors.html) as an editor uses it: TinyMCE 8 and 7 and
// CKEditor 5 with the kit's set-ups, driven through their UI. Reading the saved content goes through
// window.cmsEditor, as a CMS reads it when it saves.
import { expect } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { useBrowser } from './harness';

export const EDITORS = [
  ['tinymce8', 'TinyMCE 8'],
  ['tinymce7', 'TinyMCE 7'],
  ['ckeditor5', 'CKEditor 5'],
] as const;
export type Editor = (typeof EDITORS)[number][0];

/** Opens the editors' page with one editor, once it is ready. */
export async function openEditor(browser: ReturnType<typeof useBrowser>, editor: Editor, query = '') {
  const opened = await browser.open(`/cms-editors.html?editor=${editor}${query}`);
  await opened.page.waitForFunction(() => window.cmsEditor !== undefined);
  await opened.page.evaluate(() => window.cmsEditor);
  return opened;
}

export const setContent = (page: Page, html: string) =>
  page.evaluate(async (content) => (await window.cmsEditor!).setContent(content), html);
export const getContent = (page: Page) => page.evaluate(async () => (await window.cmsEditor!).getContent());

/** The saved content on one line: TinyMCE writes a line break between blocks, CKEditor 5 none. */
export const savedHtml = async (page: Page) => (await getContent(page)).replace(/\n/g, '');

/** Where the editor's content is: TinyMCE's editing frame's body, CKEditor 5's editable. */
export function editingArea(page: Page, editor: Editor): Locator {
  return editor === 'ckeditor5' ? page.getByRole('textbox', { name: /^Rich Text Editor/ }) : editingFrame(page).locator('body');
}

export const editingFrame = (page: Page): FrameLocator => page.frameLocator('iframe.tox-edit-area__iframe');

/** What an editor does to check the markup: to the source view, and back, as it is. */
export async function throughSourceView(page: Page, editor: Editor, replaceWith?: string) {
  if (editor === 'ckeditor5') {
    await page.getByRole('button', { name: 'Source' }).click();
    const source = page.locator('.ck-source-editing-area textarea');
    if (replaceWith !== undefined) await source.fill(replaceWith);
    await page.getByRole('button', { name: 'Source' }).click();
    await page.locator('.ck-source-editing-area').waitFor({ state: 'detached' });
  } else {
    await page.getByRole('button', { name: 'Source code' }).click();
    if (replaceWith !== undefined) await page.getByRole('dialog').getByRole('textbox').fill(replaceWith);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
}

/** Puts the caret at the end of the paragraph with this text, by a click and End. */
export async function caretAfter(page: Page, editor: Editor, text: string) {
  await editingArea(page, editor).locator('p', { hasText: text }).click();
  await page.keyboard.press('End');
}

/** The placed element of a tag in the editing area, `nth` in document order. */
export function placed(page: Page, editor: Editor, tag: string, nth = 0): Locator {
  return editor === 'ckeditor5'
    ? editingArea(page, editor).locator(`.sf-cms-element[data-label^="<${tag}"]`).nth(nth)
    : editingArea(page, editor).locator(`:scope > ${tag}`).nth(nth);
}

/** Whether the editor shows the placed element as selected. */
export const isSelected = (element: Locator, editor: Editor) =>
  element.evaluate(
    (node, isCkeditor) => (isCkeditor ? node.classList.contains('ck-widget_selected') : node.hasAttribute('data-mce-selected')),
    editor === 'ckeditor5',
  );

/** The form's fields as the accessibility tree names them: label, kind, an enumeration's values, the description. */
export function formFields(dialog: Locator) {
  return dialog.evaluate((root) =>
    [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')].map((control) => {
      const described = (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => control.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
      const label = control.labels?.[0]?.textContent?.trim() ?? '';
      const kind = control instanceof HTMLSelectElement ? 'select' : control.type === 'checkbox' ? 'checkbox' : 'text';
      const values = control instanceof HTMLSelectElement ? [...control.options].map((option) => option.value) : [];
      const value = control instanceof HTMLSelectElement ? control.value : control.type === 'checkbox' ? control.checked : control.value;
      return { label, kind, values, value, hint: described };
    }),
  );
}

export const dialogOf = (page: Page) => page.getByRole('dialog');

/** The toolbar's button, as a mouse user finds it. */
export async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Storefront element', exact: true }).click();
  await dialogOf(page).waitFor();
  return dialogOf(page);
}

export async function submit(dialog: Locator, name: 'Insert' | 'Save') {
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens the form on a placed element: the balloon's button in CKEditor 5, a double click in TinyMCE. */
export async function editPlaced(page: Page, editor: Editor, element: Locator) {
  if (editor === 'ckeditor5') {
    await element.click({ position: { x: 200, y: 8 } });
    await page.getByRole('button', { name: 'Edit storefront element' }).click();
  } else await element.dblclick({ position: { x: 200, y: 8 } });
  await dialogOf(page).waitFor();
  return dialogOf(page);
}

export const undo = (page: Page) => page.keyboard.press('Control+z');

/** Ticks a checkbox as a person does, by its label (TinyMCE draws its own box over the hidden input). */
export async function tick(dialog: Locator, label: string) {
  await dialog.getByText(label, { exact: true }).click();
  expect(await dialog.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
}
