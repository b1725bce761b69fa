import type { Logger } from '../../src/log/logger';
import { isRecord } from '../../src/util/guards';
import { isIconName } from '../../src/widgets/Icon/Icon';
import { isKnownLogo } from './logos';
import { safeUrl } from './safeUrl';
import type { FooterContent, FooterImage, FooterLink, IconLink, LegalLink, QualityLogo, TeaserGroup, TeaserLink } from './types';
import { describeSafely } from '../../src/log/safeText';

/** Quality logos are shown 80 to 90 px wide (docs/specification.md, section 9). */
export const QUALITY_LOGO_WIDTH = { min: 80, max: 90 } as const;

/** Reads one part of the content; a malformed part is logged on `log` (naming `where`) and gives null. */
type Read<T> = (value: unknown, where: string, log: Logger) => T | null;

function skip(where: string, what: string, log: Logger): null {
  log.error(`content ${where}: ${what}; skipped.`);
  return null;
}

function text(value: unknown, where: string, log: Logger): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : skip(where, 'not a non-empty text', log);
}

/** An optional part: absent is fine, present but malformed is logged. */
function optional<T>(value: unknown, where: string, read: Read<T>, log: Logger): T | undefined {
  return value === undefined || value === null ? undefined : (read(value, where, log) ?? undefined);
}

function flag(value: unknown, where: string, log: Logger): boolean {
  if (value === undefined || typeof value === 'boolean') return value ?? false;
  skip(where, 'not true or false', log);
  return false;
}

function list<T>(value: unknown, where: string, read: Read<T>, log: Logger): T[] {
  if (!Array.isArray(value)) return skip(where, 'not a list', log) ?? [];
  return value.map((item, index) => read(item, `${where}[${index}]`, log)).filter((item): item is T => item !== null);
}

/** An optional list: absent is empty, present but no list is logged. */
function optionalList<T>(value: unknown, where: string, read: Read<T>, log: Logger): T[] {
  return value === undefined || value === null ? [] : list(value, where, read, log);
}

function record(value: unknown, where: string, log: Logger): Record<string, unknown> | null {
  return isRecord(value) ? value : skip(where, 'not an object', log);
}

/** A link with text; an unsafe or missing URL is kept as '' so the text shows without a link. */
function link(value: unknown, where: string, log: Logger): FooterLink | null {
  const entry = record(value, where, log);
  if (!entry) return null;
  const linkText = text(entry.text, `${where}.text`, log);
  return linkText ? { url: safeUrl(entry.url, where, log) ?? '', text: linkText } : null;
}

function image(value: unknown, where: string, log: Logger): FooterImage | null {
  const entry = record(value, where, log);
  if (!entry) return null;
  const label = text(entry.label, `${where}.label`, log);
  if (!isKnownLogo(entry.source, where, log) || !label) return null;
  return { label, source: entry.source };
}

function teaserLink(value: unknown, where: string, log: Logger): TeaserLink | null {
  const entry = record(value, where, log);
  if (!entry) return null;
  const target = link(entry.link, `${where}.link`, log);
  return target ? { link: target, hideInClassic: flag(entry.hideInClassic, `${where}.hideInClassic`, log) } : null;
}

function iconName(value: unknown, where: string, log: Logger) {
  return isIconName(value) ? value : skip(where, `unknown icon "${describeSafely(value)}"`, log);
}

function teaserGroup(value: unknown, where: string, log: Logger): TeaserGroup | null {
  const entry = record(value, where, log);
  if (!entry) return null;
  const heading = record(entry.heading, `${where}.heading`, log);
  if (!heading) return null;
  const headingLink = link(heading.link, `${where}.heading.link`, log);
  if (!headingLink) return null;
  return {
    heading: { iconName: optional(heading.iconName, `${where}.heading.iconName`, iconName, log), link: headingLink },
    hideGroupInCheckout: flag(entry.hideGroupInCheckout, `${where}.hideGroupInCheckout`, log),
    introductoryText: optional(entry.introductoryText, `${where}.introductoryText`, text, log),
    links: optionalList(entry.links, `${where}.links`, teaserLink, log),
    images: optionalList(entry.images, `${where}.images`, image, log),
  };
}

function iconLink(value: unknown, where: string, log: Logger): IconLink | null {
  const entry = record(value, where, log);
  if (!entry) return null;
  const name = iconName(entry.iconName, `${where}.iconName`, log);
  const target = link(entry.link, `${where}.link`, log);
  return name && target ? { iconName: name, link: target } : null;
}

