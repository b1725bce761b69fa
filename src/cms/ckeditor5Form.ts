/**
 * The form's view in CKEditor 5 (docs/cms-editors.md, "For editors"), made of the editor's own UI
 * library so that it looks and behaves like the editor's other forms: a labelled field per
 * declared attribute (elementForm.ts), its hint as the field's status (what the accessibility tree
 * reads as its description), Tab and Shift+Tab through the fields, Enter in a text field submits.
 * Native `<select>` and checkbox controls carry an enumeration and a boolean: CKEditor's UI
 * library has no select of its own.
 */
import type * as CKEditor5 from 'ckeditor5';
import type { ElementForm, FieldValue, FormModel } from './elementForm';
import type { FormTexts } from './texts';
import type { Site } from '../sites/sites';

/** What the form takes of the `ckeditor5` namespace. */
export type CKEditor5FormNamespace = Pick<
  typeof CKEditor5,
  | 'View'
  | 'LabeledFieldView'
  | 'createLabeledInputText'
  | 'FocusTracker'
  | 'KeystrokeHandler'
  | 'FocusCycler'
  | 'ViewCollection'
  | 'submitHandler'
>;

/** A field of the form: its view (focusable), and what it holds. */
interface FieldControl {
  view: CKEditor5.View & { focus(): void };
  read(): FieldValue;
}

export interface FormState {
  tag: string;
  values: Readonly<Record<string, FieldValue>>;
  /** What is wrong with a placed element's value, by attribute. */
  problems: ReadonlyMap<string, string>;
}

export interface StorefrontFormView extends CKEditor5.View {
  /** The element chosen (a new one) or edited. */
  readonly tag: string;
  values(): Record<string, FieldValue>;
  focus(): void;
}

export interface FormSettings {
  model: FormModel;
  texts: FormTexts;
  /** The site a new element preselects. */
  site: Site | undefined;
  initial: FormState;
  /** A new element: the element's select comes first. */
  choose: boolean;
}

/** Ids unique on the editor's page. */
let count = 0;
const uid = (name: string) => `sf-cms-${name}-${++count}`;

