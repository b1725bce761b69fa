// The WordPress plugin's blocks (dist/wordpress/storefront-elements/blocks.js, docs/cms-editors.md):
// one block per element a post shows, its sidebar made from the element's declaration as the
// editors' form is, the element live in the canvas, and the bare tag in the post's content. Built on
// WordPress's own React (`wp.element`) and components: it brings no React of its own.
import { ELEMENT_DECLARATIONS } from '../../../elements';
import { createFormModel, defaultSiteSetting, type FieldValue, type FormField } from '../elementForm';
import { STOREFRONT_ICON_PATH } from '../icon';
import { type FormTexts, formTexts } from '../texts';
import { BLOCK_CATEGORY, BLOCK_TAGS, blockName, TEXT_DOMAIN } from './catalogue';

type Props = Record<string, unknown>;
type Child = unknown;

/** What the blocks take of the `wp` global: the script depends on these packages' handles. */
interface WordPress {
  element: {
    createElement(type: unknown, props?: Props | null, ...children: Child[]): unknown;
    Fragment: unknown;
    useEffect(effect: () => void, dependencies: readonly unknown[]): void;
  };
  blocks: { registerBlockType(name: string, settings: Props): unknown };
  blockEditor: { useBlockProps(props?: Props): Props; InspectorControls: unknown };
  components: { PanelBody: unknown; SelectControl: unknown; TextControl: unknown; ToggleControl: unknown };
  i18n: { __(text: string, domain?: string): string; hasTranslation?(text: string, context: undefined, domain: string): boolean };
}

/** What the plugin's PHP gives the editor (`window.storefrontElementsEditor`): its settings. */
interface EditorSettings {
  site?: string;
  apiOrigin?: string;
}

declare global {
  interface Window {
    wp: WordPress;
    storefrontElementsEditor?: EditorSettings;
  }
}

type BlockAttributes = Readonly<Record<string, FieldValue | undefined>>;

const { element, blocks, blockEditor, components, i18n } = window.wp;
const el = element.createElement;
const settings = window.storefrontElementsEditor ?? {};
const site = defaultSiteSetting(settings.site, 'Storefront elements settings');
const FORM_MODEL = createFormModel(ELEMENT_DECLARATIONS);

const ENGLISH = formTexts('en');
const LOCAL = formTexts(document.documentElement.lang);

/**
 * A text of the blocks: the site's own translation in the plugin's text domain where it has one,
 * else the kit's in the editor's language (German, French, …), else English.
 */
function translated(read: (texts: FormTexts) => string): string {
  const english = read(ENGLISH);
  return i18n.hasTranslation?.(english, undefined, TEXT_DOMAIN) ? i18n.__(english, TEXT_DOMAIN) : read(LOCAL);
}

const icon = el(
  'svg',
  { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': 'true' },
  el('path', { fillRule: 'evenodd', d: STOREFRONT_ICON_PATH }),
);

/** Each field's value: the block's attribute, or the field's initial value where the block has none. */
const valuesOf = (fields: readonly FormField[], attributes: BlockAttributes): Record<string, FieldValue> =>
  Object.fromEntries(fields.map(({ name, initial }) => [name, attributes[name] ?? initial]));

function control(field: FormField, value: FieldValue, change: (value: FieldValue) => void): unknown {
  const common = {
    key: field.name,
    label: translated((texts) => texts.label(field.name)),
    help: translated((texts) => texts.hint(field.name, field.spec)),
  };
  const { spec } = field;
  if (spec.type === 'boolean') return el(components.ToggleControl, { ...common, checked: value === true, onChange: change });
  if (spec.type === 'enum')
    return el(components.SelectControl, {
      ...common,
      value,
      options: spec.values.map((option) => ({ label: option, value: option })),
      onChange: change,
    });
  return el(components.TextControl, { ...common, value, onChange: change });
}

interface EditProps {
  /** The block's name, `storefront/<tag>`. */
  name: string;
  attributes: BlockAttributes;
  setAttributes(change: BlockAttributes): void;
}

/** A block in the editor: its element live in the canvas, its settings in the sidebar. */
function BlockEdit({ name, attributes, setAttributes }: EditProps) {
  const tag = name.slice(blockName('').length);
  const form = FORM_MODEL.elementForm(tag, ENGLISH, site);
  const blockProps = blockEditor.useBlockProps();
  const values = valuesOf(form.fields, attributes);
  // A new block keeps the site it was placed with, whatever the settings say later.
  element.useEffect(() => {
    if (attributes.site === undefined) setAttributes({ site: values.site });
  }, []);
  const shown = FORM_MODEL.writtenAttributes(tag, values);
  const live: Props = Object.fromEntries(shown);
  if (settings.apiOrigin && live['api-origin'] === undefined) live['api-origin'] = settings.apiOrigin;
  return el(
    element.Fragment,
    null,
    el(
      blockEditor.InspectorControls,
      null,
      el(
        components.PanelBody,
        { title: translated((texts) => texts.elementName(tag)) },
        form.fields.map((field) => control(field, values[field.name], (value) => setAttributes({ [field.name]: value }))),
      ),
    ),
    el(
      'div',
      blockProps,
      // The element as visitors see it, whose links and buttons do nothing while the post is edited.
      el('div', { inert: '', className: 'storefront-block' }, el(tag, { ...live, key: JSON.stringify(shown) })),
    ),
  );
}

function registerBlock(tag: string): void {
  const declaration = FORM_MODEL.placeable.find((placeable) => placeable.tag === tag);
  // What the content holds does not depend on the settings: an attribute a block lacks is its declared default.
  const { fields } = FORM_MODEL.elementForm(tag, ENGLISH);
  blocks.registerBlockType(blockName(tag), {
    apiVersion: 2,
    title: translated((texts) => texts.elementName(tag)),
    // The kit has its elements' descriptions in English: a site's translation in the text domain can give them.
    description: declaration ? i18n.__(declaration.description, TEXT_DOMAIN) : '',
    category: BLOCK_CATEGORY,
    icon,
    keywords: [tag],
    attributes: Object.fromEntries(fields.map(({ name, spec }) => [name, { type: spec.type === 'boolean' ? 'boolean' : 'string' }])),
    supports: { html: false },
    edit: BlockEdit,
    save: ({ attributes }: { attributes: BlockAttributes }) =>
      el(tag, Object.fromEntries(FORM_MODEL.writtenAttributes(tag, valuesOf(fields, attributes)))),
  });
}

for (const tag of BLOCK_TAGS) registerBlock(tag);
