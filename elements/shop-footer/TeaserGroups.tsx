import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../src/widgets/Icon/Icon';
import type { Platform } from './rules';
import { FooterLink } from './FooterLink';
import { visibleLinks } from './rules';
import type { TeaserGroup } from './types';

interface Props {
  headline?: string;
  groups: TeaserGroup[];
  platform: Platform;
}

/**
 * The service link groups. Below 768 px each group is a collapsible panel behind a button in its
 * heading; from 768 px the groups stand in columns (shop-footer.css) and the heading is a link.
 */
export function TeaserGroups({ headline, groups, platform }: Props) {
  const headlineId = useId();
  if (groups.length === 0) return null;
  return (
    <section className="ft-service" aria-labelledby={headline ? headlineId : undefined}>
      {headline && (
        <h2 id={headlineId} className="ft-heading" part="heading">
          {headline}
        </h2>
      )}
      <ul className="ft-groups">
        {groups.map((group, index) => (
          <Group key={`${index}-${group.heading.link.text}`} group={group} platform={platform} />
        ))}
      </ul>
    </section>
  );
}

function Group({ group, platform }: { group: TeaserGroup; platform: Platform }) {
  const { t } = useTranslation('shop-footer');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const { heading } = group;
  const icon = heading.iconName && <Icon name={heading.iconName} size={24} />;
  return (
    <li className="ft-group">
      <h3 className="ft-group__heading">
        <button
          type="button"
          className="ft-group__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
        >
          {icon}
          <span className="ft-group__toggle-text">{heading.link.text}</span>
          <Icon name={expanded ? 'chevron-up' : 'chevron-down'} />
        </button>
        <span className="ft-group__title">
          {icon}
          <FooterLink link={heading.link} />
        </span>
      </h3>
      <div id={panelId} className="ft-group__panel" data-expanded={expanded || undefined}>
        {group.introductoryText && <p className="ft-group__intro">{group.introductoryText}</p>}
        <ul className="ft-links">
          {heading.link.url && (
            <li className="ft-group__phone-only">
              <FooterLink link={heading.link}>{t('overview', { topic: heading.link.text })}</FooterLink>
            </li>
          )}
          {visibleLinks(group.links, platform).map(({ link }, index) => (
            <li key={`${index}-${link.text}`}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
