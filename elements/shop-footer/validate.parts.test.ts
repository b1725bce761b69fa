// The footer content's rules part by part: what validateContent keeps and each line it logs.
import { describe, expect, it, vi } from 'vitest';
import { validateContent } from './validate';

describe('validateContent: what it keeps and what it says, part by part', () => {
  const link = { url: '/a', text: 'A' };
  const heading = { link: { url: '/h', text: 'H' } };
  const skipped = (where: string, what: string) => [`content ${where}: ${what}; skipped.`];
  const cases: [string, unknown, object, string[][]][] = [
    ['content that is no object', 'x', {}, [skipped('(root)', 'not an object')]],
    ['a headline of blanks', { headline: ' \t ' }, {}, [skipped('headline', 'not a non-empty text')]],
    ['absent and null parts, silently', { headline: null, teaser: undefined }, {}, []],
    ['a teaser that is no object', { teaser: 'x' }, {}, [skipped('teaser', 'not an object')]],
    ['teaser groups that are no list', { teaser: { groups: {} } }, { teaser: { groups: [] } }, [skipped('teaser.groups', 'not a list')]],
    [
      'a group without its flags: false, not true',
      { teaser: { groups: [{ heading, links: [{ link }] }] } },
      { teaser: { groups: [{ heading, hideGroupInCheckout: false, links: [{ link, hideInClassic: false }], images: [] }] } },
      [],
    ],
    [
      'flags that are not true or false',
      { teaser: { groups: [{ heading, hideGroupInCheckout: 'yes', links: [{ link, hideInClassic: 1 }] }] } },
      { teaser: { groups: [{ heading, hideGroupInCheckout: false, links: [{ link, hideInClassic: false }], images: [] }] } },
      [
        skipped('teaser.groups[0].hideGroupInCheckout', 'not true or false'),
        skipped('teaser.groups[0].links[0].hideInClassic', 'not true or false'),
      ],
    ],
    [
      'an image label of blanks and a teaser link without text',
      { teaser: { groups: [{ heading, links: [{ link: { url: '/b' } }], images: [{ label: ' ', source: 'VISA' }] }] } },
      { teaser: { groups: [{ heading, hideGroupInCheckout: false, links: [], images: [] }] } },
      [
        skipped('teaser.groups[0].links[0].link.text', 'not a non-empty text'),
        skipped('teaser.groups[0].images[0].label', 'not a non-empty text'),
      ],
    ],
    [
      'an introductory text of blanks',
      { teaser: { groups: [{ heading, introductoryText: '  ' }] } },
      { teaser: { groups: [{ heading, hideGroupInCheckout: false, links: [], images: [] }] } },
      [skipped('teaser.groups[0].introductoryText', 'not a non-empty text')],
    ],
    [
      'an unknown icon of a social link',
      { socialMedia: { heading: 'Follow', icons: [{ iconName: 'rocket', link }] } },
      { socialMedia: { heading: 'Follow', icons: [] } },
      [skipped('socialMedia.icons[0].iconName', 'unknown icon "rocket"')],
    ],
    [
      'seo columns that are no list, and a column link without text',
      { seo: { heading: 'S', columns: [[link, { url: '/c' }]] } },
      { seo: { heading: 'S', columns: [[link]] } },
      [skipped('seo.columns[0][1].text', 'not a non-empty text')],
    ],
    [
      'seo without columns',
      { seo: { heading: 'S', columns: 'x' } },
      { seo: { heading: 'S', columns: [] } },
      [skipped('seo.columns', 'not a list')],
    ],
    [
      'a consent-manager entry without text, and one whose flag is no boolean',
      {
        legalLinks: [
          { consentManager: true, text: ' ' },
          { consentManager: 'true', url: '/c', text: 'C' },
        ],
      },
      { legalLinks: [{ url: '/c', text: 'C' }] },
      [skipped('legalLinks[0].text', 'not a non-empty text')],
    ],
    [
      'a view changer without its mobile text',
      { viewChanger: { toDesktop: 'Desktop' } },
      {},
      [skipped('viewChanger.toMobile', 'not a non-empty text')],
    ],
    [
      'a sales-tax note without link and closing text',
      { salesTax: { textBeforeLink: 'incl. VAT' } },
      { salesTax: { textBeforeLink: 'incl. VAT', link: undefined, textAfterLink: undefined } },
      [],
    ],
    [
      'quality logos of no width, too wide and too narrow',
      {
        qualityLogos: {
          heading: 'Q',
          logos: [
            { image: { label: 'A', source: 'BEVH', width: 0, height: 40 } },
            { image: { label: 'B', source: 'BEVH', width: 120, height: 60 } },
            { image: { label: 'C', source: 'BEVH', width: 40, height: 25 } },
          ],
        },
      },
      {
        qualityLogos: {
          heading: 'Q',
          logos: [
            { link: undefined, image: { label: 'B', source: 'BEVH', width: 90, height: 45 } },
            { link: undefined, image: { label: 'C', source: 'BEVH', width: 80, height: 50 } },
          ],
        },
      },
      [
        skipped('qualityLogos.logos[0].image.width', 'not a positive number'),
        ['content qualityLogos.logos[1].image.width: 120 px is outside 80 to 90 px; shown 90 px wide.'],
        ['content qualityLogos.logos[2].image.width: 40 px is outside 80 to 90 px; shown 80 px wide.'],
      ],
    ],
  ];

  it.each(cases)('%s', (_, input, kept, logs) => {
    const log = { error: vi.fn(), warn: vi.fn() };
    expect(validateContent(input, log)).toEqual(kept);
    expect(log.error.mock.calls).toEqual(logs);
  });
});

