import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../src/i18n/Trans';
import { SALUTATIONS } from './enumerations';
import { Checkbox, Select, PlainTextField } from '../../src/widgets';
import { LegalNotice } from './LegalNotice';
import { fieldOrder, type FieldName } from './schema';
import { linkComponents } from './ShopLink';
import type { NewsletterSiteRules } from './fieldRules';
import type { useSignupForm } from './useSignupForm';

type NameField = 'firstName' | 'lastName';
const LOCKABLE_FIELDS = ['salutation', 'firstName', 'lastName'] as const;
type LockableField = (typeof LOCKABLE_FIELDS)[number];
const isNameField = (field: FieldName): field is NameField => field === 'firstName' || field === 'lastName';

interface ExtraFieldsProps {
  rules: NewsletterSiteRules;
  form: ReturnType<typeof useSignupForm>;
}

/** Salutation, names, legal notice and consents: shown once the e-mail field had focus or data is prefilled. */
export function ExtraFields({ rules, form }: ExtraFieldsProps) {
  const { t } = useTranslation('nl-signup');
  const { values, submitting, locked, shownError, shownSuggestion, change, blur, fieldRef } = form;
  const links = linkComponents(rules.links);
  // The fields taken from the customer's account say why once, above them; each locked one is tied to that note.
  const lockedNoteId = useId();
  const lockedNote = (field: LockableField) => (locked.has(field) ? [lockedNoteId] : undefined);
  const anyLocked = LOCKABLE_FIELDS.some((field) => locked.has(field));
  const toggle = (list: string[], entry: string, checked: boolean) =>
    checked ? [...new Set([...list, entry])] : list.filter((item) => item !== entry);
  const nameField = (field: NameField) => (
    <PlainTextField
      key={field}
      name={field}
      label={t(`fields.${field}`)}
      autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
      value={values[field]}
      onChange={(value) => change(field, value)}
      onBlur={() => blur(field)}
      error={shownError(field)}
      required={rules.names === 'required'}
      hint={shownSuggestion(field)}
      describedByIds={lockedNote(field)}
      disabled={submitting || locked.has(field)}
      inputRef={fieldRef(field)}
    />
  );

  return (
    <div className="nl-extras">
      {anyLocked ? (
        <p className="nl-small" id={lockedNoteId}>
          {t('fields.lockedHint')}
        </p>
      ) : null}
      {rules.salutation !== 'none' ? (
        <Select
          name="salutation"
          autoComplete="honorific-prefix"
          label={t('fields.salutation')}
          placeholder={t('fields.salutationPlaceholder')}
          options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
          value={values.salutation}
          onChange={(value) => change('salutation', value)}
          onBlur={() => blur('salutation')}
          error={shownError('salutation')}
          required={rules.salutation === 'required'}
          describedByIds={lockedNote('salutation')}
          disabled={submitting || locked.has('salutation')}
          inputRef={fieldRef('salutation')}
        />
      ) : null}
      {rules.names !== 'none' ? <div className="nl-names">{fieldOrder(rules).filter(isNameField).map(nameField)}</div> : null}
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
