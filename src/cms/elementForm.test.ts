import { describe, expect, it, vi } from 'vitest';
import { ELEMENT_DECLARATIONS } from '../../elements';
import { createFormModel, defaultSiteSetting, initialValues, placedValues } from './elementForm';
import { formTexts } from './texts';

const { attributeProblems, declaredAttributes, elementForm, isPlaceable, placeable, scriptAddresses, writtenAttributes } =
  createFormModel(ELEMENT_DECLARATIONS);
const english = formTexts('en');

describe('the elements an editor places', () => {
  it('are every element but the layout, which holds the page (docs/cms-editors.md)', () => {
    expect(placeable.map(({ tag }) => tag)).toEqual(['nl-signup', 'shop-footer', 'preview-panel', 'session-keeper']);
    expect([isPlaceable('nl-signup'), isPlaceable('shop-layout'), isPlaceable('x-tracker')]).toEqual([true, false, false]);
  });
});

describe('elementForm()', () => {
  it('has a field per declared attribute, of its kind, with its initial value (docs/contract.md, sections 2 and 3)', () => {
    const fields = (tag: string, site?: 'HU') =>
      elementForm(tag, english, site).fields.map(({ name, spec, initial }) => [name, spec.type, initial]);
    expect(fields('nl-signup')).toEqual([
      ['site', 'enum', 'DE'],
      ['locale', 'string', ''],
      ['api-origin', 'string', ''],
      ['asset-origin', 'string', ''],
      ['origin', 'enum', 'NEWSLETTER'],
      ['origin-addition', 'string', ''],
      ['spa', 'boolean', false],
      ['doi-error', 'boolean', false],
      ['no-scroll', 'boolean', false],
    ]);
    expect(fields('shop-footer', 'HU').slice(0, 1).concat(fields('shop-footer').slice(4))).toEqual([
      ['site', 'enum', 'HU'],
      ['reduced', 'boolean', false],
      ['platform', 'enum', 'CLASSIC'],
      ['newsletter', 'boolean', false],
      ['newsletter-hidden', 'boolean', false],
      ['preview', 'boolean', false],
      ['checkout', 'boolean', false],
    ]);
    expect(fields('session-keeper')).toEqual([['api-origin', 'string', '']]);
  });

  it('names the element and labels each field in the editor’s language, its hint the description', () => {
    const form = elementForm('nl-signup', formTexts('de'));
    expect(form.name).toBe('Newsletter-Anmeldung');
    const originAddition = form.fields.find(({ name }) => name === 'origin-addition');
    expect(originAddition?.label).toBe('Zusatz zur Herkunft');
    expect(elementForm('nl-signup', english).fields.find(({ name }) => name === 'spa')?.hint).toBe(
      'Use the base path service/newsletter/api/private instead of service/newsletter/api/internal.',
    );
  });

  it('refuses an element an editor does not place', () => {
    expect(() => elementForm('shop-layout', english)).toThrow('<shop-layout> is not an element an editor places.');
  });
});

describe('writtenAttributes()', () => {
  it('writes, in the declaration’s order, each attribute that differs from its default, and the site always', () => {
    const cases: [string, Record<string, string | boolean>, [string, string][]][] = [
      ['nl-signup', { ...initialValues(elementForm('nl-signup', english)) }, [['site', 'DE']]],
      [
        'nl-signup',
        { 'origin-addition': '  spring ', site: 'AT', origin: 'SHOPPING_CART', spa: true, 'no-scroll': false, locale: ' ' },
        [
          ['site', 'AT'],
          ['origin', 'SHOPPING_CART'],
          ['origin-addition', 'spring'],
          ['spa', ''],
        ],
      ],
      [
        'shop-footer',
        { platform: 'CLASSIC', newsletter: true, site: 'HU' },
        [
          ['site', 'HU'],
          ['newsletter', ''],
        ],
      ],
      ['session-keeper', { 'api-origin': 'https://api.shop.example' }, [['api-origin', 'https://api.shop.example']]],
      ['shop-layout', { 'content-type': 'x' }, []],
    ];
    for (const [tag, values, written] of cases) expect(writtenAttributes(tag, values), tag).toEqual(written);
  });
});

