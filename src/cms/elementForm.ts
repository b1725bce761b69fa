/**
 * The editors' form for a kit element (docs/cms-editors.md, "For editors"), made from the
 * declarations as the editors' set-ups are: which elements an editor may place, one field per
 * declared attribute of its kind, the values a placed element's attributes stand for, what Insert
 * and Save write, and what is wrong with a placed element's attributes. Both editors' dialogs
 * (./tinymceForm.ts, ./ckeditor5Form.ts) show what this gives; the set-ups (the entries) give it the
 * list of elements.
 */
import { enumValueOf, isOn } from '../element/attributes';
import type { AttributeSpec, ElementDeclaration } from '../element/declaration';
import { attributesOf } from '../element/sharedDeclarations';
import { isSite, SITES, type Site } from '../sites/sites';
import { EDITOR_GLOBAL_ATTRIBUTES, isScriptUrl } from './editorTags';
import type { FormTexts } from './texts';

export type FieldValue = string | boolean;

export interface FormField {
  /** The attribute's name. */
  name: string;
  /** Its declaration: its kind, and an enumeration's values in the declared order. */
  spec: AttributeSpec;
  /** What the field holds on a new element. */
  initial: FieldValue;
  label: string;
  hint: string;
}

export interface ElementForm {
  tag: string;
  /** How editors call the element. */
  name: string;
  fields: FormField[];
}

/**
 * Written whatever its value: an absent `site` means the loaded file's own site (DE in the
 * all-sites file, CH in the Swiss one), so the element an editor placed shows the site they chose
 * on every page, whichever file it loads.
 */
const ALWAYS_WRITTEN = new Set(['site']);

/** The site a set-up was given for its editors, or undefined (logged) when it is none. */
export function defaultSiteSetting(setting: string | undefined, where: string): Site | undefined {
  if (setting === undefined) return undefined;
  const site = setting.trim().toUpperCase();
  if (isSite(site)) return site;
  console.error(`${where}: site "${setting}" is not one of ${SITES.join(', ')}; the form preselects each element’s default.`);
  return undefined;
}

/** What a new element's form holds. */
export const initialValues = (form: ElementForm): Record<string, FieldValue> =>
  Object.fromEntries(form.fields.map(({ name, initial }) => [name, initial]));

/**
 * What a placed element's form holds: each attribute as its element reads it. A value its
 * enumeration does not allow leaves the field at its initial value (the form says why, from
 * attributeProblems).
 */
export function placedValues(form: ElementForm, attributes: ReadonlyMap<string, string>): Record<string, FieldValue> {
  return Object.fromEntries(
    form.fields.map(({ name, spec, initial }) => {
      const written = attributes.get(name);
      if (written === undefined) return [name, initial];
      if (spec.type === 'boolean') return [name, isOn(written)];
      if (spec.type === 'enum') return [name, enumValueOf(spec, written.trim()) ?? initial];
      return [name, written];
    }),
  );
}

export interface AttributeReview {
  /** Attributes the set-up removes, each in words: not declared, or a script address. */
  removed: string[];
  /** Declared attributes whose value the element does not take, each with what is wrong in words. */
  invalid: { attribute: string; message: string }[];
}

/** The form's model for a list of elements (elements/index.ts). */
export interface FormModel {
  /** The elements a content page carries: every one but those that hold the page itself (`<shop-layout>`, a template's matter). */
  placeable: readonly ElementDeclaration[];
  isPlaceable(tag: string): boolean;
  /** The form of a placeable element; `site` preselects the editor's site in a new one. */
  elementForm(tag: string, texts: FormTexts, site?: Site): ElementForm;
  /**
   * The attributes Insert and Save write, in the declaration's order: each that differs from its
   * default (an enumeration's declared default, a boolean off, an empty text), and the site always;
   * never a script address (`javascript:`, `data:`).
   */
  writtenAttributes(tag: string, values: Readonly<Record<string, FieldValue>>): [string, string][];
  /** The declared attributes of a placeable element: what Save replaces, leaving the global ones (`id`, `class`, …) as they are. */
  declaredAttributes(tag: string): string[];
  /** The form's values it does not write because they are script addresses, in words for its editor. */
  scriptAddresses(tag: string, values: Readonly<Record<string, FieldValue>>, texts: FormTexts): string[];
  /** What is wrong with a kit element's attributes as written, in words for its editor. */
  attributeProblems(tag: string, attributes: Iterable<readonly [string, string]>, texts: FormTexts): AttributeReview;
}

export function createFormModel(declarations: readonly ElementDeclaration[]): FormModel {
  const placeable = declarations.filter(({ slots }) => !slots.some((slot) => slot.name === ''));
  const declarationOf = (tag: string) => placeable.find((declaration) => declaration.tag === tag);
  /** Every element's declared attributes by tag, `<shop-layout>`'s too. */
  const declared = new Map(declarations.map((declaration) => [declaration.tag, attributesOf(declaration)]));
  const declaredAttributes = (tag: string) => {
    const declaration = declarationOf(tag);
    return declaration ? Object.keys(attributesOf(declaration)) : [];
  };

  return {
    placeable,
    isPlaceable: (tag) => declarationOf(tag) !== undefined,

    elementForm(tag, texts, site) {
      const declaration = declarationOf(tag);
      if (!declaration) throw new Error(`<${tag}> is not an element an editor places.`);
      const fields = Object.entries(attributesOf(declaration)).map(
        ([name, spec]): FormField => ({
          name,
          spec,
          initial: spec.type === 'boolean' ? false : spec.type === 'enum' ? (name === 'site' && site ? site : spec.default) : '',
          label: texts.label(name),
          hint: texts.hint(name, spec),
        }),
      );
      return { tag, name: texts.elementName(tag), fields };
    },

    writtenAttributes(tag, values) {
      const declaration = declarationOf(tag);
      if (!declaration) return [];
      return Object.entries(attributesOf(declaration)).flatMap(([name, spec]): [string, string][] => {
        const value = values[name];
        if (spec.type === 'boolean') return value === true ? [[name, '']] : [];
        const text = typeof value === 'string' ? value.trim() : '';
        // A script address is what the set-ups remove from any source: the form never writes one.
        if (text === '' || isScriptUrl(text)) return [];
        if (spec.type === 'enum' && text === spec.default && !ALWAYS_WRITTEN.has(name)) return [];
        return [[name, text]];
      });
    },

    declaredAttributes,

    scriptAddresses(tag, values, texts) {
      return declaredAttributes(tag)
        .filter((attribute) => typeof values[attribute] === 'string' && isScriptUrl(values[attribute]))
        .map((attribute) => texts.problem('scriptAddress', { attribute, tag }));
    },

    attributeProblems(tag, attributes, texts) {
      const specs: Readonly<Record<string, AttributeSpec>> = declared.get(tag) ?? {};
      const review: AttributeReview = { removed: [], invalid: [] };
      for (const [attribute, value] of attributes) {
        const spec = specs[attribute];
        if (!spec && !EDITOR_GLOBAL_ATTRIBUTES.includes(attribute)) review.removed.push(texts.problem('removed', { attribute, tag }));
        else if (isScriptUrl(value)) review.removed.push(texts.problem('scriptAddress', { attribute, tag }));
        else if (spec?.type === 'enum' && value.trim() !== '' && enumValueOf(spec, value.trim()) === undefined)
          review.invalid.push({ attribute, message: texts.problem('notAllowed', { attribute, value, values: spec.values.join(', ') }) });
      }
      return review;
    },
  };
}
