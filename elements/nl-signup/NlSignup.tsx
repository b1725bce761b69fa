import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { nlSignupDeclaration } from './nl-signup.declaration';
import { useElement } from '../../src/element/context';
import { useLog } from '../../src/log/useLog';
import { pageState } from '../../src/util/pageState';
import { formatPercent } from '../../src/i18n/formats';
import { Notification } from '../../src/widgets';
import type { BlockProps } from '../../src/element/declaration';
import type { SubmitOutcome } from './enumerations';
import { DiscountRibbon, MarketingImage, useImageFailure } from './MarketingImage';
import { useCustomerPrefill } from './prefill';
import { SignupForm } from './SignupForm';
import { WELCOME_DISCOUNT_PERCENT } from './fieldRules';
import { SuccessMessage } from './SuccessMessage';
import { trackSignUp } from './tracking';
import { NEWSLETTER_RULES } from './siteRules';

export type NlSignupProps = BlockProps<typeof nlSignupDeclaration>;

/** The newsletter sign-up block of <nl-signup>: the form, or the thanks after a sign-up. */
export function NlSignup({ origin, originAddition: rawAddition, spa, doiError, noScroll }: NlSignupProps) {
  const { host, site, locale, apiOrigin, emit } = useElement<typeof nlSignupDeclaration>();
  const log = useLog();
  const { t } = useTranslation('nl-signup');
  const rules = NEWSLETTER_RULES[site];
  const discount = formatPercent(WELCOME_DISCOUNT_PERCENT, locale);
  const originAddition = (rawAddition ?? '').trim();
  const prefill = useCustomerPrefill(apiOrigin, spa);
  const [succeeded, setSucceeded] = useState(false);
  const [renderKey, setRenderKey] = useState(0);
  const [doiDismissed, setDoiDismissed] = useState(false);
  const image = useImageFailure();

  // The page's own sign-up beside a footer that brings one: the visitor sees two forms. Said once per page.
  useEffect(() => {
    if (host.getRootNode() !== host.ownerDocument || !host.ownerDocument.querySelector('shop-footer[newsletter]')) return;
    const told = pageState('two-sign-up-forms', () => ({ told: false }));
    if (told.told) return;
    told.told = true;
    log.warn(
      "and a <shop-footer newsletter> on the page each show a sign-up form: a visitor sees two. Leave out the footer's newsletter attribute, or this <nl-signup>.",
    );
  }, [host, log]);

  // Switching the attribute on again (e.g. a CMS preview) shows the notice again.
  useEffect(() => {
    if (doiError) setDoiDismissed(false);
  }, [doiError]);

  const complete = (outcome: SubmitOutcome) => {
    if (outcome === 'SUCCESS' || outcome === 'BOT') {
      trackSignUp(origin, originAddition, log);
      setSucceeded(true);
      setRenderKey((key) => key + 1);
    }
    emit('nl-submit', { result: outcome });
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
        {t('title', { discount })}
      </h2>
      {/* Without its image the block is one column: the ribbon moves above the form. */}
      <div className={image.failed ? 'nl-layout' : 'nl-layout nl-layout--image'}>
        {image.failed ? <DiscountRibbon discount={discount} alone /> : <MarketingImage discount={discount} onFail={image.fail} />}
        <SignupForm
          key={renderKey}
          rules={rules}
          discount={discount}
          origin={origin}
          originAddition={originAddition}
          apiOrigin={apiOrigin}
          spa={spa}
          prefill={prefill}
          onComplete={complete}
          // Only with the notice shown: a state change would render the whole block again on the visitor's first focus.
          onEmailFocus={() => doiError && setDoiDismissed(true)}
        />
      </div>
    </section>
  );
}
