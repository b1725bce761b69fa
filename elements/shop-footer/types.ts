/**
 * The footer content of one site (docs/specification.md, section 3, "Footer content per site"): the shape
 * of locales/<lang>/shop-footer-content.json and of the element's `content` property.
 * After validation every URL is either safe to link (see safeUrl.ts) or '' (rendered as text).
 */
import type { IconName } from '../../src/widgets/Icon/Icon';

export interface FooterLink {
  url: string;
  text: string;
}

export interface TeaserLink {
  link: FooterLink;
  /** The overview link: shown only when the platform is not CLASSIC. */
  hideInClassic?: boolean;
}

/** A payment or delivery logo; `source` is one of the fixed logo sources (logos.ts). */
export interface FooterImage {
  label: string;
  source: string;
}

export interface TeaserGroup {
  heading: { iconName?: IconName; link: FooterLink };
  hideGroupInCheckout?: boolean;
  introductoryText?: string;
  links: TeaserLink[];
  images?: FooterImage[];
}

export interface IconLink {
  iconName: IconName;
  /** `text` is the accessible name of the icon link. */
  link: FooterLink;
}

export interface LegalLink extends FooterLink {
  /** Renders a button that opens the consent-management dialog instead of a link; `url` is ignored. */
  consentManager?: boolean;
}

export interface QualityLogo {
  /** Where the logo links to (e.g. the certificate); without it the logo is a plain image. */
  link?: string;
  image: { label: string; source: string; width: number; height: number };
}

export interface FooterContent {
  headline?: string;
  teaser?: { groups: TeaserGroup[] };
  seo?: { heading: string; columns: FooterLink[][] };
  socialMedia?: { heading: string; icons: IconLink[] };
  appReferences?: { heading: string; icons: IconLink[] };
  legalLinks?: LegalLink[];
  viewChanger?: { toMobile: string; toDesktop: string };
  qualityLogos?: { heading: string; logos: QualityLogo[] };
  salesTax?: { textBeforeLink: string; link?: FooterLink; textAfterLink?: string };
}
