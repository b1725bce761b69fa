import { useTranslation } from 'react-i18next';
import { Trans } from '../../src/i18n/Trans';
import { ExpansionItem } from '../../src/widgets';
import { linkComponents } from './ShopLink';
import type { NewsletterSiteRules } from './fieldRules';

export const LEGAL_NOTICE_COLLAPSED_HEIGHT = 60;

/** The consent wording of the site, clipped to 60 px until the visitor expands it. */
export function LegalNotice({ rules }: { rules: NewsletterSiteRules }) {
  const { t } = useTranslation('nl-signup');
  const links = linkComponents(rules.links);
  return (
    <ExpansionItem
      className="nl-legal"
      collapsedHeight={LEGAL_NOTICE_COLLAPSED_HEIGHT}
      toggleLabels={{ more: t('legal.showMore'), less: t('legal.showLess') }}
    >
      <div className="nl-legal__text">
        <p>
          <Trans t={t} i18nKey="legal.notice" values={{ submit: t('submit'), minimumAge: rules.minimumAge }} components={links} />
        </p>
        {rules.links.newsletterInfo ? (
          <p>
            <Trans t={t} i18nKey="legal.newsletterInfo" components={links} />
          </p>
        ) : null}
        {rules.dataRetention ? <p>{t('legal.dataRetention', rules.dataRetention)}</p> : null}
      </div>
    </ExpansionItem>
  );
}
