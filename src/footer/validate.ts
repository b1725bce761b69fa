import { describeValue, isRecord } from '../util/guards';
import { isIconName } from '../widgets';
import { isKnownLogo } from './logos';
import { safeUrl } from './safeUrl';
import type { FooterContent, FooterImage, FooterLink, IconLink, LegalLink, QualityLogo, TeaserGroup, TeaserLink } from './types';

/** Quality logos are shown 80 to 90 px wide (specification, section 9). */
export const QUALITY_LOGO_WIDTH = { min: 80, max: 90 } as const;

function skip(where: string, what: string): null {
  console.error(`[storefront-elements] <shop-footer> content ${where}: ${what}; skipped.`);
  return null;
}

function text(value: unknown, where: string): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : skip(where, 'not a non-empty text');
}

/** An optional part: absent is fine, present but malformed is logged. */
function optional<T>(value: unknown, where: string, read: (value: unknown, where: string) => T | null): T | undefined {
  return value === undefined || value === null ? undefined : (read(value, where) ?? undefined);
}

function flag(value: unknown, where: string): boolean {
  if (value === undefined || typeof value === 'boolean') return value ?? false;
  skip(where, 'not true or false');
  return false;
}

function list<T>(value: unknown, where: string, read: (item: unknown, where: string) => T | null): T[] {
  if (!Array.isArray(value)) return skip(where, 'not a list') ?? [];
  return value.map((item, index) => read(item, `${where}[${index}]`)).filter((item): item is T => item !== null);
}

function record(value: unknown, where: string): Record<string, unknown> | null {
  return isRecord(value) ? value : skip(where, 'not an object');
}

/** A link with text; an unsafe or missing URL is kept as '' so the text shows without a link. */
function link(value: unknown, where: string): FooterLink | null {
  const entry = record(value, where);
  const linkText = entry && text(entry.text, `${where}.text`);
  if (!entry || !linkText) return null;
  return { url: safeUrl(entry.url, where) ?? '', text: linkText };
}

function image(value: unknown, where: string): FooterImage | null {
  const entry = record(value, where);
  const label = entry && text(entry.label, `${where}.label`);
  if (!entry || !label || !isKnownLogo(entry.source, where)) return null;
  return { label, source: entry.source };
}

function teaserLink(value: unknown, where: string): TeaserLink | null {
  const entry = record(value, where);
  const target = entry && link(entry.link, `${where}.link`);
  return entry && target ? { link: target, hideInClassic: flag(entry.hideInClassic, `${where}.hideInClassic`) } : null;
}

function iconName(value: unknown, where: string) {
  return isIconName(value) ? value : skip(where, `unknown icon "${describeValue(value)}"`);
}

function teaserGroup(value: unknown, where: string): TeaserGroup | null {
  const entry = record(value, where);
  const heading = entry && record(entry.heading, `${where}.heading`);
  const headingLink = heading && link(heading.link, `${where}.heading.link`);
  if (!entry || !heading || !headingLink) return null;
  return {
    heading: { iconName: optional(heading.iconName, `${where}.heading.iconName`, iconName), link: headingLink },
    hideGroupInCheckout: flag(entry.hideGroupInCheckout, `${where}.hideGroupInCheckout`),
    introductoryText: optional(entry.introductoryText, `${where}.introductoryText`, text),
    links: optional(entry.links, `${where}.links`, (links) => list(links, `${where}.links`, teaserLink)) ?? [],
    images: optional(entry.images, `${where}.images`, (images) => list(images, `${where}.images`, image)) ?? [],
  };
}

function iconLink(value: unknown, where: string): IconLink | null {
  const entry = record(value, where);
  const name = entry && iconName(entry.iconName, `${where}.iconName`);
  const target = entry && name && link(entry.link, `${where}.link`);
  return name && target ? { iconName: name, link: target } : null;
}

function iconGroup(value: unknown, where: string): { heading: string; icons: IconLink[] } | null {
  const entry = record(value, where);
  const heading = entry && text(entry.heading, `${where}.heading`);
  return entry && heading ? { heading, icons: list(entry.icons, `${where}.icons`, iconLink) } : null;
}

function legalLink(value: unknown, where: string): LegalLink | null {
  const entry = record(value, where);
  if (entry?.consentManager === true) {
    const label = text(entry.text, `${where}.text`);
    return label ? { url: '', text: label, consentManager: true } : null;
  }
  return link(value, where);
}

function dimension(value: unknown, where: string): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : skip(where, 'not a positive number');
}

function qualityLogo(value: unknown, where: string): QualityLogo | null {
  const entry = record(value, where);
  const picture = entry && record(entry.image, `${where}.image`);
  const label = picture && text(picture.label, `${where}.image.label`);
  const width = picture && dimension(picture.width, `${where}.image.width`);
  const height = picture && dimension(picture.height, `${where}.image.height`);
  if (!entry || !picture || !label || !width || !height || !isKnownLogo(picture.source, `${where}.image`)) return null;
  const shownWidth = Math.min(QUALITY_LOGO_WIDTH.max, Math.max(QUALITY_LOGO_WIDTH.min, width));
  if (shownWidth !== width)
    console.error(
      `[storefront-elements] <shop-footer> content ${where}.image.width: ${width} px is outside 80 to 90 px; shown ${shownWidth} px wide.`,
    );
  const url = entry.link === undefined ? undefined : (safeUrl(entry.link, `${where}.link`) ?? undefined);
  return {
    link: url,
    image: { label, source: picture.source, width: shownWidth, height: Math.round((height * shownWidth) / width) },
  };
}

/**
 * Checks content against the shape of types.ts. Every malformed part is logged with its place and
 * left out; the rest is kept. Never throws.
 */
export function validateContent(value: unknown): FooterContent {
  const content = record(value, '(root)');
  if (!content) return {};
  const section = <T>(key: string, read: (value: unknown, where: string) => T | null) => optional(content[key], key, read);
  return {
    headline: section('headline', text),
    teaser: section('teaser', (teaser, where) => {
      const entry = record(teaser, where);
      return entry && { groups: list(entry.groups, `${where}.groups`, teaserGroup) };
    }),
    seo: section('seo', (seo, where) => {
      const entry = record(seo, where);
      const heading = entry && text(entry.heading, `${where}.heading`);
      return entry && heading
        ? { heading, columns: list(entry.columns, `${where}.columns`, (column, at) => list(column, at, link)) }
        : null;
    }),
    socialMedia: section('socialMedia', iconGroup),
    appReferences: section('appReferences', iconGroup),
    legalLinks: section('legalLinks', (links, where) => list(links, where, legalLink)),
    viewChanger: section('viewChanger', (texts, where) => {
      const entry = record(texts, where);
      const toMobile = entry && text(entry.toMobile, `${where}.toMobile`);
      const toDesktop = entry && text(entry.toDesktop, `${where}.toDesktop`);
      return toMobile && toDesktop ? { toMobile, toDesktop } : null;
    }),
    qualityLogos: section('qualityLogos', (logos, where) => {
      const entry = record(logos, where);
      const heading = entry && text(entry.heading, `${where}.heading`);
      return entry && heading ? { heading, logos: list(entry.logos, `${where}.logos`, qualityLogo) } : null;
    }),
    salesTax: section('salesTax', (note, where) => {
      const entry = record(note, where);
      const before = entry && text(entry.textBeforeLink, `${where}.textBeforeLink`);
      if (!entry || !before) return null;
      return {
        textBeforeLink: before,
        link: optional(entry.link, `${where}.link`, link),
        textAfterLink: optional(entry.textAfterLink, `${where}.textAfterLink`, text),
      };
    }),
  };
}
