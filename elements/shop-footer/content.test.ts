import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import { SITE_LOCALE, SITES } from '../../src/sites/sites';
import { bundledContent, contentToShow, resolveContent } from './content';
import { isKnownLogo } from './logos';
import { DELIVERY_AND_RETURN_FACTS } from './test-support';
import type { FooterContent, FooterLink } from './types';

function allLinks(content: FooterContent): FooterLink[] {
  return [
    ...(content.teaser?.groups ?? []).flatMap((group) => [group.heading.link, ...group.links.map((entry) => entry.link)]),
    ...(content.seo?.columns.flat() ?? []),
    ...(content.socialMedia?.icons.map((icon) => icon.link) ?? []),
    ...(content.appReferences?.icons.map((icon) => icon.link) ?? []),
    ...(content.legalLinks?.filter((link) => !link.consentManager) ?? []),
    ...(content.salesTax?.link ? [content.salesTax.link] : []),
  ];
}

describe('bundled footer content', () => {
  it.each(SITES)('%s is complete and well-formed', (site) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const content = bundledContent(site, kitLogger);
    expect(error).not.toHaveBeenCalled();
    expect(content.headline).toBeTruthy();
    expect(content.teaser?.groups).toHaveLength(8);
    expect(content.seo?.columns.length).toBeGreaterThan(0);
    expect(content.socialMedia?.icons.length).toBeGreaterThan(0);
    expect(content.appReferences?.icons.map((icon) => icon.iconName)).toEqual(['apple', 'google-play']);
    expect(content.legalLinks?.filter((link) => link.consentManager)).toHaveLength(1);
    expect(content.viewChanger?.toMobile && content.viewChanger.toDesktop).toBeTruthy();
    expect(content.qualityLogos?.logos.length).toBeGreaterThan(0);
    expect(content.salesTax?.link?.url).toBeTruthy();
    for (const link of allLinks(content)) expect(link.url, link.text).toMatch(/^(\/|https:\/\/)/);
  });

  it.each(SITES)('%s carries its delivery and return facts', (site) => {
    const texts = contentToShow(site, SITE_LOCALE[site], undefined, kitLogger)
      .teaser?.groups.map((group) => group.introductoryText)
      .join(' ');
    for (const fact of DELIVERY_AND_RETURN_FACTS[site]) expect(texts).toContain(fact);
  });

  it.each(SITES)('%s links to the specification paths', (site) => {
    const content = bundledContent(site, kitLogger);
    const urls = allLinks(content).map((link) => link.url);
    expect(urls).toContain('/service/storefinder/');
    expect(urls).toContain('/contact');
    expect(urls).toContain('/subscribenewsletter');
    expect(urls).toContain('/privacy');
    expect(urls).toContain('/blog');
    expect(urls.filter((url) => url.startsWith('/loyalty-card/'))).toHaveLength(2);
    const faq = urls.filter((url) => url.startsWith('/faq?')).map((url) => new URL(url, 'https://shop.example').searchParams);
    expect(faq.some((query) => query.has('category') && query.has('title'))).toBe(true);
    expect(faq.some((query) => query.has('category') && query.has('question'))).toBe(true);
    expect(content.teaser?.groups.some((group) => group.links.some((entry) => entry.hideInClassic))).toBe(true);
    expect(content.teaser?.groups.some((group) => group.hideGroupInCheckout)).toBe(true);
    for (const group of content.teaser?.groups ?? [])
      for (const image of group.images ?? []) expect(isKnownLogo(image.source, site, kitLogger)).toBe(true);
  });

  it('links to the order status only in Turkey', () => {
    for (const site of SITES) {
      const urls = allLinks(bundledContent(site, kitLogger)).map((link) => link.url);
      expect(urls.includes('/account'), site).toBe(site === 'TR');
    }
  });

  it('gives every site its own content in its own language', () => {
    const headlines = new Map(SITES.map((site) => [site, bundledContent(site, kitLogger).teaser?.groups[0].heading.link.text]));
    expect(headlines.get('DE')).toBe('Bezahlung');
    expect(headlines.get('CH_FR')).toBe('Paiement');
    expect(headlines.get('CZ')).toBe('Platba');
    expect(headlines.get('HU')).toBe('Fizetés');
    expect(headlines.get('PL')).toBe('Płatność');
    expect(headlines.get('TR')).toBe('Ödeme');
    expect(JSON.stringify(bundledContent('CH', kitLogger))).not.toContain('ß');
  });
});

