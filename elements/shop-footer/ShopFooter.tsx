import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { BlockProps } from '../../src/element/declaration';
import { useElement } from '../../src/element/context';
import { useLog } from '../../src/log/useLog';
import { KitElement, usePrerendering } from '../../src/element/prerendering';
import { whenOutOfView } from '../../src/util/outOfView';
import { contentToShow } from './content';
import { CountrySwitcher } from './CountrySwitcher';
import { LegalLinks } from './LegalLinks';
import { PaymentAndDelivery } from './PaymentAndDelivery';
import { Promotion } from './Promotion';
import { QualityLogos } from './QualityLogos';
import { hidesNewsletter, isReduced, visibleGroups } from './rules';
import { SalesTaxNote } from './SalesTaxNote';
import { SeoLinks } from './SeoLinks';
import { SocialAndApps } from './SocialAndApps';
import { TeaserGroups } from './TeaserGroups';
import { useFooterAnswers } from './useFooterAnswers';
import { ViewChanger } from './ViewChanger';
import type { shopFooterDeclaration } from './shop-footer.declaration';

/** The footer's attributes, parsed, and `content`, which replaces the bundled content (types.ts) and is checked part by part. */
export type ShopFooterProps = BlockProps<typeof shopFooterDeclaration>;

/**
 * The shared footer. The classic variant shows, in this order: promotion strip, newsletter block,
 * payment and delivery logos, teaser groups, SEO links, social and app links, legal links,
 * sales-tax note, view changer and country switcher, quality logos. The reduced variant (checkout
 * funnels, affiliates, the app) keeps only the legally needed part: legal links, sales-tax note
 * and quality logos.
 */
export function ShopFooter({
  reduced: reducedAttribute,
  platform,
  newsletter,
  newsletterHidden,
  preview,
  checkout,
  content: contentProperty,
}: ShopFooterProps) {
  const { site, locale, apiOrigin, assetOrigin } = useElement();
  const log = useLog();
  const content = useMemo(() => contentToShow(site, locale, contentProperty, log), [site, locale, contentProperty, log]);
  const footer = useRef<HTMLElement>(null);
  // The cookies that reduce the footer are the page's: pre-rendered markup, and its hydration, know
  // only the attribute. Read after hydration, they reduce a footer in view once it has left the view.
  const prerendering = usePrerendering();
  const [reducedByCookie, setReducedByCookie] = useState(() => !prerendering && isReduced(false));
  useEffect(() => {
    if (reducedByCookie || !isReduced(false)) return;
    return whenOutOfView(footer.current, () => startTransition(() => setReducedByCookie(true)));
  }, [reducedByCookie]);
  const reduced = Boolean(reducedAttribute) || reducedByCookie;
  const wantsNewsletter = Boolean(newsletter) && !reduced && !newsletterHidden;
  const answers = useFooterAnswers(apiOrigin, { promotion: !reduced, psdata: wantsNewsletter }, footer, log);
  // A late psdata answer never takes the form away from a visitor who has focused or typed into it.
  const [newsletterInUse, setNewsletterInUse] = useState(false);
  const showsNewsletter = wantsNewsletter && (newsletterInUse || !hidesNewsletter(answers.newsletterStatus));

  if (!answers.ready) return <footer ref={footer} className="ft" aria-busy="true" />;

  const groups = visibleGroups(content.teaser?.groups ?? [], Boolean(checkout));
  const origins = { 'api-origin': apiOrigin || undefined, 'asset-origin': assetOrigin || undefined };
  return (
    <footer ref={footer} className={reduced ? 'ft ft--reduced' : 'ft'}>
      {!reduced && answers.promotion && <Promotion promotion={answers.promotion} />}
      {showsNewsletter && (
        // biome-ignore lint/a11y: not an interaction of the box; it notes that the visitor reached the form inside
        <div className="ft-newsletter" onFocus={() => setNewsletterInUse(true)}>
          <KitElement
            tag="nl-signup"
            attributes={{ origin: 'NEWSLETTER', 'origin-addition': 'footer', site, locale, ...origins }}
            exportparts="heading, heading:newsletter-heading"
          />
        </div>
      )}
      <div className="ft-inner">
        {!reduced && (
          <>
            <PaymentAndDelivery groups={groups} />
            <TeaserGroups headline={content.headline} groups={groups} platform={platform} />
            {content.seo && <SeoLinks seo={content.seo} />}
            <SocialAndApps social={content.socialMedia} apps={content.appReferences} />
          </>
        )}
        <div className="ft-bottom">
          {content.legalLinks && <LegalLinks links={content.legalLinks} />}
          {content.salesTax && <SalesTaxNote note={content.salesTax} />}
          {!reduced && (
            <div className="ft-switches">
              <ViewChanger platform={platform} texts={content.viewChanger} />
              {platform === 'CLASSIC' && <CountrySwitcher />}
            </div>
          )}
          {content.qualityLogos && <QualityLogos logos={content.qualityLogos} />}
        </div>
      </div>
      {preview && <KitElement tag="preview-panel" attributes={{ site, ...origins }} />}
    </footer>
  );
}
