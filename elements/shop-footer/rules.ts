import { readCookie } from '../../src/api/cookies';
import type { NewsletterStatus } from '../../src/api/psdata';
import { isOneOf } from '../../src/util/guards';
import type { TeaserGroup, TeaserLink } from './types';

export const PLATFORMS = ['CLASSIC', 'TABLET', 'phone'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Reduced by the attribute, by a non-empty `affiliateNumber` cookie, or by the cookie `newApp=true`. */
export function isReduced(attribute: boolean | undefined): boolean {
  return Boolean(attribute) || Boolean(readCookie('affiliateNumber')?.trim()) || readCookie('newApp')?.trim().toLowerCase() === 'true';
}

/** Groups flagged hideGroupInCheckout are left out in checkout. */
export function visibleGroups(groups: TeaserGroup[], checkout: boolean): TeaserGroup[] {
  return checkout ? groups.filter((group) => !group.hideGroupInCheckout) : groups;
}

/** The overview link (hideInClassic) shows only when the platform is not CLASSIC. */
export function visibleLinks(links: TeaserLink[], platform: Platform): TeaserLink[] {
  return platform === 'CLASSIC' ? links.filter((entry) => !entry.hideInClassic) : links;
}

const HIDING_STATUSES: readonly NewsletterStatus[] = ['WAITING_FOR_DOI', 'SUBSCRIBED'];

/** A subscriber, or one waiting for the double opt-in, is not asked again. */
export function hidesNewsletter(status: NewsletterStatus | undefined): boolean {
  return isOneOf(HIDING_STATUSES, status);
}

/** The view changer's target: phone from CLASSIC, CLASSIC from anything else. */
export function otherPlatform(platform: Platform): 'phone' | 'CLASSIC' {
  return platform === 'CLASSIC' ? 'phone' : 'CLASSIC';
}
