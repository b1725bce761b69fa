import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { useHost, useLog } from '../host/context';
import { afterPointerRelease } from '../util/pointerRelease';
import { submitSignup, type CustomerBaseData } from './api';
import type { SignupOrigin, SubmitOutcome } from './enumerations';
import { buildPayload } from './payload';
import { lockedFields, mergePrefill, type Prefilled } from './prefill';
import {
  buildSchema,
  EMPTY_VALUES,
  FIELD_ORDER,
  fieldOrder,
  MESSAGES,
  NAME_SYMBOLS,
  SUGGESTIONS,
  type FieldName,
  type NewsletterFormValues,
} from './schema';
import type { NewsletterSiteRules } from './fieldRules';

export interface SignupFormOptions {
  rules: NewsletterSiteRules;
  origin: SignupOrigin;
  originAddition: string;
  apiOrigin: string;
  spa: boolean;
  prefill: CustomerBaseData | null;
  /** Called once per completed submit with its outcome. */
  onComplete: (outcome: SubmitOutcome) => void;
}

/** Per element: the values the visitor typed and the fields they changed. */
const keptInput = new WeakMap<HTMLElement, { values: NewsletterFormValues; changed: ReadonlySet<FieldName> }>();

/** A field to focus and scroll to the centre, or an element to give focus back to. */
type FocusTarget = { field: FieldName } | { element: HTMLElement };

const ALL_TOUCHED = Object.fromEntries(FIELD_ORDER.map((field) => [field, true]));

/**
 * The form's state and its submit: Formik validates on blur (and on change once a field shows an
 * error, so the message goes as soon as the input is fixed), except in an empty field that was
 * only passed through; an invalid submit focuses the first
 * field with an error; a filled honeypot is a bot; the answer of the service decides the outcome.
 */
