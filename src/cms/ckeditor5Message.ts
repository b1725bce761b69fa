// What the CKEditor 5 set-up tells an editor where nothing else shows CKEditor's notifications.
import type * as CKEditor5 from 'ckeditor5';

/**
 * Shows a message above the editing area of an editor whose UI has one (the classic editor's),
 * announced to screen readers, until it is closed or the next one replaces it. False where there
 * is no such place.
 */
export function showMessage(editor: CKEditor5.Editor, message: string): boolean {
  const main = editor.ui.view.element?.querySelector(':scope .ck-editor__main');
  if (!main?.parentElement) return false;
  const document = main.ownerDocument;
  let box = main.parentElement.querySelector<HTMLElement>(':scope > .sf-cms-message');
  if (!box) {
    box = document.createElement('div');
    box.className = 'sf-cms-message';
    box.setAttribute('role', 'alert');
    const text = document.createElement('p');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', editor.t('Close'));
    close.addEventListener('click', () => box?.remove());
    box.append(text, close);
    main.before(box);
  }
  (box.firstElementChild as HTMLElement).textContent = message;
  return true;
}