describe('placedValues()', () => {
  it('reads each attribute as the element does: a boolean on unless "false", an enumeration in its declared case', () => {
    const form = elementForm('shop-footer', english, 'HU');
    expect(
      placedValues(
        form,
        new Map([
          ['site', ' at'],
          ['platform', 'tablet'],
          ['newsletter', ''],
          ['reduced', 'FALSE'],
          ['locale', 'de-AT'],
        ]),
      ),
    ).toEqual({
      site: 'AT',
      locale: 'de-AT',
      'api-origin': '',
      'asset-origin': '',
      reduced: false,
      platform: 'TABLET',
      newsletter: true,
      'newsletter-hidden': false,
      preview: false,
      checkout: false,
    });
  });

  it('leaves a value the enumeration does not allow at the field’s initial value', () => {
    const form = elementForm('nl-signup', english, 'CZ');
    expect(
      placedValues(
        form,
        new Map([
          ['site', 'GER'],
          ['origin', 'FOOTER'],
        ]),
      ),
    ).toMatchObject({ site: 'CZ', origin: 'NEWSLETTER' });
  });
});

describe('declaredAttributes()', () => {
  it('gives what Save replaces: the declared attributes, not the global ones', () => {
    expect(declaredAttributes('preview-panel')).toEqual(['site', 'locale', 'api-origin', 'asset-origin']);
    expect(declaredAttributes('x-tracker')).toEqual([]);
  });
});

describe('attributeProblems()', () => {
  it('names what the set-up removes and what a declared attribute does not take, in the editor’s words', () => {
    const review = attributeProblems(
      'nl-signup',
      [
        ['site', 'GER'],
        ['orgin-addition', 'spring'],
        ['origin', 'newsletter'],
        ['api-origin', ' javascript:alert(1)'],
        ['class', 'wide'],
        ['onclick', 'alert(1)'],
        ['locale', ''],
      ],
      english,
    );
    expect(review).toEqual({
      removed: [
        'orgin-addition is not an attribute of <nl-signup>: removed',
        'api-origin of <nl-signup> was a script address: removed',
        'onclick is not an attribute of <nl-signup>: removed',
      ],
      invalid: [
        { attribute: 'site', message: 'site “GER” is not one of AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR' },
        { attribute: 'origin', message: 'origin “newsletter” is not one of NEWSLETTER, SHOPPING_CART' },
      ],
    });
  });

  it('takes a site and a platform in any case and with spaces around, and an empty one, as the elements do', () => {
    const none = { removed: [], invalid: [] };
    expect(
      attributeProblems(
        'shop-footer',
        [
          ['site', ' hu '],
          ['platform', 'Tablet'],
        ],
        english,
      ),
    ).toEqual(none);
    expect(
      attributeProblems(
        'nl-signup',
        [
          ['site', '  '],
          ['origin', ''],
        ],
        english,
      ),
    ).toEqual(none);
  });

  it('removes TinyMCE’s own marks that content brings, as any undeclared attribute', () => {
    expect(attributeProblems('nl-signup', [['data-mce-bogus', 'all']], english).removed).toEqual([
      'data-mce-bogus is not an attribute of <nl-signup>: removed',
    ]);
  });

  it('names the script addresses the form does not write', () => {
    const values = { site: 'DE', 'api-origin': ' javascript:alert(1)', 'asset-origin': 'https://img.shop.example', element: 'data:x' };
    expect(scriptAddresses('nl-signup', values, english)).toEqual(['api-origin of <nl-signup> was a script address: removed']);
    expect(writtenAttributes('nl-signup', values)).toEqual([
      ['site', 'DE'],
      ['asset-origin', 'https://img.shop.example'],
    ]);
  });

  it('says it in the editor’s language', () => {
    expect(attributeProblems('nl-signup', [['orgin', 'x']], formTexts('de_DE')).removed).toEqual([
      'orgin ist kein Attribut von <nl-signup>: entfernt',
    ]);
  });
});

describe('defaultSiteSetting()', () => {
  it('takes a site in any case, and logs one that is none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect([defaultSiteSetting(' hu ', 'storefrontTinymce'), defaultSiteSetting(undefined, 'storefrontTinymce')]).toEqual([
      'HU',
      undefined,
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(defaultSiteSetting('GER', 'storefrontTinymce')).toBeUndefined();
    expect(error.mock.calls).toEqual([
      ['storefrontTinymce: site "GER" is not one of AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR; the form preselects each element’s default.'],
    ]);
  });
});
