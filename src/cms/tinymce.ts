// `storefront-elements/cms/tinymce` (dist/cms/tinymce.js): the TinyMCE options that keep the kit's
// tags in a CMS's rich-text editor, with exactly their declared attributes, and show them live in
// the editing frame (docs/cms-editors.md).
import { ELEMENT_DECLARATIONS } from '../../elements';
import { editorTags, INTERACTIVE_WRAPPERS, isScriptUrl } from './editorTags';
import { createFormModel, defaultSiteSetting } from './elementForm';
import type { FormTexts } from './texts';
import { markProblems, PROBLEM_MARK, registerTinymceForm, TINYMCE_ITEM, type TinymceFormEditor } from './tinymceForm';

export interface StorefrontTinymceSettings {
  /**
   * The kit's module, as a URL absolute or relative to the editor's page: loaded into the editing
   * frame, so each placed element shows as it will on the page. `storefront-elements.js` (all sites)
   * shows every site an editor may place; a market file shows only its own. Without it, each placed
   * element is a framed block headed by its tag and site.
   */
  module?: string;
  /** The site the form preselects for a new element (`DE`, `AT`, …): a CMS that serves one country never asks for it twice. */
  site?: string;
}

/** What the options' `setup` uses of a TinyMCE editor (7 and 8). */
export interface TinymceEditor extends Omit<TinymceFormEditor, 'dom'> {
  getDoc(): Document;
  dom: TinymceFormEditor['dom'] & { addStyle(cssText: string): void };
  parser: TinymceFiltered;
  serializer: TinymceFiltered;
}

interface TinymceFiltered {
  addNodeFilter(names: string, callback: (nodes: TinymceNode[]) => void): void;
  addAttributeFilter(names: string, callback: (nodes: TinymceNode[]) => void): void;
}

interface TinymceNode {
  name: string;
  parent?: TinymceNode | null;
  attr(name: string, value?: string | null): unknown;
  attributes?: readonly { name: string; value: string }[];
  empty(): unknown;
  unwrap(): void;
}

/** The init options to merge into a TinyMCE editor's (`tinymce.init({ ...theirs, ...storefrontTinymce() })`). */
export interface StorefrontTinymceOptions {
  /** Every kit tag, each a block (TinyMCE's `custom_elements`). */
  custom_elements: string;
  /** Every kit tag with its declared attributes and the global ones `id`, `class`, `slot`, `lang`, `dir`: no other attribute survives. */
  extended_valid_elements: string;
  /**
   * TinyMCE's Insert menu with the form's item at its end: TinyMCE's own items (those its plugins
   * register), then `storefrontelement`.
   */
  menu: { insert: { title: string; items: string } };
  /**
   * Makes each placed element one block, headed by its tag and site, to select, move and delete;
   * keeps exactly its declared attributes, and tells the editor what it removed; flags an element
   * whose value it does not take; registers the form (the toolbar and menu item
   * `storefrontelement`); loads `module` into the editing frame, where the elements' own controls
   * do nothing.
   */
  setup: (editor: TinymceEditor) => void;
}

/** TinyMCE 8's Insert menu (a superset of 7's: an item no plugin registers is left out). */
const TINYMCE_INSERT_ITEMS =
  'image video link media addcomment pageembed inserttemplate codesample inserttable accordion math | charmap emoticons hr | pagebreak nonbreaking anchor tableofcontents footnotes | mergetags | insertdatetime';

const TAGS = editorTags(ELEMENT_DECLARATIONS);
const FORM_MODEL = createFormModel(ELEMENT_DECLARATIONS);
const ALLOWED = new Map(TAGS.map(({ tag, attributes }) => [tag, new Set(attributes)]));
const ALL_TAGS = TAGS.map(({ tag }) => tag).join(',');
/** The elements that take no content between their tags: one unit each in the editing frame. */
const BLOCKS = TAGS.filter(({ container }) => !container).map(({ tag }) => tag);

/** The events that would reach a live element's own controls in the editing frame (its links, buttons, fields). */
const CONTROL_EVENTS = ['click', 'auxclick', 'dblclick', 'submit', 'keydown', 'keypress', 'beforeinput', 'input', 'change'];

/**
 * The editing frame's own styles: each element is a block headed by its tag and site in words, so
 * one that shows nothing (the session keeper, the staff tool for a visitor, any element before its
 * module runs) is still there to see, select, move and delete.
 */
