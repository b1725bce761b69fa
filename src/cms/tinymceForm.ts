/**
 * The form in TinyMCE (7 and 8) that inserts and edits a kit element (docs/cms-editors.md, "For
 * editors"): the toolbar button and Insert menu item `storefrontelement`, TinyMCE's own dialog with
 * the fields elementForm.ts makes, and the editor told where it looks (its notifications, the
 * element's frame) what the set-up removed or what an element does not take.
 */
import { type FormModel, initialValues, placedValues } from './elementForm';
import type { Site } from '../sites/sites';
import { adoptDocumentStyles } from './documentStyles';
import { STOREFRONT_ICON } from './icon';
import { type DialogData, escapeHtml, fieldItem, hintPanel, type TinymceDialog, uniqueId } from './tinymceDialog';
import formCss from './tinymceForm.css?inline';
import { type FormTexts, formTexts } from './texts';

/** What the form uses of a TinyMCE editor (7 and 8), beside what the set-up's filters use. */
export interface TinymceFormEditor {
  on(event: string, callback: (event: TinymceEvent) => void): unknown;
  off(event: string, callback: (event: TinymceEvent) => void): unknown;
  getBody(): HTMLElement;
  getContainer(): HTMLElement;
  focus(): void;
  nodeChanged(): void;
  insertContent(content: string): void;
  initialized?: boolean;
  /** The `tinymce` global, whose HTML parser reads content as written (TinyMCE's types leave `html` out of it). */
  editorManager: object;
  options: { get(name: 'language'): unknown };
  selection: { getNode(): Element; select(node: Node): unknown };
  dom: { setAttrib(element: Element, name: string, value: string | null): void };
  undoManager: { transact(callback: () => void): unknown };
  notificationManager: { open(spec: { text: string; type: 'warning' }): unknown };
  /** Opens a dialog (its spec is TinyMCE's `DialogSpec`, of which the form writes what it needs). */
  windowManager: { open(spec: object): unknown };
  ui: {
    registry: {
      addIcon(name: string, svg: string): void;
      addToggleButton(name: string, spec: TinymceButton): void;
      addMenuItem(name: string, spec: { text: string; icon: string; onAction: () => void }): void;
    };
  };
}

/** An element of TinyMCE's parsed content (its `AstNode`). */
export interface TinymceParsedNode {
  name: string;
  attributes?: readonly { name: string; value: string }[];
  getAll(name: string): TinymceParsedNode[];
}

interface TinymceGlobal {
  html: {
    DomParser(settings: { validate: boolean; sanitize: boolean; allow_script_urls: boolean }): { parse(html: string): TinymceParsedNode };
  };
}

export interface TinymceEvent {
  target?: EventTarget | null;
  content?: unknown;
  format?: string;
  preventDefault?(): void;
}

interface TinymceButton {
  icon: string;
  tooltip: string;
  onAction: () => void;
  onSetup: (api: { setActive(active: boolean): void }) => () => void;
}

/** The toolbar item and menu item a CMS names in its TinyMCE options. */
export const TINYMCE_ITEM = 'storefrontelement';

/** The mark on a placed element whose attributes it does not take, shown in its frame; never written out. */
export const PROBLEM_MARK = 'data-mce-storefront-problem';

/** TinyMCE's name for the form's icon. */
const ICON = 'storefront-element';

/** The placed kit element the selection is on, if any. */
function selectedElement(editor: TinymceFormEditor, { isPlaceable }: FormModel): Element | undefined {
  const node = editor.selection.getNode();
  const body = editor.getBody();
  for (let element: Element | null = node; element && element !== body; element = element.parentElement)
    if (isPlaceable(element.localName)) return element;
  return undefined;
}

const attributesOf = (element: Element) => new Map([...element.attributes].map(({ name, value }) => [name, value]));

/** Marks (or unmarks) a placed element whose declared attributes it does not take, in words for its frame. */
export function markProblems(
  { attributeProblems }: FormModel,
  texts: FormTexts,
  tag: string,
  attributes: Iterable<readonly [string, string]>,
  mark: (text: string | null) => void,
) {
  const { invalid } = attributeProblems(tag, attributes, texts);
  mark(invalid.length > 0 ? invalid.map(({ message }) => message).join('; ') : null);
}

/**
 * Tells the editor, in its notifications, what the set-up removes from content about to enter the
 * editor: read by TinyMCE's own parser without its rules (no HTML string sink of ours, so a page
 * with Trusted Types can host it).
 */
function reportRemoved(editor: TinymceFormEditor, { attributeProblems }: FormModel, texts: FormTexts, html: string, tags: string) {
  const { html: parsers } = editor.editorManager as Partial<TinymceGlobal>;
  if (!parsers) return;
  // Without TinyMCE's rules and its own sanitizing, so that what they would drop is still there to tell
  // (a script address); the tree is only read, never shown.
  const root = parsers.DomParser({ validate: false, sanitize: false, allow_script_urls: true }).parse(html);
  const removed = tags
    .split(',')
    .flatMap((tag) => root.getAll(tag))
    .flatMap(
      (node) =>
        attributeProblems(
          node.name,
          [...(node.attributes ?? [])].map(({ name, value }) => [name, value] as const),
          texts,
        ).removed,
    );
  tell(editor, removed);
}

/** Tells the editor what went, in TinyMCE's notifications (once the editor is there). */
function tell(editor: TinymceFormEditor, removed: readonly string[]) {
  if (removed.length === 0) return;
  // TinyMCE reads a notification's text as HTML: the names come from pasted content.
  const notify = () => editor.notificationManager.open({ text: escapeHtml(removed.join('; ')), type: 'warning' });
  if (editor.initialized) notify();
  else editor.on('init', notify);
}