export function createFormView(
  namespace: CKEditor5FormNamespace,
  locale: CKEditor5.Locale,
  { model, texts, site, initial, choose }: FormSettings,
): StorefrontFormView {
  const { View, LabeledFieldView, createLabeledInputText, FocusTracker, KeystrokeHandler, FocusCycler, ViewCollection, submitHandler } =
    namespace;

  /** A native `<select>` of the given options, as the field view of a LabeledFieldView. */
  function select(options: readonly { value: string; text: string }[], value: string, ids: { id: string; describedBy: string }) {
    const view = new View(locale);
    view.setTemplate({
      tag: 'select',
      attributes: { class: ['ck', 'ck-input', 'sf-cms-select'], id: ids.id, 'aria-describedby': ids.describedBy },
      children: options.map((option) => ({
        tag: 'option',
        attributes: { value: option.value, ...(option.value === value ? { selected: true } : {}) },
        children: [{ text: option.text }],
      })),
    });
    return Object.assign(view, { focus: () => (view.element as HTMLSelectElement).focus() });
  }

  function selectField(label: string, hint: string, options: readonly { value: string; text: string }[], value: string, problem?: string) {
    let control: ReturnType<typeof select> | undefined;
    const field = new LabeledFieldView(locale, (_, id, describedBy) => {
      control = select(options, value, { id, describedBy });
      return control;
    });
    // A select always shows a value: its label stays above it, never over it.
    field.set({ label, infoText: hint, errorText: problem ?? null, isEmpty: false });
    const selectView = control as ReturnType<typeof select>;
    const element = () => selectView.element as HTMLSelectElement;
    field.on('render', () => element().addEventListener('change', () => field.set('errorText', null)));
    return { view: Object.assign(field, { focus: () => selectView.focus() }), read: () => element().value, element };
  }

  function textField(label: string, hint: string, value: string): FieldControl {
    const field = new LabeledFieldView(locale, createLabeledInputText);
    field.set({ label, infoText: hint });
    field.fieldView.value = value;
    return { view: Object.assign(field, { focus: () => field.fieldView.focus() }), read: () => field.fieldView.element?.value ?? '' };
  }

  function checkboxField(label: string, hint: string, checked: boolean): FieldControl {
    const id = uid('checkbox');
    const view = new View(locale);
    view.setTemplate({
      tag: 'div',
      attributes: { class: ['ck', 'sf-cms-checkbox'] },
      children: [
        {
          tag: 'input',
          attributes: {
            type: 'checkbox',
            id,
            class: ['ck', 'sf-cms-checkbox__input'],
            'aria-describedby': `${id}-hint`,
            ...(checked ? { checked: true } : {}),
          },
        },
        { tag: 'label', attributes: { for: id, class: ['ck', 'sf-cms-checkbox__label'] }, children: [{ text: label }] },
        { tag: 'div', attributes: { id: `${id}-hint`, class: ['ck', 'ck-labeled-field-view__status'] }, children: [{ text: hint }] },
      ],
    });
    const input = () => view.element?.querySelector('input') as HTMLInputElement;
    return { view: Object.assign(view, { focus: () => input().focus() }), read: () => input().checked };
  }

  function controlFor({ spec, label, hint }: ElementForm['fields'][number], value: FieldValue, problem?: string): FieldControl {
    if (spec.type === 'enum')
      return selectField(
        label,
        hint,
        spec.values.map((option) => ({ value: option, text: option })),
        String(value),
        problem,
      );
    if (spec.type === 'boolean') return checkboxField(label, hint, value === true);
    return textField(label, hint, String(value));
  }

  class FormView extends View {
    readonly focusTracker = new FocusTracker();
    readonly keystrokes = new KeystrokeHandler();
    readonly focusables = new ViewCollection<CKEditor5.View & { focus(): void }>();
    readonly focusCycler: CKEditor5.FocusCycler;
    readonly children = this.createCollection();
    tag = initial.tag;
    private controls = new Map<string, FieldControl>();

    constructor() {
      super(locale);
      this.focusCycler = new FocusCycler({
        focusables: this.focusables,
        focusTracker: this.focusTracker,
        keystrokeHandler: this.keystrokes,
        actions: { focusPrevious: 'shift + tab', focusNext: 'tab' },
      });
      this.setTemplate({
        tag: 'form',
        attributes: { class: ['ck', 'ck-form', 'sf-cms-form'], tabindex: '-1' },
        children: this.children,
      });
      if (choose) {
        const chooser = selectField(
          texts.phrase('element'),
          texts.phrase('elementHint'),
          model.placeable.map((declaration) => ({ value: declaration.tag, text: texts.elementName(declaration.tag) })),
          initial.tag,
        );
        chooser.view.on('render', () =>
          chooser
            .element()
            .addEventListener('change', () => this.showFields({ tag: chooser.element().value, values: {}, problems: new Map() })),
        );
        this.children.add(chooser.view);
      }
      this.showFields(initial);
    }

    override render() {
      super.render();
      submitHandler({ view: this });
      this.keystrokes.listenTo(this.element as HTMLElement);
      // Enter in a text field submits, as in the editor's other forms.
      this.keystrokes.set('enter', (event, cancel) => {
        const target = event.target as HTMLInputElement | null;
        if (target?.localName !== 'input' || target.type !== 'text') return;
        cancel();
        this.fire('submit');
      });
    }

    override destroy() {
      super.destroy();
      this.focusTracker.destroy();
      this.keystrokes.destroy();
    }

    focus() {
      this.focusCycler.focusFirst();
    }

    values() {
      return Object.fromEntries([...this.controls].map(([name, control]) => [name, control.read()]));
    }

    /** The fields of an element, after the element's select on a new form. */
    private showFields({ tag, values, problems }: FormState) {
      for (const { view } of this.controls.values()) {
        this.children.remove(view);
        this.focusables.remove(view);
        if (view.element) this.focusTracker.remove(view.element);
      }
      this.tag = tag;
      this.controls = new Map(
        model
          .elementForm(tag, texts, site)
          .fields.map((field) => [field.name, controlFor(field, values[field.name] ?? field.initial, problems.get(field.name))]),
      );
      for (const { view } of this.controls.values()) this.children.add(view);
      // Focus moves through the element's select, then the fields, in the order they show.
      this.focusables.clear();
      for (const view of this.children) {
        this.focusables.add(view as CKEditor5.View & { focus(): void });
        view.on('render', () => view.element && this.focusTracker.add(view.element));
        if (view.element && !this.focusTracker.elements.includes(view.element)) this.focusTracker.add(view.element);
      }
    }
  }

  return new FormView();
}