describe('resolveContent', () => {
  it('uses the content property instead of the bundled content', () => {
    const content = resolveContent('DE', { headline: 'From the CMS' }, kitLogger);
    expect(content.headline).toBe('From the CMS');
    expect(content.teaser).toBeUndefined();
  });

  it('falls back to the bundled content, with one logged error each, when the property is not an object', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    expect(resolveContent('HU', 'nonsense', log)).toBe(bundledContent('HU', kitLogger));
    expect(resolveContent('HU', [1], log)).toBe(bundledContent('HU', kitLogger));
    expect(log.error.mock.calls).toEqual([
      ['the content property must be an object; showing the bundled content.'],
      ['the content property must be an object; showing the bundled content.'],
    ]);
  });

  it('shows the bundled content without a word when the property is not set (undefined or null)', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    expect(resolveContent('HU', undefined, log)).toBe(bundledContent('HU', kitLogger));
    expect(resolveContent('HU', null, log)).toBe(bundledContent('HU', kitLogger));
    expect(log.error).not.toHaveBeenCalled();
  });

  it('falls back to the bundled content, with one logged error, when reading the property throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = {
      get legalLinks() {
        throw new Error('CMS getter failed');
      },
    };
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(resolveContent('DE', throwing, kitLogger)).toBe(bundledContent('DE', kitLogger));
    expect(resolveContent('DE', revoked.proxy, kitLogger)).toBe(bundledContent('DE', kitLogger));
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([
      '[storefront-elements] the content property could not be read; showing the bundled content:',
      '[storefront-elements] the content property could not be read; showing the bundled content:',
    ]);
  });
});

describe('legal row', () => {
  it.each([
    ['DE', 'https://www.verbraucher-schlichter.de/'],
    ['AT', 'https://www.verbraucherschlichtung.at/'],
  ] as const)('%s has the withdrawal link beside Impressum, Datenschutz and AGB', (site, arbitration) => {
    expect(bundledContent(site, kitLogger).legalLinks).toEqual([
      { url: '/impressum', text: 'Impressum' },
      { url: '/privacy', text: 'Datenschutz' },
      { url: '/agb', text: 'AGB' },
      { url: '/widerrufsrecht', text: 'Widerrufsrecht' },
      { url: '/barrierefreiheit', text: 'Barrierefreiheit' },
      { url: '', text: 'Cookie-Einstellungen', consentManager: true },
      { url: arbitration, text: 'Verbraucherschlichtung' },
    ]);
  });

  it('TR links the KVKK information notice', () => {
    expect(bundledContent('TR', kitLogger).legalLinks?.slice(0, 3)).toEqual([
      { url: '/kunye', text: 'Künye' },
      { url: '/privacy', text: 'Gizlilik Politikası' },
      { url: '/kvkk-aydinlatma-metni', text: 'KVKK Aydınlatma Metni' },
    ]);
  });

  it('AT writes the sales tax as USt.', () => {
    expect(bundledContent('AT', kitLogger).salesTax?.textBeforeLink).toBe('Alle Preise inkl. USt., zzgl. ');
    expect(bundledContent('DE', kitLogger).salesTax?.textBeforeLink).toBe('Alle Preise inkl. gesetzl. MwSt., zzgl. ');
  });
});

describe('contentToShow', () => {
  it('formats the amounts of the content property for the locale, in the site currency', () => {
    const content = contentToShow('CZ', 'cs-CZ', { headline: 'Doprava zdarma od {{amount:1500}}, jinak {{amount:89.9}}' }, kitLogger);
    expect(content.headline).toBe('Doprava zdarma od 1\u00A0500\u00A0Kč, jinak 89,90\u00A0Kč');
  });

  it('formats for an overriding locale', () => {
    expect(contentToShow('SK', 'de-DE', { headline: 'ab {{amount:40}}' }, kitLogger).headline).toBe('ab 40\u00A0€');
  });

  it('logs a placeholder that holds no amount and shows it as written', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(contentToShow('PL', 'pl-PL', { headline: 'od {{amount:sto}}' }, kitLogger).headline).toBe('od {{amount:sto}}');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain('{{amount:sto}}');
  });
});
