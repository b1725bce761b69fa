import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../element/context';
import { oneOf, SIGNUP_ORIGINS, type SubmitOutcome } from '../constants';
import { Notification } from '../widgets';
import { DiscountRibbon, MarketingImage, useImageFailure } from './MarketingImage';
import { useCustomerPrefill } from './prefill';
import { SignupForm } from './SignupForm';
import { NEWSLETTER_SITES } from './sites';
import { SuccessMessage } from './SuccessMessage';
import { trackSignUp } from './tracking';

export interface NewsletterSignupProps {
  origin?: string;
  originAddition?: string;
  spa?: boolean;
  doiError?: boolean;
  noScroll?: boolean;
}

export const SUBMIT_EVENT = 'nl-submit';

/** The newsletter sign-up block of <nl-signup>: the form, or the thanks after a sign-up. */
export function NewsletterSignup({
  origin: rawOrigin,
  originAddition: rawAddition,
  spa = false,
  doiError = false,
  noScroll = false,
}: NewsletterSignupProps) {
  const { site, apiOrigin, emit } = useElement();
  const { t } = useTranslation('newsletter');
  const rules = NEWSLETTER_SITES[site];
  const origin = useMemo(() => oneOf('nl-signup origin', SIGNUP_ORIGINS, rawOrigin, 'NEWSLETTER'), [rawOrigin]);
  const originAddition = (rawAddition ?? '').trim();
  const prefill = useCustomerPrefill(apiOrigin, spa);
  const [succeeded, setSucceeded] = useState(false);
  const [renderKey, setRenderKey] = useState(0);
  const [doiDismissed, setDoiDismissed] = useState(false);
  const image = useImageFailure();

  // Switching the attribute on again (e.g. a CMS preview) shows the notice again.
  useEffect(() => {
    if (doiError) setDoiDismissed(false);
  }, [doiError]);

  const complete = (outcome: SubmitOutcome) => {
    if (outcome === 'SUCCESS' || outcome === 'BOT') {
      trackSignUp(origin, originAddition);
      setSucceeded(true);
      setRenderKey((key) => key + 1);
    }
    emit(SUBMIT_EVENT, { result: outcome });
  };

  if (succeeded) {
    return (
      <section className="nl">
        <SuccessMessage noScroll={noScroll} />
      </section>
    );
  }

  return (
    <section className="nl" aria-labelledby="nl-title">
      {doiError && !doiDismissed ? (
        <Notification className="nl-doi" state="warning" title={t('doiError.title')} onDismiss={() => setDoiDismissed(true)}>
          {t('doiError.text')}
        </Notification>
      ) : null}
      <h2 className="nl-title" id="nl-title" part="heading">
        {t('title')}
      </h2>
      {/* Without its image the block is one column: the ribbon moves above the form. */}
      <div className={image.failed ? 'nl-layout' : 'nl-layout nl-layout--image'}>
        {image.failed ? <DiscountRibbon alone /> : <MarketingImage onFail={image.fail} />}
        <SignupForm
          key={renderKey}
          rules={rules}
          origin={origin}
          originAddition={originAddition}
          apiOrigin={apiOrigin}
          spa={spa}
          prefill={prefill}
          onComplete={complete}
          onEmailFocus={() => setDoiDismissed(true)}
        />
      </div>
    </section>
  );
}
