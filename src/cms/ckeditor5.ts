// `storefront-elements/cms/ckeditor5` (dist/cms/ckeditor5.js): the CKEditor 5 plugin that keeps the
// kit's tags in a CMS's rich-text editor, with exactly their declared attributes, each a block the
// editor sees, selects, moves and deletes (docs/cms-editors.md). It is made from the editor's own
// `ckeditor5` namespace, so the kit brings no second copy of CKEditor (an optional peer dependency,
// for its types).
import type * as CKEditor5 from 'ckeditor5';
import { ELEMENT_DECLARATIONS } from '../../elements';
import editingCss from './ckeditor5.css?inline';
import { editorTags, isScriptUrl, placedElementLabel } from './editorTags';

/** What the plugin takes of the `ckeditor5` namespace (the package's exports, or the `CKEDITOR` global of its browser build). */
export type CKEditor5Namespace = Pick<typeof CKEditor5, 'Plugin' | 'Widget' | 'toWidget'>;

const TAGS = editorTags(ELEMENT_DECLARATIONS);

/** The model's name for a kit element and for its attribute: the editor's other features never use these. */
const modelName = (tag: string) => `storefront:${tag}`;
const modelAttribute = (name: string) => `storefront:${name}`;

/** The CSS of the editing view, once per document. */
function adoptEditingStyles(document: Document) {
  const view = document.defaultView;
  if (!view || document.adoptedStyleSheets.some((sheet) => (sheet as { storefrontCms?: true }).storefrontCms)) return;
  const sheet = Object.assign(new view.CSSStyleSheet(), { storefrontCms: true as const });
  sheet.replaceSync(editingCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The plugin, made from the editor's `ckeditor5` namespace:
 * `ClassicEditor.create(element, { plugins: [...theirs, createStorefrontPlugin(CKEditor5)] })`.
 */
export function createStorefrontPlugin({ Plugin, Widget, toWidget }: CKEditor5Namespace): typeof CKEditor5.Plugin {
  return class StorefrontElements extends Plugin {
    static get pluginName() {
      return 'StorefrontElements' as const;
    }

    static get requires() {
      return [Widget] as const;
    }

    init() {
      const { model, conversion, editing } = this.editor;
      adoptEditingStyles(editing.view.getDomRoot()?.ownerDocument ?? document);
      for (const { tag, attributes, container } of TAGS) {
        const name = modelName(tag);
        const keys = attributes.map(modelAttribute);
        model.schema.register(
          name,
          container
            ? { allowWhere: '$block', allowContentOf: '$root', allowAttributes: keys }
            : { inheritAllFrom: '$blockObject', allowAttributes: keys },
        );
        /** The element's attributes as written on the page, in the declaration's order. */
        const written = (element: CKEditor5.ModelElement) =>
          attributes.flatMap((attribute): [string, string][] => {
            const value = element.getAttribute(modelAttribute(attribute));
            return typeof value === 'string' ? [[attribute, value]] : [];
          });
        conversion.for('upcast').elementToElement({
          view: { name: tag },
          model: (view, { writer }) =>
            writer.createElement(
              name,
              Object.fromEntries(
                attributes.flatMap((attribute) => {
                  const value = view.getAttribute(attribute);
                  return value === undefined || isScriptUrl(value) ? [] : [[modelAttribute(attribute), value]];
                }),
              ),
            ),
        });
        conversion.for('dataDowncast').elementToElement({
          model: name,
          // A raw element is written as it is: an empty container would get CKEditor's filler, `&nbsp;`.
          view: (element, { writer }) =>
            container
              ? writer.createContainerElement(tag, Object.fromEntries(written(element)))
              : writer.createRawElement(tag, Object.fromEntries(written(element)), () => undefined),
        });
        conversion.for('editingDowncast').elementToElement({
          model: { name, attributes: keys },
          view: (element, { writer }) => {
            const label = placedElementLabel(tag, written(element));
            const box = writer.createContainerElement('div', {
              class: container ? 'sf-cms-element sf-cms-container' : 'sf-cms-element',
              'data-label': label,
            });
            return container ? box : toWidget(box, writer, { label, hasSelectionHandle: true });
          },
        });
      }
    }
  };
}