export function useSignupForm(options: SignupFormOptions) {
  const { rules, origin, originAddition, apiOrigin, spa, prefill, onComplete } = options;
  const log = useLog();
  const { t } = useTranslation('newsletter');
  const [rejectedEmail, setRejectedEmail] = useState<string>();
  const validationSchema = useMemo(() => buildSchema(rules, { rejectedEmail }), [rules, rejectedEmail]);
  const [submitting, setSubmitting] = useState(false);
  // Counts technical failures (a new one is announced again); none is shown while a retry is sent.
  const [technicalErrors, setTechnicalErrors] = useState(0);
  const [technicalErrorShown, setTechnicalErrorShown] = useState(false);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const { host } = useHost();
  const kept = useRef(keptInput.get(host)).current;
  const changedFields = useRef(new Set<FieldName>(kept?.changed));
  const [prefilled, setPrefilled] = useState<Prefilled | null>(null);

  const formik = useFormik<NewsletterFormValues>({
    initialValues: kept?.values ?? EMPTY_VALUES,
    validationSchema,
    validateOnChange: false,
    validateOnBlur: true,
    onSubmit: () => undefined, // the submit below drives validation and sending itself
  });
  const { values, errors, touched, setValues, setFieldValue, setFieldTouched, setFieldError, setTouched, validateForm } = formik;

  useEffect(() => {
    if (!prefill) return;
    void setValues((current) => {
      const merged = mergePrefill(current, prefill, changedFields.current);
      setPrefilled(merged);
      return merged.values;
    }, false);
  }, [prefill, setValues]);

  // What the visitor typed outlives the form while the element stays on the page (a CMS editor's
  // site typo unmounts it until corrected); an element taken off the page starts afresh.
  useEffect(() => {
    if (changedFields.current.size > 0) keptInput.set(host, { values, changed: changedFields.current });
  }, [host, values]);
  useEffect(
    () => () => {
      if (!host.isConnected) keptInput.delete(host);
    },
    [host],
  );

  useEffect(() => {
    if (!focusTarget) return;
    if ('element' in focusTarget) {
      if (focusTarget.element.isConnected) focusTarget.element.focus({ preventScroll: true });
      return;
    }
    const field = fieldRefs.current[focusTarget.field];
    if (!field?.isConnected) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  }, [focusTarget]);

  const shownErrorKey = (field: FieldName): string | undefined => {
    const key = touched[field] ? errors[field] : undefined;
    return typeof key === 'string' ? key : undefined;
  };
  const shownError = (field: FieldName): string | undefined => {
    const key = shownErrorKey(field);
    return key ? t(key) : undefined;
  };
  /** How to correct the shown error (an example, the allowed characters), where the message has one. */
  const shownSuggestion = (field: FieldName): string | undefined => {
    const suggestion = SUGGESTIONS[shownErrorKey(field) ?? ''];
    return suggestion ? t(suggestion, { characters: NAME_SYMBOLS }) : undefined;
  };
  const change = (field: FieldName, value: unknown) => {
    changedFields.current.add(field);
    void setFieldValue(field, value, Boolean(shownError(field)));
  };
  // Validate first, then mark touched: marking first would flash the previous result for a moment.
  // A blur caused by a press (on the submit button, a link) shows its message after the click.
  const blur = (field: FieldName) => {
    // Passing through an empty field is no mistake yet: "required" shows on submit, or once the
    // visitor typed something and cleared it again.
    if (values[field].length === 0 && !changedFields.current.has(field)) return;
    afterPointerRelease(() => {
      void validateForm().then(() => {
        void setFieldTouched(field, true, false);
      });
    });
  };
  const fieldRef = (field: FieldName) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };

  function announceErrors(found: FormikErrors<NewsletterFormValues>) {
    // Each message named by its field ("E-Mail-Adresse: …"), with its suggestion.
    const items = fieldOrder(rules).flatMap((field) => {
      const key = found[field];
      if (typeof key !== 'string') return [];
      const suggestion = SUGGESTIONS[key];
      const message = suggestion ? `${t(key)} ${t(suggestion, { characters: NAME_SYMBOLS })}` : t(key);
      return [t('errorItem', { field: t(`fields.${field}`), message })];
    });
    setAnnouncement((previous) => ({
      text: t('errorSummary', { messages: items.join(' ') }),
      count: previous.count + 1,
    }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const root = formRef.current?.getRootNode() as ShadowRoot | Document | undefined;
    const focusedBefore = root?.activeElement instanceof HTMLElement ? root.activeElement : null;
    try {
      if (honeypotRef.current?.value) {
        onComplete('BOT');
        return;
      }
      setSubmitAttempted(true);
      const found = await validateForm();
      void setTouched(ALL_TOUCHED, false);
      const firstInvalid = fieldOrder(rules).find((field) => found[field]);
      if (firstInvalid) {
        announceErrors(found);
        setFocusTarget({ field: firstInvalid });
        return;
      }
      setSubmitting(true);
      setTechnicalErrorShown(false);
      const payload = buildPayload(values, { rules, origin, originAddition, knownConsents: prefill?.consents ?? [] });
      const result = await submitSignup(payload, { apiOrigin, spa }, log);
      if (result === 'ERROR_INVALID_EMAIL') {
        setRejectedEmail(payload.email);
        void setFieldTouched('email', true, false);
        setFieldError('email', MESSAGES.emailInvalid);
        setFocusTarget({ field: 'email' });
      } else if (result === 'ERROR_GENERIC') {
        setTechnicalErrors((count) => count + 1);
        setTechnicalErrorShown(true);
        // Fields were disabled while sending: give focus back to where the visitor submitted from.
        if (focusedBefore) setFocusTarget({ element: focusedBefore });
      }
      onComplete(result);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return {
    values,
    submitting,
    /** The technical-error banner's key while it is shown, otherwise null. */
    technicalError: technicalErrorShown ? technicalErrors : null,
    announcement,
    submitAttempted,
    /** The form holds what the visitor typed before it was last unmounted. */
    resumed: kept !== undefined,
    locked: lockedFields(values, prefilled, rules),
    formRef,
    honeypotRef,
    handleSubmit,
    shownError,
    shownSuggestion,
    change,
    blur,
    fieldRef,
  };
}
