import { useId } from 'react';
import { FooterLink } from './FooterLink';
import type { IconLink } from './types';

interface IconGroup {
  heading: string;
  icons: IconLink[];
}

/** Social media icons and the iOS / Android app references, each group under its heading. */
export function SocialAndApps({ social, apps }: { social?: IconGroup; apps?: IconGroup }) {
  if (!social?.icons.length && !apps?.icons.length) return null;
  return (
    <div className="ft-connect">
      {social && social.icons.length > 0 && <LinkGroup group={social} kind="social" />}
      {apps && apps.icons.length > 0 && <LinkGroup group={apps} kind="apps" />}
    </div>
  );
}

function LinkGroup({ group, kind }: { group: IconGroup; kind: 'social' | 'apps' }) {
  const headingId = useId();
  return (
    <section className={`ft-connect__group ft-${kind}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="ft-heading" part="heading">
        {group.heading}
      </h2>
      <ul className={`ft-${kind}__list`}>
        {group.icons.map(({ iconName, link }, index) => (
          <li key={`${index}-${iconName}`}>
            {/* Social icons show only the icon; the link text stays their accessible name. */}
            <FooterLink link={link} icon={iconName} className={`ft-${kind}__link`}>
              {kind === 'social' ? <span className="sf-visually-hidden">{link.text}</span> : link.text}
            </FooterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