const FRAME_CSS = [
  `${TAGS.map(({ tag }) => `${tag}[${PROBLEM_MARK}]::after`).join(',')}{content:"\\26A0  " attr(${PROBLEM_MARK});display:block;padding:2px 8px;background:#fdecea;color:#8a1c14;font:600 12px/1.5 ui-monospace,Menlo,Consolas,monospace}`,
  `${TAGS.map(({ tag }) => `${tag}:not(:defined)`).join(',')}{display:block;min-height:2.5em;border:2px dashed #4a4a4a;border-radius:4px;margin:.75em 0}`,
  ...TAGS.map(
    ({ tag, attributes }) =>
      `${tag}::before{content:"<${tag}>"${attributes.includes('site') ? ' " " attr(site)' : ''};display:block;padding:2px 8px;background:#f3f3f3;color:#1a1a1a;font:600 12px/1.5 ui-monospace,Menlo,Consolas,monospace}`,
  ),
].join('\n');

/**
 * Keeps exactly what the page gets of a kit tag: what TinyMCE keeps on any element by its own rules
 * (`data-*`, `aria-*`, `is`, its own `data-mce-*` marks, which content must not bring) and script
 * URLs go; a link, button or label around it is unwrapped; anything between the tags of an element
 * that takes no content goes (no one would see it there).
 */
function keepExactly(node: TinymceNode, texts: FormTexts) {
  const allowed = ALLOWED.get(node.name);
  for (const { name, value } of [...(node.attributes ?? [])]) if (!allowed?.has(name) || isScriptUrl(value)) node.attr(name, null);
  // TinyMCE's list of attributes has a `map` of its own (name to value): spread it first.
  const kept = [...(node.attributes ?? [])].map(({ name, value }) => [name, value] as const);
  markProblems(FORM_MODEL, texts, node.name, kept, (text) => node.attr(PROBLEM_MARK, text));
  for (let parent = node.parent; parent; parent = parent.parent) if (INTERACTIVE_WRAPPERS.includes(parent.name)) parent.unwrap();
  if (BLOCKS.includes(node.name)) {
    node.empty();
    // What TinyMCE's own non-editable blocks are: one unit in the editing frame, never written out.
    node.attr('contenteditable', 'false');
  }
}

/**
 * A live element is there to be seen, not used: its links, buttons and fields (the footer's switch
 * to the mobile view reloads the page) must not act on the editor's frame. TinyMCE selects an
 * element on the pointer going down, which passes.
 */
function inertControls(frame: Window, openForm: (element: Element) => void) {
  const isKitShadowRoot = (node: EventTarget) => {
    const host = (node as Partial<ShadowRoot>).host;
    return (node as Node).nodeType === Node.DOCUMENT_FRAGMENT_NODE && host !== undefined && ALLOWED.has(host.localName);
  };
  const kitShadowRoot = (event: Event) => event.composedPath().find(isKitShadowRoot) as ShadowRoot | undefined;
  for (const type of CONTROL_EVENTS)
    frame.addEventListener(
      type,
      (event) => {
        const root = kitShadowRoot(event);
        if (!root) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        // What a double click on a placed element does (TinyMCE never sees one inside it).
        if (type === 'dblclick') openForm(root.host);
      },
      true,
    );
}

export function storefrontTinymce({ module, site }: StorefrontTinymceSettings = {}): StorefrontTinymceOptions {
  const moduleUrl = module === undefined ? undefined : new URL(module, document.baseURI).href;
  const defaultSite = defaultSiteSetting(site, 'storefrontTinymce');
  return {
    custom_elements: ALL_TAGS,
    extended_valid_elements: TAGS.map(({ tag, attributes }) => `${tag}[${attributes.join('|')}]`).join(','),
    menu: { insert: { title: 'Insert', items: `${TINYMCE_INSERT_ITEMS} | ${TINYMCE_ITEM}` } },
    setup(editor) {
      const form = registerTinymceForm(editor, { model: FORM_MODEL, site: defaultSite, tags: ALL_TAGS });
      editor.on('PreInit', () => {
        editor.parser.addNodeFilter(ALL_TAGS, (nodes) => {
          for (const node of nodes) keepExactly(node, form.texts());
        });
        // The flag is the set-up's alone: content that brings one on any element loses it, and it is never written out.
        for (const filtered of [editor.parser, editor.serializer])
          filtered.addAttributeFilter(PROBLEM_MARK, (nodes) => {
            for (const node of nodes) if (filtered === editor.serializer || !ALLOWED.has(node.name)) node.attr(PROBLEM_MARK, null);
          });
        editor.serializer.addNodeFilter(BLOCKS.join(','), (nodes) => {
          for (const node of nodes) node.attr('contenteditable', null);
        });
      });
      editor.on('init', () => {
        editor.dom.addStyle(FRAME_CSS);
        const frame = editor.getDoc();
        if (moduleUrl === undefined || !frame.defaultView) return;
        inertControls(frame.defaultView, form.open);
        const script = frame.createElement('script');
        script.type = 'module';
        script.src = moduleUrl;
        frame.head.append(script);
      });
    },
  };
}
