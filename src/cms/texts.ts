/**
 * The texts of the editors' form (locales/<language>/cms.json), in the editor's UI language where
 * the kit has that language, else English. A field's hint is its attribute's description: in
 * English the declaration's own, in another language the file's translation of it. The element
 * modules never carry these texts (src/i18n/bundledTexts.ts leaves cms.json out).
 */
import type { AttributeSpec } from '../element/declaration';

interface CmsTextFile {
  button: string;
  menuItem: string;
  editButton: string;
  insertTitle: string;
  editTitle: string;
  element: string;
  elementHint: string;
  insert: string;
  save: string;
  cancel: string;
  elements: Record<string, string>;
  labels: Record<string, string>;
  /** Translations of the attributes' descriptions; English takes the declarations' own. */
  hints: Record<string, string>;
  problems: { removed: string; scriptAddress: string; notAllowed: string };
}

type Phrase = Exclude<keyof CmsTextFile, 'elements' | 'labels' | 'hints' | 'problems'>;
export type Problem = keyof CmsTextFile['problems'];

const FILES = import.meta.glob<Partial<CmsTextFile>>('../../locales/*/cms.json', { eager: true, import: 'default' });

/** Each folder's file by its lower-case name (`de`, `de-ch`): a region's holds only what differs from its language's. */
const BY_FOLDER = new Map(
  Object.entries(FILES).map(([path, texts]) => [(/locales\/([^/]+)\/cms\.json$/.exec(path)?.[1] ?? '').toLowerCase(), texts] as const),
);

/**
 * The folders an editor's UI language code reads, the first that has a text giving it: `de_CH` →
 * `de-ch`, `de`, `en`; a language the kit does not have → `en`.
 */
export function formFolders(uiLanguage: string | undefined): string[] {
  const [language = '', region] = uiLanguage?.trim().toLowerCase().split(/[-_]/) ?? [];
  const wanted = [region ? `${language}-${region}` : '', language].filter((folder) => folder !== '' && BY_FOLDER.has(folder));
  return [...new Set([...wanted, 'en'])];
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

export interface FormTexts {
  phrase(name: Phrase, values?: Record<string, string>): string;
  /** How editors call an element (`Newsletter sign-up`); its tag where no text names it. */
  elementName(tag: string): string;
  /** A field's label; the attribute's name where no text names it. */
  label(attribute: string): string;
  /** A field's hint: the attribute's description, translated where the language has it. */
  hint(attribute: string, spec: AttributeSpec): string;
  problem(name: Problem, values: Record<string, string>): string;
}

export function formTexts(uiLanguage: string | undefined): FormTexts {
  const files = formFolders(uiLanguage).map((folder) => BY_FOLDER.get(folder) ?? {});
  const first = <T>(read: (file: Partial<CmsTextFile>) => T | undefined): T | undefined =>
    files.map(read).find((text) => text !== undefined);
  return {
    phrase: (name, values = {}) => fill(first((file) => file[name]) ?? name, values),
    elementName: (tag) => first((file) => file.elements?.[tag]) ?? `<${tag}>`,
    label: (attribute) => first((file) => file.labels?.[attribute]) ?? attribute,
    hint: (attribute, spec) => first((file) => file.hints?.[attribute]) ?? spec.description,
    problem: (name, values) => fill(first((file) => file.problems?.[name]) ?? name, values),
  };
}
