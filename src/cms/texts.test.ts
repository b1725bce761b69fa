import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../element/sharedDeclarations';
import { ELEMENT_DECLARATIONS } from '../../elements';
import { createFormModel } from './elementForm';
import { formFolders, formTexts } from './texts';

const LOCALES = join(import.meta.dirname, '../../locales');
/** The languages of the shop's visitors, and so of the CMS's people (issue 52, point 7). */
const KIT_LANGUAGES = ['de', 'fr', 'cs', 'hu', 'pl', 'sk', 'tr'];

type TextFile = Record<string, unknown>;
const read = (folder: string): TextFile => JSON.parse(readFileSync(join(LOCALES, folder, 'cms.json'), 'utf8'));
const keysOf = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const PLACEABLE = createFormModel(ELEMENT_DECLARATIONS).placeable;
const ATTRIBUTES = [...new Set(PLACEABLE.flatMap((declaration) => Object.keys(attributesOf(declaration))))];

describe('the form’s texts', () => {
  it('exist in English and every language of the kit, and nowhere else but a region’s differences', () => {
    const folders = readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(join(LOCALES, entry.name)).includes('cms.json'))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(['cs', 'de', 'de-CH', 'en', 'fr', 'hu', 'pl', 'sk', 'tr']);
  });

  it('name every element and label every attribute an editor places, in English', () => {
    const english = read('en') as { elements: object; labels: object };
    expect(Object.keys(english.elements)).toEqual(PLACEABLE.map(({ tag }) => tag));
    expect(Object.keys(english.labels).sort()).toEqual([...ATTRIBUTES].sort());
  });

  it.each(KIT_LANGUAGES)('are all in %s, a hint for each attribute among them, with the same placeholders', (language) => {
    const texts = read(language);
    const expected = [...keysOf(read('en')), ...ATTRIBUTES.map((attribute) => `hints.${attribute}`)].sort();
    expect(keysOf(texts).sort()).toEqual(expected);
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const key of keysOf(read('en'))) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as TextFile)[part], texts);
      const source = key.split('.').reduce<unknown>((node, part) => (node as TextFile)[part], read('en'));
      expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(source));
    }
  });
});

describe('formFolders()', () => {
  it('reads the region’s differences, its language, then English; English for a language the kit does not have', () => {
    expect(formFolders('de_CH')).toEqual(['de-ch', 'de', 'en']);
    expect(formFolders('de-AT')).toEqual(['de', 'en']);
    expect(formFolders(' FR_fr ')).toEqual(['fr', 'en']);
    expect(formFolders('nl')).toEqual(['en']);
    expect(formFolders('')).toEqual(['en']);
    expect(formFolders(undefined)).toEqual(['en']);
  });
});

describe('formTexts()', () => {
  it('gives a region’s own wording where it has one, its language’s elsewhere', () => {
    const swiss = formTexts('de_CH');
    expect(swiss.problem('notAllowed', { attribute: 'site', value: 'GER', values: 'AT, DE' })).toBe(
      'site «GER» ist keiner der Werte AT, DE',
    );
    expect(swiss.phrase('insert')).toBe('Einfügen');
    expect(formTexts('fr').phrase('editTitle', { element: 'Pied de page' })).toBe('Modifier\u202F: Pied de page');
  });

  it('keeps a placeholder it has no value for, and names what has no text by its code', () => {
    const english = formTexts('en');
    expect(english.phrase('editTitle')).toBe('Edit: {{element}}');
    expect(english.elementName('x-tracker')).toBe('<x-tracker>');
    expect(english.label('x-attribute')).toBe('x-attribute');
    expect(english.hint('x-attribute', { type: 'string', description: 'Its description.' })).toBe('Its description.');
  });
});
