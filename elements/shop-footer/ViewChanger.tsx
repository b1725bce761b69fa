import { useTranslation } from 'react-i18next';
import { writeCookie } from '../../src/api/cookies';
import type { shopFooterDeclaration } from './shop-footer.declaration';
import { PLATFORM_COOKIE } from '../../src/api/platform';
import { useElement } from '../../src/element/context';
import type { Platform } from './rules';
import { TextLink } from '../../src/widgets/TextLink/TextLink';
import { otherPlatform } from './rules';
import type { FooterContent } from './types';

interface Props {
  platform: Platform;
  texts?: FooterContent['viewChanger'];
}

/**
 * Switches between the mobile and the desktop version: dispatches the cancelable `view-change`
 * (`detail: { platform }`); unless a listener cancels it, stores the choice in the cookie
 * `platform` and reloads the page.
 */
export function ViewChanger({ platform, texts }: Props) {
  const { t } = useTranslation('shop-footer');
  const { emit } = useElement<typeof shopFooterDeclaration>();
  const target = otherPlatform(platform);
  const label = target === 'phone' ? (texts?.toMobile ?? t('toMobile')) : (texts?.toDesktop ?? t('toDesktop'));
  const change = () => {
    if (!emit('view-change', { platform: target }, { cancelable: true })) return;
    writeCookie(PLATFORM_COOKIE, target);
    location.reload();
  };
  return (
    <TextLink variant="secondary" icon={null} onClick={change} className="ft-view-changer">
      {label}
    </TextLink>
  );
}
