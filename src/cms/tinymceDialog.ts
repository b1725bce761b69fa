/**
 * The parts of TinyMCE's dialog (7 and 8) that the form is made of: a field per attribute of its
 * kind, and its hint below it, named as its description (TinyMCE's fields take a label only).
 */
import type { ElementForm, FieldValue } from './elementForm';

export type DialogData = Record<string, FieldValue>;

export interface TinymceDialogApi {
  getData(): DialogData;
  redial(spec: TinymceDialog): void;
  focus(name: string): void;
  close(): void;
}

export interface TinymceDialog {
  title: string;
  body: { type: 'panel'; items: object[] };
  initialData: DialogData;
  buttons: { type: 'cancel' | 'submit'; text: string; primary?: boolean }[];
  onChange?: (api: TinymceDialogApi, details: { name: string }) => void;
  onSubmit: (api: TinymceDialogApi) => void;
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let count = 0;

/**
 * An id unique on the editor's page: each hint's, each inserted element's until it is found (a
 * random part, so that no content can hold it beforehand).
 */
export const uniqueId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}-${++count}`;

/**
 * A field's hint (and, on a placed element, what is wrong with its value) below it, and named as
 * the field's description: TinyMCE's fields take a label only.
 */
export function hintPanel(hint: string, problem?: string): object {
  const id = uniqueId('storefront-hint');
  return {
    type: 'htmlpanel',
    html: `<div class="sf-cms-hint" id="${id}">${problem ? `<p class="sf-cms-problem">${escapeHtml(problem)}</p>` : ''}<p>${escapeHtml(hint)}</p></div>`,
    onInit: (panel: HTMLElement) => {
      const field = panel.closest('.tox-form__group')?.previousElementSibling;
      const control = field?.querySelector<HTMLInputElement | HTMLSelectElement>('input, select');
      if (!control) return;
      control.setAttribute('aria-describedby', id);
      keepLabelClicks(panel.ownerDocument.defaultView);
    },
  };
}

const windowsWithLabelClicks = new WeakSet<Window>();

/**
 * A press on a label in TinyMCE's dialog focuses the dialog, which focuses its first field and
 * scrolls to the top: a click on a label further down never lands, and its checkbox never ticks.
 * On the form's labels, the press focuses the label's own control instead (before TinyMCE, which
 * listens on the document, sees it).
 */
function keepLabelClicks(view: Window | null) {
  if (!view || windowsWithLabelClicks.has(view)) return;
  windowsWithLabelClicks.add(view);
  view.addEventListener(
    'mousedown',
    (event) => {
      const label = (event.target as Element | null)?.closest?.('label');
      const control = label?.control;
      if (!label || !control || !label.closest('.tox-dialog')?.querySelector('.sf-cms-hint')) return;
      event.preventDefault();
      event.stopPropagation();
      control.focus({ preventScroll: true });
    },
    true,
  );
}

export function fieldItem({ name, spec, label }: ElementForm['fields'][number]): object {
  if (spec.type === 'enum') return { type: 'selectbox', name, label, items: spec.values.map((value) => ({ value, text: value })) };
  if (spec.type === 'boolean') return { type: 'checkbox', name, label };
  return { type: 'input', name, label };
}
