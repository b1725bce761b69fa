import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl, useElement, useLog } from '../host/context';
import { classNames } from '../util/classNames';

const IMAGE_PATH = 'service/newsletterfrontend/newslettersubscriptionform/newsletter_image_';
export const DESKTOP_IMAGE = { size: '400x300', width: 400, height: 300, media: '(min-width: 1024px)' } as const;
export const TABLET_IMAGE = { size: '273x273', width: 273, height: 273, media: '(min-width: 767px)' } as const;

export function imageUrl(assetOrigin: string, size: string): string {
  return assetUrl(assetOrigin, `${IMAGE_PATH}${size}.jpg`);
}

/**
 * The marketing image with the discount ribbon (the discount formatted for the locale): 400x300 from 1024 px (and on phones, scaled to the
 * width), 273x273 from 767 px. Width and height are set per source so the layout never jumps.
 */
export function MarketingImage({ discount }: { discount: string }) {
  const { assetOrigin } = useElement();
  const { t } = useTranslation('newsletter');
  const log = useLog();
  const desktop = imageUrl(assetOrigin, DESKTOP_IMAGE.size);
  const tablet = imageUrl(assetOrigin, TABLET_IMAGE.size);
  // Remembered per address, so a new asset-origin tries again.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = failedFor === desktop;

  return (
    <figure className="nl-image">
      {failed ? null : (
        <picture>
          <source media={DESKTOP_IMAGE.media} srcSet={desktop} width={DESKTOP_IMAGE.width} height={DESKTOP_IMAGE.height} />
          <source media={TABLET_IMAGE.media} srcSet={tablet} width={TABLET_IMAGE.width} height={TABLET_IMAGE.height} />
          {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not an interaction */}
          <img
            className="nl-image__img"
            src={desktop}
            width={DESKTOP_IMAGE.width}
            height={DESKTOP_IMAGE.height}
            alt={t('image.alt')}
            loading="lazy"
            decoding="async"
            onError={(event) => {
              log.error(`marketing image failed to load: ${event.currentTarget.currentSrc || desktop}`);
              setFailedFor(desktop);
            }}
          />
        </picture>
      )}
      <span className={classNames('nl-image__ribbon', failed && 'nl-image__ribbon--alone')}>{t('image.ribbon', { discount })}</span>
    </figure>
  );
}