/** A heading with a list of parts: without its heading the whole group is left out. */
function headed<T>(value: unknown, where: string, key: string, read: Read<T>, log: Logger): { heading: string; items: T[] } | null {
  const entry = record(value, where, log);
  if (!entry) return null;
  const heading = text(entry.heading, `${where}.heading`, log);
  return heading ? { heading, items: list(entry[key], `${where}.${key}`, read, log) } : null;
}

function iconGroup(value: unknown, where: string, log: Logger): { heading: string; icons: IconLink[] } | null {
  const group = headed(value, where, 'icons', iconLink, log);
  return group && { heading: group.heading, icons: group.items };
}

function legalLink(value: unknown, where: string, log: Logger): LegalLink | null {
  const entry = record(value, where, log);
  if (entry?.consentManager === true) {
    const label = text(entry.text, `${where}.text`, log);
    return label ? { url: '', text: label, consentManager: true } : null;
  }
  return link(value, where, log);
}

function dimension(value: unknown, where: string, log: Logger): number | null {
  return typeof value === 'number' && value > 0 && value < Infinity ? value : skip(where, 'not a positive number', log);
}

function qualityLogo(value: unknown, where: string, log: Logger): QualityLogo | null {
  const entry = record(value, where, log);
  if (!entry) return null;
  const picture = record(entry.image, `${where}.image`, log);
  if (!picture) return null;
  const label = text(picture.label, `${where}.image.label`, log);
  const width = dimension(picture.width, `${where}.image.width`, log);
  const height = dimension(picture.height, `${where}.image.height`, log);
  if (!isKnownLogo(picture.source, `${where}.image`, log) || !label || !width || !height) return null;
  const shownWidth = Math.min(QUALITY_LOGO_WIDTH.max, Math.max(QUALITY_LOGO_WIDTH.min, width));
  if (shownWidth !== width) log.error(`content ${where}.image.width: ${width} px is outside 80 to 90 px; shown ${shownWidth} px wide.`);
  const url = entry.link === undefined ? undefined : (safeUrl(entry.link, `${where}.link`, log) ?? undefined);
  return {
    link: url,
    image: { label, source: picture.source, width: shownWidth, height: Math.round((height * shownWidth) / width) },
  };
}

/**
 * Checks content against the shape of types.ts. Every malformed part is logged with its place and
 * left out; the rest is kept. Never throws.
 */
export function validateContent(value: unknown, log: Logger): FooterContent {
  const content = record(value, '(root)', log);
  if (!content) return {};
  const section = <T>(key: string, read: Read<T>) => optional(content[key], key, read, log);
  return {
    headline: section('headline', text),
    teaser: section('teaser', (teaser, where) => {
      const entry = record(teaser, where, log);
      return entry && { groups: list(entry.groups, `${where}.groups`, teaserGroup, log) };
    }),
    seo: section('seo', (seo, where) => {
      const group = headed(seo, where, 'columns', (column, at) => list(column, at, link, log), log);
      return group && { heading: group.heading, columns: group.items };
    }),
    socialMedia: section('socialMedia', iconGroup),
    appReferences: section('appReferences', iconGroup),
    legalLinks: section('legalLinks', (links, where) => list(links, where, legalLink, log)),
    viewChanger: section('viewChanger', (texts, where) => {
      const entry = record(texts, where, log);
      const toMobile = entry && text(entry.toMobile, `${where}.toMobile`, log);
      const toDesktop = entry && text(entry.toDesktop, `${where}.toDesktop`, log);
      return toMobile && toDesktop ? { toMobile, toDesktop } : null;
    }),
    qualityLogos: section('qualityLogos', (logos, where) => {
      const group = headed(logos, where, 'logos', qualityLogo, log);
      return group && { heading: group.heading, logos: group.items };
    }),
    salesTax: section('salesTax', (note, where) => {
      const entry = record(note, where, log);
      if (!entry) return null;
      const before = text(entry.textBeforeLink, `${where}.textBeforeLink`, log);
      if (!before) return null;
      return {
        textBeforeLink: before,
        link: optional(entry.link, `${where}.link`, link, log),
        textAfterLink: optional(entry.textAfterLink, `${where}.textAfterLink`, text, log),
      };
    }),
  };
}
