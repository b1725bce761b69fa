import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../src/element/context';
import { useLog } from '../../src/log/useLog';
import { usePrerendering } from '../../src/element/prerendering';
import { afterPointerRelease } from '../../src/util/pointerRelease';
import { submitSignup, type CustomerBaseData } from './api';
import type { SignupOrigin, SubmitOutcome } from './enumerations';
import { buildPayload } from './payload';
import { lockedFields, mergePrefill, type Prefilled } from './prefill';
import {
  buildSchema,
  EMPTY_VALUES,
  FIELD_ORDER,
  MESSAGES,
  NAME_SYMBOLS,
  SUGGESTIONS,
  type FieldName,
  type NewsletterFormValues,
} from './schema';
import { firstInvalidField, INITIAL_SIGNUP_FORM_STATE, signupFormReducer, type SignupFormState } from './signupFormState';
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

const ALL_TOUCHED = Object.fromEntries(FIELD_ORDER.map((field) => [field, true]));

/**
 * Whether the pre-rendered form was submitted before it was hydrated: a submit, even one that does
 * nothing (`method="dialog"` outside a dialog), marks every field of the form as interacted with
 * (HTML's "user validity"), and the probe is a hidden field that nothing else reaches.
 */
function wasSubmitted(probe: HTMLInputElement | null): boolean {
  try {
    return probe?.matches(':user-valid, :user-invalid') === true;
  } catch {
    return false; // an engine before :user-valid (Safari 16.4): the visitor presses again once it works
  }
}

/** What Formik's validateForm finds, without its renders: a submit shows the outcome in one transition. */
async function schemaErrors(
  values: NewsletterFormValues,
  schema: ReturnType<typeof buildSchema>,
): Promise<FormikErrors<NewsletterFormValues>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}

/**
 * The form wired to Formik, the element and the focus; what is shown when is signupFormState.ts.
 * Formik validates on blur (and on change once a field shows an
 * error, so the message goes as soon as the input is fixed), except in an empty field that was
 * only passed through; an invalid submit focuses the first
 * field with an error; a filled honeypot is a bot; the answer of the service decides the outcome.
 */
export function useSignupForm(options: SignupFormOptions) {
  const { rules, origin, originAddition, apiOrigin, spa, prefill, onComplete } = options;
  const log = useLog();
  const { t } = useTranslation('nl-signup');
  const [state, dispatch] = useReducer(signupFormReducer<HTMLElement>, INITIAL_SIGNUP_FORM_STATE as SignupFormState);
  const { rejectedEmail, focusTarget } = state;
  // Built at the first check, not at the first render: a pre-rendered form hydrates without it.
  const validationSchema = useMemo(() => {
    let built: ReturnType<typeof buildSchema> | undefined;
    return () => (built ??= buildSchema(rules, { rejectedEmail }));
  }, [rules, rejectedEmail]);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitProbeRef = useRef<HTMLInputElement>(null);
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
  const { values, errors, touched, setValues, setFieldValue, setFieldTouched, setFieldError, setErrors, setTouched, validateForm } = formik;

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

  // Pre-rendered markup is on screen before the module runs: an address typed into it, the focus in
  // its field and a submit made in it are taken over once the form is hydrated (the state knows none).
  const prerendering = usePrerendering();
  const hydrated = useRef(prerendering).current;
  const [focusedBeforeHydration, setFocusedBeforeHydration] = useState(false);
  const [submitBeforeHydration, setSubmitBeforeHydration] = useState(false);
  const submitted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const email = fieldRefs.current.email;
    if (!hydrated || !(email instanceof HTMLInputElement)) return;
    // In slices, as the hydration was: a visitor typing on meanwhile never waits for the fields it shows.
    startTransition(() => {
      if (email.value !== values.email) change('email', email.value);
      if ((email.getRootNode() as ShadowRoot | Document).activeElement === email) setFocusedBeforeHydration(true);
    });
  }, []);
  // Before the render after hydration takes the probe away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useLayoutEffect(() => {
    if (hydrated && wasSubmitted(submitProbeRef.current)) setSubmitBeforeHydration(true);
  }, []);
  // Carried out once the render holds the address taken over, exactly as the visitor's own submit.
  useEffect(() => {
    if (submitBeforeHydration && !submitted.current) formRef.current?.requestSubmit();
  }, [submitBeforeHydration]);

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

  // Each message named by its field ("E-Mail-Adresse: …"), with its suggestion.
  const announcedItems = state.announcement.errors.map(({ field, message, suggestion }) =>
    t('errorItem', {
      field: t(`fields.${field}`),
      message: suggestion ? `${t(message)} ${t(suggestion, { characters: NAME_SYMBOLS })}` : t(message),
    }),
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted.current = true;
    if (busy.current) return;
    busy.current = true;
    const root = formRef.current?.getRootNode() as ShadowRoot | Document | undefined;
    const focusedBefore = root?.activeElement instanceof HTMLElement ? root.activeElement : null;
    try {
      if (honeypotRef.current?.value) {
        onComplete('BOT');
        return;
      }
      // The press paints first: validating takes a while on a slow phone, so it runs in a task of
      // its own, and its outcome (messages, focus) renders time-sliced.
      startTransition(() => dispatch({ type: 'submitted' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const found = await schemaErrors(values, validationSchema());
      const invalid = firstInvalidField(found, rules) !== undefined;
      startTransition(() => {
        void setErrors(found);
        void setTouched(ALL_TOUCHED, false);
        if (invalid) dispatch({ type: 'invalid', found, rules });
      });
      if (invalid) return;
      dispatch({ type: 'sending' });
      const payload = buildPayload(values, { rules, origin, originAddition, knownConsents: prefill?.consents ?? [] });
      const outcome = await submitSignup(payload, { apiOrigin, spa }, log);
      if (outcome === 'ERROR_INVALID_EMAIL') {
        void setFieldTouched('email', true, false);
        setFieldError('email', MESSAGES.emailInvalid);
      }
      dispatch({ type: 'answered', outcome, email: payload.email, focusedBefore });
      onComplete(outcome);
    } finally {
      busy.current = false;
      dispatch({ type: 'settled' });
    }
  }

  return {
    values,
    submitting: state.submitting,
    /** The technical-error banner's key while it is shown, otherwise null. */
    technicalError: state.technicalError.shown ? state.technicalError.count : null,
    announcement: {
      text: announcedItems.length > 0 ? t('errorSummary', { messages: announcedItems.join(' ') }) : '',
      count: state.announcement.count,
    },
    submitAttempted: state.submitAttempted,
    /** The form holds what the visitor typed before it was last unmounted. */
    resumed: kept !== undefined,
    /** The visitor was in the e-mail field of the pre-rendered markup when it was hydrated. */
    focusedBeforeHydration,
    /** The form is pre-rendered markup that the module has not hydrated yet (or is hydrating). */
    prerendering,
    locked: lockedFields(values, prefilled, rules),
    formRef,
    honeypotRef,
    submitProbeRef,
    handleSubmit,
    shownError,
    shownSuggestion,
    change,
    blur,
    fieldRef,
  };
}
