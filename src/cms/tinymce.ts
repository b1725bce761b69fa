// `storefront-elements/cms/tinymce` (dist/cms/tinymce.js): the TinyMCE options that keep the kit's
// tags in a CMS's rich-text editor, with exactly their declared attributes, and show them live in
// the editing frame (docs/cms-editors.md).
import { DECLARATIONS } from '../../elements/declarations';
import { editorTags } from './editorTags';

export interface StorefrontTinymceSettings {
  /**
   * The kit's module the shop's pages load (a market file, or `storefront-elements.js` for all
   * sites), as a URL absolute or relative to the editor's page: loaded into the editing frame, so
   * each placed element shows as it will on the page. Without it, a placed element keeps its place
   * and attributes but shows nothing while editing.
   */
  module?: string;
}

/** What the options' `setup` uses of a TinyMCE editor (7 and 8). */
export interface TinymceEditor {
  on(event: 'PreInit' | 'init', callback: () => void): unknown;
  getDoc(): Document;
  parser: TinymceFiltered;
  serializer: TinymceFiltered;
}

interface TinymceFiltered {
  addNodeFilter(names: string, callback: (nodes: TinymceNode[]) => void): void;
}

interface TinymceNode {
  attr(name: string, value?: string | null): unknown;
}

/** The init options to merge into a TinyMCE editor's (`tinymce.init({ ...theirs, ...storefrontTinymce() })`). */
export interface StorefrontTinymceOptions {
  /** Every kit tag, each a block (TinyMCE's `custom_elements`). */
  custom_elements: string;
  /** Every kit tag with its declared attributes and the global ones `id`, `class`, `slot`, `lang`, `dir`: no other attribute survives. */
  extended_valid_elements: string;
  /** Makes each placed element one block to select, move and delete, and loads `module` into the editing frame. */
  setup: (editor: TinymceEditor) => void;
}

const TAGS = editorTags(DECLARATIONS);

export function storefrontTinymce({ module }: StorefrontTinymceSettings = {}): StorefrontTinymceOptions {
  const moduleUrl = module === undefined ? undefined : new URL(module, document.baseURI).href;
  // An element that takes page content between its tags (<shop-layout>) stays editable inside.
  const blocks = TAGS.filter(({ container }) => !container)
    .map(({ tag }) => tag)
    .join(',');
  return {
    custom_elements: TAGS.map(({ tag }) => tag).join(','),
    extended_valid_elements: TAGS.map(({ tag, attributes }) => `${tag}[${attributes.join('|')}]`).join(','),
    setup(editor) {
      editor.on('PreInit', () => {
        // What TinyMCE's own non-editable blocks are: one unit in the editing frame, never written out.
        editor.parser.addNodeFilter(blocks, (nodes) => {
          for (const node of nodes) node.attr('contenteditable', 'false');
        });
        editor.serializer.addNodeFilter(blocks, (nodes) => {
          for (const node of nodes) node.attr('contenteditable', null);
        });
      });
      if (moduleUrl === undefined) return;
      editor.on('init', () => {
        const frame = editor.getDoc();
        const script = frame.createElement('script');
        script.type = 'module';
        script.src = moduleUrl;
        frame.head.append(script);
      });
    },
  };
}
