import type { ReactElement, ReactNode } from 'react';
import { TextLink } from '../../src/widgets';
import type { NewsletterLinks } from './fieldRules';

/** A link inside running text (Trans fills in the children). */
function ShopLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <TextLink href={href} icon={null} className="nl-inline-link">
      {children}
    </TextLink>
  );
}

/** Plain text where a text names a link the site does not have (e.g. a locale override). */
function PlainText({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

const TAGS = {
  voucher: 'voucherConditions',
  privacy: 'privacy',
  contact: 'contact',
  sample: 'sampleNewsletter',
  info: 'newsletterInfo',
  commercial: 'commercialConsent',
  personal: 'personalMarketingConsent',
  kvkk: 'kvkkNotice',
  terms: 'terms',
} as const satisfies Record<string, keyof NewsletterLinks>;

/** The `components` of <Trans>: one link element per tag used in the texts (<privacy>…</privacy>). */
export function linkComponents(links: NewsletterLinks): Record<keyof typeof TAGS, ReactElement> {
  const entries = Object.entries(TAGS).map(([tag, key]) => {
    const href = links[key];
    return [tag, href ? <ShopLink key={tag} href={href} /> : <PlainText key={tag} />];
  });
  return Object.fromEntries(entries) as Record<keyof typeof TAGS, ReactElement>;
}
