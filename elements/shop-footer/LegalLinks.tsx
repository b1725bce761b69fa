import { useTranslation } from 'react-i18next';
import type { shopFooterDeclaration } from './shop-footer.declaration';
import type { EventDetails } from '../../src/element/declaration';
import { type ElementEnvironment, useElement } from '../../src/element/context';
import { useLog } from '../../src/log/useLog';
import type { Logger } from '../../src/log/logger';
import { TextLink } from '../../src/widgets/TextLink/TextLink';
import { FooterLink } from './FooterLink';
import type { LegalLink } from './types';

/**
 * Opens the page's consent-management dialog. The footer dispatches the cancelable event
 * `consent-manager-open`; a page whose consent tool has another API opens it there and calls
 * preventDefault(). Otherwise the IAB-style `window.__cmp('showScreen')` is called when present.
 */
function openConsentManager(emit: ElementEnvironment<EventDetails<typeof shopFooterDeclaration>>['emit'], log: Logger): void {
  if (!emit('consent-manager-open', {}, { cancelable: true })) return;
  const cmp = (window as Window & { __cmp?: (command: string) => void }).__cmp;
  if (typeof cmp === 'function') cmp('showScreen');
  else log.error('no consent manager answered: handle "consent-manager-open" (and call preventDefault) or provide window.__cmp.');
}

export function LegalLinks({ links }: { links: LegalLink[] }) {
  const { t } = useTranslation('shop-footer');
  const { emit } = useElement<typeof shopFooterDeclaration>();
  const log = useLog();
  if (links.length === 0) return null;
  return (
    <nav className="ft-legal" aria-label={t('legal')}>
      <ul className="ft-legal__list">
        {links.map((link, index) => (
          <li key={`${index}-${link.text}`}>
            {link.consentManager ? (
              <TextLink variant="secondary" icon={null} onClick={() => openConsentManager(emit, log)}>
                {link.text}
              </TextLink>
            ) : (
              <FooterLink link={link} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
