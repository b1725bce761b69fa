import { type KeyboardEvent, startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../src/i18n/Trans';
import { Button, Notification, PlainTextField } from '../../src/widgets';
import { ExtraFields } from './ExtraFields';
import { linkComponents } from './ShopLink';
import { useSignupForm, type SignupFormOptions } from './useSignupForm';

interface SignupFormProps extends SignupFormOptions {
  /** The welcome discount, formatted for the locale ("10 %", "%10"). */
  discount: string;
  onEmailFocus: () => void;
}

export const HONEYPOT_NAME = 'verify-email';

/** The sign-up form in the order of the specification, from the mandatory-field note to the voucher footnote. */
export function SignupForm({ discount, onEmailFocus, ...options }: SignupFormProps) {
  const { t } = useTranslation('nl-signup');
  const form = useSignupForm(options);
  const { rules, prefill } = options;
  const [emailFocused, setEmailFocused] = useState(false);
  const links = linkComponents(rules.links);
  const extrasVisible = emailFocused || form.focusedBeforeHydration || Boolean(prefill) || form.submitAttempted || form.resumed;
  // The fields the e-mail field reveals render time-sliced; a Tab straight after the address (typed
  // fast on a slow phone, or filled by a password manager) must still reach the first of them, so
  // the reveal is committed before the browser moves the focus.
  const revealBeforeTab = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Tab' && !event.shiftKey && !extrasVisible && (event.target as HTMLInputElement).name === 'newsletterEmail')
      flushSync(() => setEmailFocused(true));
  };

  return (
    // A submit the script does not handle (pre-rendered markup before the module has hydrated it, or
    // with no script at all) does nothing: a form's default GET would put the address into the URL.
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the e-mail field's Tab, caught as it bubbles (the text field takes no key handler)
    <form
      ref={form.formRef}
      className="nl-form"
      method="dialog"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      onKeyDown={revealBeforeTab}
    >
      <p className="nl-mandatory">{t('mandatoryNote')}</p>
      <PlainTextField
        name="newsletterEmail"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(value) => form.change('email', value)}
        onBlur={() => form.blur('email')}
        onFocus={() => {
          // The revealed fields render time-sliced, so the focus ring paints at once.
          startTransition(() => setEmailFocused(true));
          onEmailFocus();
        }}
        error={form.shownError('email')}
        hint={form.shownSuggestion('email')}
        disabled={form.submitting}
        inputRef={form.fieldRef('email')}
      />
      {/*
        For bots only: off-screen, out of the tab order and the accessibility tree. Autofill must
        not fill it (a filled honeypot takes a real visitor for a bot): browsers skip an inert field;
        where inert is not honoured, Chromium fills by the name ("email") despite autocomplete="off",
        but skips a field whose autocomplete token it does not know; password managers skip the
        fields their data attribute marks.
      */}
      <div className="nl-honeypot" aria-hidden="true" inert>
        <label htmlFor="nl-honeypot-input">{t('fields.honeypot')}</label>
        <input
          ref={form.honeypotRef}
          id="nl-honeypot-input"
          type="text"
          name={HONEYPOT_NAME}
          tabIndex={-1}
          // biome-ignore lint/a11y/useValidAutocomplete: an unknown token on purpose: Chromium's autofill leaves such a field alone (see above)
          autoComplete="honeypot"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore="true"
          data-form-type="other"
          defaultValue=""
        />
      </div>
      {extrasVisible ? <ExtraFields rules={rules} form={form} /> : null}
      <p className="nl-small">
        <Trans t={t} i18nKey="privacyHint" components={links} />
      </p>
      {rules.links.terms ? (
        <p className="nl-small">
          <Trans t={t} i18nKey="termsHint" components={links} />
        </p>
      ) : null}
      {form.technicalError !== null ? (
        <Notification key={form.technicalError} className="nl-error" state="error" live>
          {t('errorGeneric')}
        </Notification>
      ) : null}
      <Button type="submit" className="nl-submit" loading={form.submitting}>
        {t('submit')}
      </Button>
      {form.prerendering ? (
        <>
          {/* Marked by a submit before the module runs (useSignupForm.ts); the stylesheet then shows the note after it. */}
          <input ref={form.submitProbeRef} className="nl-submit-probe" hidden tabIndex={-1} aria-hidden="true" />
          <p className="nl-small nl-needs-script" role="status">
            {t('needsScript')}
          </p>
        </>
      ) : null}
      <p className="nl-small nl-footnote">
        <Trans t={t} i18nKey="voucher.footnote" values={{ discount }} components={links} />
        {rules.voucherValidityMonths ? ` ${t('voucher.validity', { count: rules.voucherValidityMonths })}` : null}
      </p>
      <div className="sf-visually-hidden" role="status">
        {form.announcement.text ? <span key={form.announcement.count}>{form.announcement.text}</span> : null}
      </div>
    </form>
  );
}
