import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../../src/element/context';
import { FooterLogo } from './FooterLogo';
import { logoUrl } from './logos';
import type { FooterImage, TeaserGroup } from './types';

/** The payment and delivery logos of the shown teaser groups, one labelled row per group. */
export function PaymentAndDelivery({ groups }: { groups: TeaserGroup[] }) {
  const { t } = useTranslation('shop-footer');
  const headingId = useId();
  const withImages = groups.filter((group) => group.images && group.images.length > 0);
  if (withImages.length === 0) return null;
  return (
    <section className="ft-methods" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-visually-hidden">
        {t('paymentAndDelivery')}
      </h2>
      {withImages.map((group, index) => (
        <MethodGroup key={`${index}-${group.heading.link.text}`} group={group} />
      ))}
    </section>
  );
}

/** The group's name titles its logo list; it is no heading, as the group's own heading follows below. */
function MethodGroup({ group }: { group: TeaserGroup }) {
  const titleId = useId();
  return (
    <div className="ft-methods__group">
      <p id={titleId} className="ft-methods__title">
        {group.heading.link.text}
      </p>
      <ul className="ft-methods__logos" aria-labelledby={titleId}>
        {group.images?.map((image, index) => (
          <MethodLogo key={`${index}-${image.source}`} image={image} />
        ))}
      </ul>
    </div>
  );
}

function MethodLogo({ image }: { image: FooterImage }) {
  const { assetOrigin } = useElement();
  const src = logoUrl(assetOrigin, image.source);
  if (!src) return null;
  return (
    <li className="ft-methods__logo">
      <FooterLogo src={src} label={image.label} width={64} height={40} />
    </li>
  );
}
