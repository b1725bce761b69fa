import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../../src/element/context';
import { useLog } from '../../src/log/useLog';
import { joinPath } from '../../src/util/urls';
import { classNames } from '../../src/util/classNames';

const IMAGE_PATH = 'service/newsletterfrontend/newslettersubscriptionform/newsletter_image_';
/**
 * The two versions of the image. nl-signup.css shows one of them by the block's own width (the
 * desktop one from 1024 px and, scaled, below 767 px; the tablet one from 767 px); a hidden lazy
 * image is never fetched.
 */
export const IMAGE_VERSIONS = [
  { name: 'desktop', size: '400x300', width: 400, height: 300 },
  { name: 'tablet', size: '273x273', width: 273, height: 273 },
] as const;

export function imageUrl(assetOrigin: string, size: string): string {
  return joinPath(assetOrigin, `${IMAGE_PATH}${size}.jpg`);
}

/** Whether the image failed for the current asset origin (a new origin tries again), and how to say it did. */
export function useImageFailure() {
  const { assetOrigin } = useElement();
  const [failedFor, setFailedFor] = useState<string | null>(null);
  return { failed: failedFor === assetOrigin, fail: () => setFailedFor(assetOrigin) };
}

/** The discount ribbon: over the image's corner, or on its own above the form when there is no image. */
export function DiscountRibbon({ discount, alone = false }: { discount: string; alone?: boolean }) {
  const { t } = useTranslation('nl-signup');
  return <span className={classNames('nl-image__ribbon', alone && 'nl-image__ribbon--alone')}>{t('image.ribbon', { discount })}</span>;
}

/**
 * The marketing image with the discount ribbon (the discount formatted for the locale). Width and height are set on each version, so the
 * layout never jumps while it loads. An image that fails is logged and `onFail` takes it away.
 */
export function MarketingImage({ discount, onFail }: { discount: string; onFail: () => void }) {
  const { assetOrigin } = useElement();
  const { t } = useTranslation('nl-signup');
  const log = useLog();

  return (
    <figure className="nl-image">
      {IMAGE_VERSIONS.map((version) => {
        const src = imageUrl(assetOrigin, version.size);
        return (
          // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not an interaction
          <img
            key={version.name}
            className={`nl-image__img nl-image__img--${version.name}`}
            src={src}
            width={version.width}
            height={version.height}
            alt={t('image.alt')}
            loading="lazy"
            decoding="async"
            onError={() => {
              log.error(`marketing image failed to load: ${src}`);
              onFail();
            }}
          />
        );
      })}
      <DiscountRibbon discount={discount} />
    </figure>
  );
}
