import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledResources } from '../src/i18n/i18n';
import { type Site, SITES, SITE_LOCALE } from '../src/sites/sites';

const resources = bundledResources();

type Texts = Record<string, unknown>;

const SHOP_NAMESPACES = ['common', 'forms', 'nl-signup', 'shop-footer'];
/** The staff tool is in English whatever the site; its widgets use the common and forms texts. */
const STAFF_NAMESPACES = ['common', 'forms', 'preview-panel'];
const SHOP_LANGUAGES = ['de', 'fr', 'cs', 'hu', 'pl', 'sk', 'tr'];

const WITH_SALUTATION: Site[] = ['AT', 'HU'];
const WITH_NAMES: Site[] = ['AT', 'HU', 'TR'];
const ALL_BUT_TURKEY: Site[] = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'SK', 'PL', 'HU'];

/** The texts of the sign-up block that only some sites show, and those sites (docs/specification.md, sections 2, 5 and 9). */
const SHOWN_ON: Record<string, Site[]> = {
  'fields.salutation': WITH_SALUTATION,
  'fields.salutationPlaceholder': WITH_SALUTATION,
  salutations: WITH_SALUTATION,
  'validation.salutationRequired': ['HU'],
  'fields.firstName': WITH_NAMES,
  'fields.lastName': WITH_NAMES,
  'validation.nameTooLong': WITH_NAMES,
  'validation.invalidCharacters': WITH_NAMES,
  'suggestions.invalidCharacters': WITH_NAMES,
  'validation.firstNameRequired': ['HU', 'TR'],
  'validation.lastNameRequired': ['HU', 'TR'],
  'legal.newsletterInfo': ['TR'],
  'legal.dataRetention': ['TR'],
  'consents.newsletterLegal': ['TR'],
  'validation.legalsRequired': ['TR'],
  'fields.legals': ['TR'],
  'consents.dne': ALL_BUT_TURKEY,
  'consents.dnePersonalMarketing': ['TR'],
  termsHint: ['PL'],
  'voucher.validity': ['HU'],
};

const TURKISH_ONLY = [
  'nl-signup:legal.newsletterInfo',
  'nl-signup:legal.dataRetention',
  'nl-signup:consents.newsletterLegal',
  'nl-signup:consents.dnePersonalMarketing',
  'nl-signup:validation.legalsRequired',
  'nl-signup:fields.legals',
];

/** Texts a language deliberately leaves out: none of its sites shows them (German has every text). */
const NOT_WRITTEN: Record<string, string[]> = {
  de: [],
  fr: [...TURKISH_ONLY, 'nl-signup:termsHint', 'nl-signup:voucher.validity'],
  cs: [...TURKISH_ONLY, 'nl-signup:termsHint', 'nl-signup:voucher.validity'],
  hu: [...TURKISH_ONLY, 'nl-signup:termsHint'],
  pl: [...TURKISH_ONLY, 'nl-signup:voucher.validity'],
  sk: [...TURKISH_ONLY, 'nl-signup:termsHint', 'nl-signup:voucher.validity'],
  tr: ['nl-signup:termsHint', 'nl-signup:voucher.validity'],
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Dotted keys of a texts object, plural forms folded into their base key ("voucher.validity"). */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (!texts || typeof texts !== 'object') return [];
  const keys = Object.entries(texts as Texts).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key.replace(PLURAL, '')}`],
  );
  return [...new Set(keys)];
}

function lookup(language: string, namespace: string, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], resources[language]?.[namespace]);
}

/** Whether the language (or its regional override) has the text, with every plural form the language needs. */
function hasText(languages: string[], namespace: string, key: string): boolean {
  const plural = typeof lookup(reference(namespace), namespace, `${key}_other`) === 'string';
  const forms = plural
    ? new Intl.PluralRules(languages[0]).resolvedOptions().pluralCategories.map((category) => `${key}_${category}`)
    : [key];
  return forms.every((form) => languages.some((language) => typeof lookup(language, namespace, form) === 'string'));
}

const reference = (namespace: string) => (namespace === 'preview-panel' ? 'en' : 'de');
const referenceKeys = (namespace: string) => keysOf(resources[reference(namespace)]?.[namespace]);

const shownOn = (site: Site, namespace: string, key: string) => {
  if (namespace !== 'nl-signup') return true;
  const sites = SHOWN_ON[key] ?? SHOWN_ON[key.split('.')[0]];
  return sites ? sites.includes(site) : true;
};

describe('every text a site shows exists in its own language', () => {
  it.each(SITES)('%s', (site) => {
    const locale = SITE_LOCALE[site];
    const language = locale.split('-')[0];
    const missing = SHOP_NAMESPACES.flatMap((namespace) =>
      referenceKeys(namespace)
        .filter((key) => shownOn(site, namespace, key))
        .filter((key) => !hasText([locale, language], namespace, key))
        .map((key) => `${namespace}:${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('each language has every text or marks it as not written', () => {
  it.each(SHOP_LANGUAGES)('%s', (language) => {
    const absent = SHOP_NAMESPACES.flatMap((namespace) =>
      referenceKeys(namespace)
        .filter((key) => !hasText([language], namespace, key))
        .map((key) => `${namespace}:${key}`),
    );
    expect(absent.sort()).toEqual([...NOT_WRITTEN[language]].sort());
  });

  it('has the staff tool texts in English', () => {
    const absent = STAFF_NAMESPACES.flatMap((namespace) =>
      referenceKeys(namespace)
        .filter((key) => !hasText(['en'], namespace, key))
        .map((key) => `${namespace}:${key}`),
    );
    expect(absent).toEqual([]);
  });

  it('has no text that German (English for the staff tool) does not have, and no empty file', () => {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        expect(keysOf(texts).length, `${language}/${namespace}.json is empty`).toBeGreaterThan(0);
        const unknown = keysOf(texts).filter((key) => !referenceKeys(namespace).includes(key));
        expect(unknown, `${language}/${namespace}.json`).toEqual([]);
      }
    }
  });
});

describe('every text is used', () => {
  const source = ['src', 'elements']
    .flatMap((folder) => (readdirSync(folder, { recursive: true }) as string[]).map((file) => join(folder, file)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  // A key is used when the code names it in quotes, or builds it from its parent (`salutations.${value}`).
  const used = (key: string) =>
    [`'${key}'`, `"${key}"`, `'${key}_`].some((quoted) => source.includes(quoted)) ||
    (key.includes('.') && source.includes(`\`${key.slice(0, key.lastIndexOf('.') + 1)}\${`));

  it.each(['common', 'forms', 'nl-signup', 'preview-panel', 'shop-footer'])('%s', (namespace) => {
    expect(referenceKeys(namespace).filter((key) => !used(key))).toEqual([]);
  });
});