describe('validateContent: each problem alone leaves out its part and names its place', () => {
  const link = { url: '/a', text: 'A' };
  const heading = { link };
  const groupOf = (group: object) => ({ teaser: { groups: [{ heading, ...group }] } });
  const keptGroup = (group: object) => ({ teaser: { groups: [{ heading, hideGroupInCheckout: false, links: [], images: [], ...group }] } });
  const skipped = (where: string, what: string) => `content ${where}: ${what}; skipped.`;
  const unknownLogo = (where: string, source: string) => `${where}: unknown logo source "${source}"; no image shown.`;
  const logo = { label: 'L', source: 'BEVH', width: 85, height: 40 };
  const logos = (...images: unknown[]) => ({ qualityLogos: { heading: 'Q', logos: images.map((image) => ({ image })) } });
  const cases: [string, unknown, object, string[]][] = [
    [
      'a group heading that is no object',
      { teaser: { groups: [{ heading: 'x' }] } },
      { teaser: { groups: [] } },
      [skipped('teaser.groups[0].heading', 'not an object')],
    ],
    ['group links that are no list', groupOf({ links: 'x' }), keptGroup({}), [skipped('teaser.groups[0].links', 'not a list')]],
    ['group images that are no list', groupOf({ images: {} }), keptGroup({}), [skipped('teaser.groups[0].images', 'not a list')]],
    ['group links and images of null, silently', groupOf({ links: null, images: null }), keptGroup({}), []],
    [
      'a teaser link and an image that are no objects',
      groupOf({ links: ['x'], images: [7] }),
      keptGroup({}),
      [skipped('teaser.groups[0].links[0]', 'not an object'), skipped('teaser.groups[0].images[0]', 'not an object')],
    ],
    [
      'a social link that is no object',
      { socialMedia: { heading: 'Follow', icons: [null] } },
      { socialMedia: { heading: 'Follow', icons: [] } },
      [skipped('socialMedia.icons[0]', 'not an object')],
    ],
    [
      'a quality logo that is no object',
      { qualityLogos: { heading: 'Q', logos: ['x'] } },
      { qualityLogos: { heading: 'Q', logos: [] } },
      [skipped('qualityLogos.logos[0]', 'not an object')],
    ],
    [
      'an image of an unknown source',
      groupOf({ images: [{ label: 'L', source: 'NOPE' }] }),
      keptGroup({}),
      [unknownLogo('teaser.groups[0].images[0]', 'NOPE')],
    ],
    [
      'a social link of a known icon without text',
      { socialMedia: { heading: 'Follow', icons: [{ iconName: 'facebook', link: { url: '/f' } }] } },
      { socialMedia: { heading: 'Follow', icons: [] } },
      [skipped('socialMedia.icons[0].link.text', 'not a non-empty text')],
    ],
    ['social media without heading', { socialMedia: { icons: [] } }, {}, [skipped('socialMedia.heading', 'not a non-empty text')]],
    [
      'app references that are no list',
      { appReferences: { heading: 'App', icons: 'x' } },
      { appReferences: { heading: 'App', icons: [] } },
      [skipped('appReferences.icons', 'not a list')],
    ],
    ['seo without heading', { seo: { columns: [[link]] } }, {}, [skipped('seo.heading', 'not a non-empty text')]],
    ['quality logos without heading', { qualityLogos: { logos: [] } }, {}, [skipped('qualityLogos.heading', 'not a non-empty text')]],
    [
      'a quality logo whose image is no object',
      logos('x'),
      { qualityLogos: { heading: 'Q', logos: [] } },
      [skipped('qualityLogos.logos[0].image', 'not an object')],
    ],
    [
      'quality logos each with one fault',
      logos(
        { ...logo, label: ' ' },
        { ...logo, height: 'tall' },
        { ...logo, width: Number.POSITIVE_INFINITY },
        { ...logo, width: -85 },
        { ...logo, width: '85' },
        { ...logo, source: 'NOPE' },
      ),
      { qualityLogos: { heading: 'Q', logos: [] } },
      [
        skipped('qualityLogos.logos[0].image.label', 'not a non-empty text'),
        skipped('qualityLogos.logos[1].image.height', 'not a positive number'),
        skipped('qualityLogos.logos[2].image.width', 'not a positive number'),
        skipped('qualityLogos.logos[3].image.width', 'not a positive number'),
        skipped('qualityLogos.logos[4].image.width', 'not a positive number'),
        unknownLogo('qualityLogos.logos[5].image', 'NOPE'),
      ],
    ],
    [
      'a quality logo with an unsafe link, shown without it',
      { qualityLogos: { heading: 'Q', logos: [{ link: 'javascript:alert(1)', image: logo }] } },
      { qualityLogos: { heading: 'Q', logos: [{ link: undefined, image: logo }] } },
      ['qualityLogos.logos[0].link: URL "javascript:alert(1)" is not an http(s) address or a relative path; rendered as text.'],
    ],
    ['a sales-tax note that is no object', { salesTax: 'x' }, {}, [skipped('salesTax', 'not an object')]],
    [
      'a sales-tax note without its first text',
      { salesTax: { textAfterLink: '.' } },
      {},
      [skipped('salesTax.textBeforeLink', 'not a non-empty text')],
    ],
    [
      'a sales-tax note with a link without text and a closing text of blanks',
      { salesTax: { textBeforeLink: 'incl. VAT', link: { url: '/s' }, textAfterLink: ' ' } },
      { salesTax: { textBeforeLink: 'incl. VAT', link: undefined, textAfterLink: undefined } },
      [skipped('salesTax.link.text', 'not a non-empty text'), skipped('salesTax.textAfterLink', 'not a non-empty text')],
    ],
  ];

  it.each(cases)('%s', (_, input, kept, logs) => {
    const log = { error: vi.fn(), warn: vi.fn() };
    expect(validateContent(input, log)).toEqual(kept);
    expect(log.error.mock.calls.map(([line]) => line)).toEqual(logs);
  });
});
