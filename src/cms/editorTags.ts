/**
 * The kit's tags as a CMS's rich-text editor must keep them (docs/cms-editors.md): each element with
 * exactly its declared attributes and the global ones of fixed name, and nothing else. What the
 * TinyMCE options (./tinymce.ts) and the CKEditor 5 plugin (./ckeditor5.ts) are made of, so a new
 * element or attribute reaches both editors with its declaration alone.
 */
import type { ElementDeclaration } from '../element/declaration';
import { startTag } from '../element/examples';
import { attributesOf, GLOBAL_ATTRIBUTES } from '../element/sharedDeclarations';

export interface EditorTag {
  tag: string;
  /** Its declared attributes, then the global ones an editor keeps, by name. */
  attributes: readonly string[];
  /** Takes the page's content between its tags (it has a default slot, as `<shop-layout>`): a container, not an empty block. */
  container: boolean;
}

/**
 * The global attributes an editor keeps on a kit tag: the fixed names of GLOBAL_ATTRIBUTES (an
 * editor's schema names attributes; `data-*` and `aria-*` stand for prefixes it cannot list).
 */
export const EDITOR_GLOBAL_ATTRIBUTES: readonly string[] = GLOBAL_ATTRIBUTES.filter((name) => !name.endsWith('*'));

export const editorTags = (declarations: readonly ElementDeclaration[]): EditorTag[] =>
  declarations.map((declaration) => ({
    tag: declaration.tag,
    attributes: [...Object.keys(attributesOf(declaration)), ...EDITOR_GLOBAL_ATTRIBUTES],
    container: declaration.slots.some((slot) => slot.name === ''),
  }));

/** How an editor names a placed element in words: its start tag as written (`<nl-signup site="DE" spa>`). */
export const placedElementLabel = startTag;

/**
 * A value that a browser would run or show as a document if it were a URL (`javascript:`,
 * `vbscript:`, `data:`), however spaced or cased: an editor drops such an attribute, as TinyMCE does
 * on its own (the elements refuse the value anyway).
 */
export const isScriptUrl = (value: string): boolean =>
  /^(?:javascript|vbscript|data):/i.test([...value].filter((character) => character > ' ' && character !== '\u007f').join(''));

/** The elements an editor never keeps around a kit element: a click on the element's form would follow them. */
export const INTERACTIVE_WRAPPERS: readonly string[] = ['a', 'button', 'label'];
