import { useId } from 'react';
import { useElement } from '../../src/element/context';
import { FooterLink } from './FooterLink';
import { FooterLogo } from './FooterLogo';
import { logoUrl } from './logos';
import type { FooterContent, QualityLogo } from './types';

/** Trust seals and memberships, 80 to 90 px wide, each optionally linked (e.g. to its certificate). */
export function QualityLogos({ logos }: { logos: NonNullable<FooterContent['qualityLogos']> }) {
  const headingId = useId();
  if (logos.logos.length === 0) return null;
  return (
    <section className="ft-quality" aria-labelledby={headingId}>
      <h2 id={headingId} className="ft-heading" part="heading">
        {logos.heading}
      </h2>
      <ul className="ft-quality__list">
        {logos.logos.map((logo, index) => (
          <Logo key={`${index}-${logo.image.source}`} logo={logo} />
        ))}
      </ul>
    </section>
  );
}

function Logo({ logo: { link, image } }: { logo: QualityLogo }) {
  const { assetOrigin } = useElement();
  const src = logoUrl(assetOrigin, image.source);
  if (!src) return null;
  const picture = <FooterLogo src={src} label={image.label} width={image.width} height={image.height} />;
  return (
    <li className="ft-quality__logo">
      {link ? (
        <FooterLink link={{ url: link, text: image.label }} className="ft-quality__link">
          {picture}
        </FooterLink>
      ) : (
        picture
      )}
    </li>
  );
}
