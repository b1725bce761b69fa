// `storefront-elements/cms/ckeditor5` (dist/cms/ckeditor5.js): the CKEditor 5 plugin that keeps the
// kit's tags in a CMS's rich-text editor, with exactly their declared attributes, each a block the
// editor sees, selects, moves and deletes, inserted and edited through a form (docs/cms-editors.md).
// It is made from the editor's own `ckeditor5` namespace, so the kit brings no second copy of
// CKEditor (an optional peer dependency, for its types).
import type * as CKEditor5 from 'ckeditor5';
import { ELEMENT_DECLARATIONS } from '../../elements';
import type { Site } from '../sites/sites';
import editingCss from './ckeditor5.css?inline';
import { type CKEditor5FormNamespace, createFormView, type StorefrontFormView } from './ckeditor5Form';
import { showMessage } from './ckeditor5Message';
import { createElementCommand, modelAttribute, modelName, selectedElement, tagOf, writtenOf } from './ckeditor5Model';
import { adoptDocumentStyles } from './documentStyles';
import { editorTags, isScriptUrl, placedElementLabel } from './editorTags';
import { createFormModel, defaultSiteSetting, placedValues } from './elementForm';
import { STOREFRONT_ICON } from './icon';
import { type FormTexts, formTexts } from './texts';

/** What the plugin takes of the `ckeditor5` namespace (the package's exports, or the `CKEDITOR` global of its browser build). */
export type CKEditor5Namespace = CKEditor5FormNamespace &
  Pick<
    typeof CKEditor5,
    'Plugin' | 'Command' | 'Widget' | 'toWidget' | 'WidgetToolbarRepository' | 'ButtonView' | 'Dialog' | 'Notification'
  >;

/** The `storefront` entry of the editor's configuration. */
export interface StorefrontEditorConfig {
  /**
   * The kit's module, as a URL absolute or relative to the editor's page: loaded into the page, so
   * each placed element shows as it will on the page. Without it, each placed element is a framed
   * block that names its tag and attributes.
   */
  module?: string;
  /** The site the form preselects for a new element (`DE`, `AT`, …). */
  site?: string;
}

declare module '@ckeditor/ckeditor5-core' {
  interface EditorConfig {
    storefront?: StorefrontEditorConfig;
  }
}

/** The toolbar item a CMS names in its CKEditor 5 toolbar. */
export const CKEDITOR5_ITEM = 'storefrontElement';
const EDIT_ITEM = 'storefrontElementEdit';

const TAGS = editorTags(ELEMENT_DECLARATIONS);
const FORM_MODEL = createFormModel(ELEMENT_DECLARATIONS);
const { attributeProblems } = FORM_MODEL;

const PENCIL =
  '<svg viewBox="0 0 20 20" xmlns="http://www.w3.org/2000/svg"><path d="m13.6 2.4 4 4L7 17H3v-4L13.6 2.4Zm0 2.1-1.4 1.4 1.9 1.9 1.4-1.4-1.9-1.9ZM11.1 7 4.5 13.6v1.9h1.9L13 8.9 11.1 7Z"/></svg>';

/**
 * The plugin, made from the editor's `ckeditor5` namespace:
 * `ClassicEditor.create(element, { plugins: [...theirs, createStorefrontPlugin(CKEditor5)], toolbar: [..., 'storefrontElement'] })`.
 */
