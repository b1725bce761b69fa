import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { SALUTATIONS } from '../constants';
import { Checkbox, Select, TextField } from '../widgets';
import { LegalNotice } from './LegalNotice';
import { linkComponents } from './ShopLink';
import type { NewsletterSiteRules } from './sites';
import type { useSignupForm } from './useSignupForm';

interface ExtraFieldsProps {
  rules: NewsletterSiteRules;
  form: ReturnType<typeof useSignupForm>;
}

/** Salutation, names, legal notice and consents: shown once the e-mail field had focus or data is prefilled. */
export function ExtraFields({ rules, form }: ExtraFieldsProps) {
  const { t } = useTranslation('newsletter');
  const { values, submitting, locked, shownError, change, blur, fieldRef } = form;
  const links = linkComponents(rules.links);
  // A locked field says why, tied to it as its description.
  const lockedHint = (field: 'salutation' | 'firstName' | 'lastName') => (locked.has(field) ? t('fields.lockedHint') : undefined);
  const toggle = (list: string[], entry: string, checked: boolean) =>
    checked ? [...new Set([...list, entry])] : list.filter((item) => item !== entry);

  return (
    <div className="nl-extras">
      {rules.salutation !== 'none' ? (
        <Select
          name="salutation"
          label={t('fields.salutation')}
          placeholder={t('fields.salutationPlaceholder')}
          options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
          value={values.salutation}
          onChange={(value) => change('salutation', value)}
          onBlur={() => blur('salutation')}
          error={shownError('salutation')}
          required={rules.salutation === 'required'}
          hint={lockedHint('salutation')}
          disabled={submitting || locked.has('salutation')}
          inputRef={fieldRef('salutation')}
        />
      ) : null}
      {rules.names !== 'none' ? (
        <div className="nl-names">
          <TextField
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={(value) => change('firstName', value)}
            onBlur={() => blur('firstName')}
            error={shownError('firstName')}
            required={rules.names === 'required'}
            hint={lockedHint('firstName')}
            disabled={submitting || locked.has('firstName')}
            inputRef={fieldRef('firstName')}
          />
          <TextField
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={(value) => change('lastName', value)}
            onBlur={() => blur('lastName')}
            error={shownError('lastName')}
            required={rules.names === 'required'}
            hint={lockedHint('lastName')}
            disabled={submitting || locked.has('lastName')}
            inputRef={fieldRef('lastName')}
          />
        </div>
      ) : null}
      <LegalNotice rules={rules} />
      {rules.newsletterLegal ? (
        <Checkbox
          name="legals"
          value="NEWSLETTER"
          label={<Trans t={t} i18nKey="consents.newsletterLegal" components={links} />}
          checked={values.legals.includes('NEWSLETTER')}
          onChange={(checked) => change('legals', toggle(values.legals, 'NEWSLETTER', checked))}
          onBlur={() => blur('legals')}
          error={shownError('legals')}
          required
          disabled={submitting}
          inputRef={fieldRef('legals')}
        />
      ) : null}
      <Checkbox
        name="consents"
        value="DNE"
        label={
          rules.links.personalMarketingConsent ? (
            <Trans t={t} i18nKey="consents.dnePersonalMarketing" components={links} />
          ) : (
            t('consents.dne')
          )
        }
        checked={values.consents.includes('DNE')}
        onChange={(checked) => change('consents', toggle(values.consents, 'DNE', checked))}
        onBlur={() => blur('consents')}
        error={shownError('consents')}
        disabled={submitting}
        inputRef={fieldRef('consents')}
      />
    </div>
  );
}