export interface TinymceFormSettings {
  /** The form's model, made from the list of elements. */
  model: FormModel;
  /** The site a new element preselects. */
  site?: Site;
  /** Every kit tag, comma-separated: the tags whose attributes are reviewed. */
  tags: string;
}

/**
 * Registers the button, the menu item and the form on an editor (from the set-up's `setup`), and
 * returns what opens the form on a placed element (a double click on it).
 */
export function registerTinymceForm(editor: TinymceFormEditor, { model, site, tags }: TinymceFormSettings) {
  const { attributeProblems, declaredAttributes, elementForm, isPlaceable, writtenAttributes } = model;
  let texts: FormTexts | undefined;
  const currentTexts = () => {
    texts ??= formTexts(String(editor.options.get('language') ?? ''));
    return texts;
  };

  function dialog(tag: string, values: DialogData, placed?: Element): TinymceDialog {
    const t = currentTexts();
    const form = elementForm(tag, t, site);
    const invalid = placed ? attributeProblems(tag, attributesOf(placed), t).invalid : [];
    const problemOf = (name: string) => invalid.find(({ attribute }) => attribute === name)?.message;
    const chooser = placed
      ? []
      : [
          {
            type: 'selectbox',
            name: 'element',
            label: t.phrase('element'),
            items: model.placeable.map((declaration) => ({ value: declaration.tag, text: t.elementName(declaration.tag) })),
          },
          hintPanel(t.phrase('elementHint')),
        ];
    return {
      title: placed ? t.phrase('editTitle', { element: form.name }) : t.phrase('insertTitle'),
      body: {
        type: 'panel',
        items: [...chooser, ...form.fields.flatMap((field) => [fieldItem(field), hintPanel(field.hint, problemOf(field.name))])],
      },
      initialData: placed ? values : { element: tag, ...values },
      buttons: [
        { type: 'cancel', text: t.phrase('cancel') },
        { type: 'submit', text: t.phrase(placed ? 'save' : 'insert'), primary: true },
      ],
      onChange: placed
        ? undefined
        : (api, { name }) => {
            if (name !== 'element') return;
            const chosen = String(api.getData().element);
            api.redial(dialog(chosen, initialValues(elementForm(chosen, t, site))));
            api.focus('element');
          },
      onSubmit: (api) => {
        const data = api.getData();
        api.close();
        tell(editor, model.scriptAddresses(placed?.localName ?? String(data.element), data, t));
        if (placed) save(placed, data);
        else insert(String(data.element), data);
      },
    };
  }

  function mark(element: Element) {
    markProblems(model, currentTexts(), element.localName, attributesOf(element), (text) =>
      editor.dom.setAttrib(element, PROBLEM_MARK, text),
    );
  }

  function insert(tag: string, values: DialogData) {
    const marker = uniqueId('storefront-inserted');
    const written = writtenAttributes(tag, values)
      .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
      .join('');
    editor.undoManager.transact(() => {
      editor.insertContent(`<${tag} id="${marker}"${written}></${tag}>`);
      const inserted = editor.getBody().querySelector(`#${marker}`);
      if (!inserted) return;
      editor.dom.setAttrib(inserted, 'id', null);
      editor.selection.select(inserted);
    });
    editor.focus();
  }

  function save(element: Element, values: DialogData) {
    editor.undoManager.transact(() => {
      // On the element itself: TinyMCE's setAttrib removes an attribute set to '' (a boolean one).
      for (const name of declaredAttributes(element.localName)) element.removeAttribute(name);
      for (const [name, value] of writtenAttributes(element.localName, values)) element.setAttribute(name, value);
      mark(element);
    });
    editor.selection.select(element);
    editor.focus();
    editor.nodeChanged();
  }

  function open(placed = selectedElement(editor, model)) {
    adoptDocumentStyles(editor.getContainer().ownerDocument, formCss, 'tinymce-form');
    if (placed) {
      const form = elementForm(placed.localName, currentTexts(), site);
      editor.windowManager.open(dialog(placed.localName, placedValues(form, attributesOf(placed)), placed));
    } else {
      const [first] = model.placeable;
      editor.windowManager.open(dialog(first.tag, initialValues(elementForm(first.tag, currentTexts(), site))));
    }
  }

  const { registry } = editor.ui;
  registry.addIcon(ICON, STOREFRONT_ICON);
  registry.addToggleButton(TINYMCE_ITEM, {
    icon: ICON,
    tooltip: currentTexts().phrase('button'),
    onAction: () => open(),
    onSetup: (api) => {
      const update = () => api.setActive(selectedElement(editor, model) !== undefined);
      editor.on('NodeChange', update);
      return () => editor.off('NodeChange', update);
    },
  });
  registry.addMenuItem(TINYMCE_ITEM, { text: currentTexts().phrase('menuItem'), icon: ICON, onAction: () => open() });

  // Content from the source view, an insert, and a paste before TinyMCE filters it (an undo's raw
  // content has nothing to tell).
  editor.on('BeforeSetContent PastePreProcess', (event) => {
    if (event.format !== 'raw' && typeof event.content === 'string') reportRemoved(editor, model, currentTexts(), event.content, tags);
  });
  editor.on('dblclick', (event) => {
    // The editing frame's own Element, not the page's: no instanceof.
    const target = event.target as Partial<Element> | null | undefined;
    const placed = target?.nodeType === Node.ELEMENT_NODE ? target.closest?.(tags) : undefined;
    if (placed && isPlaceable(placed.localName)) open(placed);
  });

  return { open: (element: Element) => open(element), texts: currentTexts };
}