export function createStorefrontPlugin(namespace: CKEditor5Namespace): typeof CKEditor5.Plugin {
  const { Plugin, Command, Widget, toWidget, WidgetToolbarRepository, ButtonView, Dialog, Notification } = namespace;

  const StorefrontElementCommand = createElementCommand(Command, FORM_MODEL);

  return class StorefrontElements extends Plugin {
    static get pluginName() {
      return 'StorefrontElements' as const;
    }

    static get requires() {
      return [Widget, WidgetToolbarRepository, Dialog, Notification] as const;
    }

    private texts!: FormTexts;
    private site: Site | undefined;
    /** What the last conversion removed, told at once when it has finished. */
    private removed: string[] = [];

    init() {
      const { editor } = this;
      const config = editor.config.get('storefront') ?? {};
      this.texts = formTexts(editor.locale.uiLanguage);
      this.site = defaultSiteSetting(config.site, 'CKEditor 5 storefront.site');
      const live = config.module !== undefined;
      adoptDocumentStyles(editor.editing.view.getDomRoot()?.ownerDocument ?? document, editingCss, 'ckeditor5');
      if (live) this.loadModule(String(config.module));
      for (const tag of TAGS) this.defineElement(tag, live);

      editor.commands.add(CKEDITOR5_ITEM, new StorefrontElementCommand(editor));
      editor.ui.componentFactory.add(CKEDITOR5_ITEM, () => this.button(this.texts.phrase('button'), STOREFRONT_ICON, true));
      editor.ui.componentFactory.add(EDIT_ITEM, () => this.button(this.texts.phrase('editButton'), PENCIL, false));
      // After a CMS's own handler (which stops the event), before CKEditor's default alert.
      editor.plugins.get(Notification).on(
        'show:warning:storefront',
        (event, data: { message: string }) => {
          if (showMessage(editor, data.message)) event.stop();
        },
        { priority: 'low' },
      );
    }

    afterInit() {
      this.editor.plugins.get(WidgetToolbarRepository).register('storefrontElement', {
        ariaLabel: this.texts.phrase('button'),
        items: [EDIT_ITEM],
        getRelatedElement: (selection) => {
          const selected = selection.getSelectedElement();
          return selected?.getCustomProperty('storefrontElement') === true ? selected : null;
        },
      });
    }

    private button(label: string, icon: string, bindOn: boolean) {
      const command = this.editor.commands.get(CKEDITOR5_ITEM) as CKEditor5.Command;
      const button = new ButtonView(this.editor.locale);
      button.set({ label, icon, tooltip: true });
      button.bind('isEnabled').to(command, 'isEnabled');
      if (bindOn) button.bind('isOn').to(command, 'value', (value) => value !== undefined);
      button.on('execute', () => this.openForm());
      return button;
    }

    private loadModule(module: string) {
      const url = new URL(module, document.baseURI).href;
      import(/* @vite-ignore */ url).catch((error: unknown) =>
        console.error(
          `[storefront-elements] CKEditor 5: the kit's module ${url} did not load (${String(error)}); each element shows as a framed block headed by its tag and site.`,
        ),
      );
    }

    private defineElement({ tag, attributes, container }: (typeof TAGS)[number], live: boolean) {
      const { model, conversion } = this.editor;
      const name = modelName(tag);
      const keys = attributes.map(modelAttribute);
      model.schema.register(
        name,
        container
          ? { allowWhere: '$block', allowContentOf: '$root', allowAttributes: keys }
          : { inheritAllFrom: '$blockObject', allowAttributes: keys },
      );
      conversion.for('upcast').elementToElement({
        view: { name: tag },
        model: (view, { writer }) => {
          this.tell(attributeProblems(tag, view.getAttributes(), this.texts).removed);
          return writer.createElement(
            name,
            Object.fromEntries(
              attributes.flatMap((attribute) => {
                const value = view.getAttribute(attribute);
                return value === undefined || isScriptUrl(value) ? [] : [[modelAttribute(attribute), value]];
              }),
            ),
          );
        },
      });
      conversion.for('dataDowncast').elementToElement({
        model: name,
        // A raw element is written as it is: an empty container would get CKEditor's filler, `&nbsp;`.
        view: (element, { writer }) =>
          container
            ? writer.createContainerElement(tag, Object.fromEntries(writtenOf(element, attributes)))
            : writer.createRawElement(tag, Object.fromEntries(writtenOf(element, attributes)), () => undefined),
      });
      conversion.for('editingDowncast').elementToElement({
        model: { name, attributes: keys },
        view: (element, { writer }) => {
          const written = writtenOf(element, attributes);
          const problems = attributeProblems(tag, written, this.texts).invalid.map(({ message }) => message);
          const showsLive = live && !container;
          const declared = FORM_MODEL.declaredAttributes(tag);
          const site = written.find(([attribute]) => attribute === 'site')?.[1];
          const label = showsLive ? `<${tag}>${site ? ` ${site}` : ''}` : placedElementLabel(tag, written);
          const box = writer.createContainerElement('div', {
            class: ['sf-cms-element', container ? 'sf-cms-container' : '', showsLive ? 'sf-cms-live' : ''].filter(Boolean).join(' '),
            'data-label': label,
            ...(problems.length > 0 ? { 'data-problem': problems.join('; ') } : {}),
          });
          if (showsLive)
            writer.insert(
              writer.createPositionAt(box, 0),
              // Seen, not used: inert, so a click selects the widget and no control takes focus.
              writer.createRawElement('div', { class: 'sf-cms-live-element', inert: '' }, (domElement) => {
                const placed = domElement.ownerDocument.createElement(tag);
                // Its declared attributes only: an `id` from the content would be one of the editor page's own.
                for (const [attribute, value] of written) if (declared.includes(attribute)) placed.setAttribute(attribute, value);
                domElement.replaceChildren(placed);
              }),
            );
          if (container) return box;
          writer.setCustomProperty('storefrontElement', true, box);
          return toWidget(box, writer, { label, hasSelectionHandle: true });
        },
      });
    }

    /** Opens the form: on the selected kit element to edit it, else to insert a new one. */
    private openForm() {
      const { editor } = this;
      const dialog = editor.plugins.get(Dialog);
      const selected = selectedElement(editor.model, FORM_MODEL);
      const tag = selected ? tagOf(selected) : FORM_MODEL.placeable[0].tag;
      const attributes = selected ? writtenOf(selected, FORM_MODEL.declaredAttributes(tag)) : [];
      const form: StorefrontFormView = createFormView(namespace, editor.locale, {
        model: FORM_MODEL,
        texts: this.texts,
        site: this.site,
        initial: {
          tag,
          values: selected ? placedValues(FORM_MODEL.elementForm(tag, this.texts, this.site), new Map(attributes)) : {},
          problems: new Map(attributeProblems(tag, attributes, this.texts).invalid.map(({ attribute, message }) => [attribute, message])),
        },
        choose: !selected,
      });
      // The element is held from the start: focus leaving the editing area for the form may move the selection.
      const submit = () => {
        const values = form.values();
        this.tell(FORM_MODEL.scriptAddresses(form.tag, values, this.texts));
        editor.execute(CKEDITOR5_ITEM, { tag: form.tag, values, placed: selected });
        dialog.hide();
        editor.editing.view.focus();
      };
      form.on('submit', submit);
      dialog.show({
        id: 'storefrontElement',
        className: 'sf-cms-dialog',
        title: selected ? this.texts.phrase('editTitle', { element: this.texts.elementName(tag) }) : this.texts.phrase('insertTitle'),
        content: form,
        actionButtons: [
          { label: this.texts.phrase('cancel'), withText: true, onExecute: () => dialog.hide() },
          { label: this.texts.phrase(selected ? 'save' : 'insert'), class: 'ck-button-action', withText: true, onExecute: submit },
        ],
        onShow: () => form.focus(),
      });
    }

    /**
     * Tells the editor what the set-up removed from content the source view or a paste brought,
     * once the conversion has finished: through the editor's notifications (a CMS shows them its
     * way), and where nothing else shows them, in a message above the editing area rather than
     * CKEditor's default alert.
     */
    private tell(removed: readonly string[]) {
      if (removed.length === 0) return;
      if (this.removed.length === 0) queueMicrotask(() => this.flush());
      this.removed.push(...removed);
    }

    private flush() {
      const message = this.removed.join('; ');
      this.removed = [];
      this.editor.plugins.get(Notification).showWarning(message, { namespace: 'storefront' });
    }
  };
}
