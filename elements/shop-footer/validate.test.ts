import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import { validateContent } from './validate';

const silence = () => vi.spyOn(console, 'error').mockImplementation(() => {});
const logged = (error: ReturnType<typeof silence>) => error.mock.calls.map((call) => String(call[0])).join('\n');

const group = {
  heading: { iconName: 'payment', link: { url: '/faq?category=payment&title=Pay', text: 'Pay' } },
  hideGroupInCheckout: true,
  introductoryText: 'Intro',
  links: [{ link: { url: '/a', text: 'A' }, hideInClassic: true }],
  images: [{ label: 'Visa', source: 'VISA' }],
};

// JSON can hold objects that String() cannot turn into text (toString not callable).
const odd = { toString: 'not callable' };
const UNPRINTABLE = {
  teaser: { groups: [{ heading: { iconName: odd, link: { url: '/a', text: 'A' } }, images: [{ label: 'L', source: odd }] }] },
  qualityLogos: { heading: 'Q', logos: [{ image: { label: 'L', source: odd, width: 85, height: 40 } }] },
};

describe('validateContent', () => {
  it('keeps well-formed content as it is, without logging', () => {
    const error = silence();
    const content = validateContent(
      {
        headline: 'Hello',
        teaser: { groups: [group] },
        seo: { heading: 'Popular', columns: [[{ url: '/coffee', text: 'Coffee' }]] },
        socialMedia: { heading: 'Follow', icons: [{ iconName: 'facebook', link: { url: 'https://facebook.com/x', text: 'Facebook' } }] },
        appReferences: { heading: 'App', icons: [{ iconName: 'apple', link: { url: 'https://apps.apple.com/x', text: 'App Store' } }] },
        legalLinks: [
          { url: '/imprint', text: 'Imprint' },
          { text: 'Cookies', consentManager: true },
        ],
        viewChanger: { toMobile: 'Mobile', toDesktop: 'Desktop' },
        qualityLogos: {
          heading: 'Seals',
          logos: [{ link: 'https://www.bevh.org/', image: { label: 'bevh', source: 'BEVH', width: 90, height: 45 } }],
        },
        salesTax: { textBeforeLink: 'Prices incl. VAT plus ', link: { url: '/shipping', text: 'shipping' }, textAfterLink: '.' },
      },
      kitLogger,
    );
    expect(error).not.toHaveBeenCalled();
    expect(content.teaser?.groups[0]).toEqual({ ...group, heading: { ...group.heading } });
    expect(content.legalLinks).toEqual([
      { url: '/imprint', text: 'Imprint' },
      { url: '', text: 'Cookies', consentManager: true },
    ]);
    expect(content.qualityLogos?.logos[0]).toEqual({
      link: 'https://www.bevh.org/',
      image: { label: 'bevh', source: 'BEVH', width: 90, height: 45 },
    });
    expect(content.salesTax).toEqual({
      textBeforeLink: 'Prices incl. VAT plus ',
      link: { url: '/shipping', text: 'shipping' },
      textAfterLink: '.',
    });
  });

  it('logs and skips malformed parts, keeping the rest', () => {
    const error = silence();
    const content = validateContent(
      {
        headline: 42,
        teaser: {
          groups: [
            group,
            'nonsense',
            { heading: { link: { url: '/x' } } },
            { ...group, heading: { ...group.heading, iconName: 'rocket' } },
          ],
        },
        seo: 'popular',
        legalLinks: [{ url: '/imprint', text: 'Imprint' }, { url: '/privacy' }, null],
        viewChanger: { toMobile: 'Mobile' },
      },
      kitLogger,
    );
    expect(content.headline).toBeUndefined();
    expect(content.teaser?.groups).toHaveLength(2);
    expect(content.teaser?.groups[1].heading.iconName).toBeUndefined();
    expect(content.seo).toBeUndefined();
    expect(content.legalLinks).toEqual([{ url: '/imprint', text: 'Imprint' }]);
    expect(content.viewChanger).toBeUndefined();
    const text = logged(error);
    for (const place of [
      'headline',
      'teaser.groups[1]',
      'teaser.groups[2].heading.link.text',
      'teaser.groups[3].heading.iconName',
      'seo',
      'legalLinks[1].text',
      'legalLinks[2]',
      'viewChanger.toDesktop',
    ]) {
      expect(text).toContain(`content ${place}:`);
    }
  });

  it('never throws, whatever it is given', () => {
    silence();
    for (const value of [
      null,
      undefined,
      'text',
      42,
      [],
      [1, 2],
      { teaser: null },
      { teaser: { groups: {} } },
      { legalLinks: 'x' },
      { qualityLogos: { heading: 'x', logos: [{}] } },
      UNPRINTABLE,
    ]) {
      expect(() => validateContent(value, kitLogger)).not.toThrow();
    }
  });

  it('turns an unsafe URL into plain text and keeps the link text', () => {
    const error = silence();
    const content = validateContent(
      {
        legalLinks: [{ url: 'javascript:alert(document.cookie)', text: 'Imprint' }],
        seo: { heading: 'S', columns: [[{ url: 'data:text/html,x', text: 'Coffee' }]] },
      },
      kitLogger,
    );
    expect(content.legalLinks).toEqual([{ url: '', text: 'Imprint' }]);
    expect(content.seo?.columns[0]).toEqual([{ url: '', text: 'Coffee' }]);
    expect(logged(error)).toMatch(/legalLinks\[0\].*javascript:alert/);
  });

  it('keeps markup in texts as plain text (it is rendered as text)', () => {
    silence();
    const content = validateContent({ headline: '<img src=x onerror=alert(1)>' }, kitLogger);
    expect(content.headline).toBe('<img src=x onerror=alert(1)>');
  });

  it('drops images and logos with an unknown source, logging them', () => {
    const error = silence();
    const content = validateContent(
      {
        teaser: {
          groups: [
            {
              ...group,
              images: [
                { label: 'Visa', source: 'VISA' },
                { label: 'Coin', source: 'BITCOIN' },
              ],
            },
          ],
        },
        qualityLogos: { heading: 'Seals', logos: [{ image: { label: 'Fake', source: 'FAKE_SEAL', width: 80, height: 80 } }] },
      },
      kitLogger,
    );
    expect(content.teaser?.groups[0].images).toEqual([{ label: 'Visa', source: 'VISA' }]);
    expect(content.qualityLogos?.logos).toEqual([]);
    expect(logged(error)).toMatch(/unknown logo source "BITCOIN"[\s\S]*unknown logo source "FAKE_SEAL"/);
  });

  it('shows quality logos 80 to 90 px wide, keeping their proportions', () => {
    const error = silence();
    const content = validateContent(
      {
        qualityLogos: {
          heading: 'Seals',
          logos: [
            { image: { label: 'Big', source: 'BEVH', width: 180, height: 90 } },
            { image: { label: 'Small', source: 'EHI', width: 40, height: 40 } },
          ],
        },
      },
      kitLogger,
    );
    expect(content.qualityLogos?.logos.map((logo) => [logo.image.width, logo.image.height])).toEqual([
      [90, 45],
      [80, 80],
    ]);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
