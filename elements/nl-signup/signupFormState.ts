/**
 * What the sign-up form shows when, apart from Formik and the DOM (React Aria's state/behaviour
 * split): a reducer over the submit's steps. The hook (useSignupForm.ts) dispatches the steps and
 * wires the state to Formik, the texts and the focus.
 */
import type { FormikErrors } from 'formik';
import type { SubmitOutcome } from './enumerations';
import type { NewsletterSiteRules } from './fieldRules';
import { fieldOrder, SUGGESTIONS, type FieldName, type NewsletterFormValues } from './schema';

/** A field to focus and scroll to the centre, or an element (the one the visitor submitted from) to give focus back to. */
export type FocusTarget<Element = HTMLElement> = { field: FieldName } | { element: Element };

/** One field's error in the announcement: its message key and, where the message has one, how to correct it. */
export interface AnnouncedError {
  field: FieldName;
  message: string;
  suggestion?: string;
}

export interface SignupFormState<Element = HTMLElement> {
  submitting: boolean;
  /** A submit was tried: from then on the form says which fields are still wrong. */
  submitAttempted: boolean;
  /** The errors an invalid submit found, in field order, announced once per submit (`count` tells a new one). */
  announcement: { errors: AnnouncedError[]; count: number };
  /** The technical-error banner: counted (a new failure is announced again), hidden while a retry is sent. */
  technicalError: { count: number; shown: boolean };
  /** Where focus goes next; a new object each time, so the same field is focused again. */
  focusTarget: FocusTarget<Element> | null;
  /** An address the service refused: the schema shows it as invalid until it is changed. */
  rejectedEmail?: string;
}

export type SignupFormStep<Element = HTMLElement> =
  | { type: 'submitted' }
  | { type: 'invalid'; found: FormikErrors<NewsletterFormValues>; rules: Pick<NewsletterSiteRules, 'familyNameFirst'> }
  | { type: 'sending' }
  | { type: 'answered'; outcome: SubmitOutcome; email: string; focusedBefore: Element | null }
  | { type: 'settled' };

export const INITIAL_SIGNUP_FORM_STATE: SignupFormState<never> = {
  submitting: false,
  submitAttempted: false,
  announcement: { errors: [], count: 0 },
  technicalError: { count: 0, shown: false },
  focusTarget: null,
};

/** The first field, in the site's order, with an error: where an invalid submit puts the focus. */
export function firstInvalidField(
  found: FormikErrors<NewsletterFormValues>,
  rules: Pick<NewsletterSiteRules, 'familyNameFirst'>,
): FieldName | undefined {
  return fieldOrder(rules).find((field) => found[field]);
}

/** The errors found, in the site's field order, each with its message key and suggestion key. */
export function announcedErrors(
  found: FormikErrors<NewsletterFormValues>,
  rules: Pick<NewsletterSiteRules, 'familyNameFirst'>,
): AnnouncedError[] {
  return fieldOrder(rules).flatMap((field) => {
    const message = found[field];
    if (typeof message !== 'string') return [];
    const suggestion = SUGGESTIONS[message];
    return [suggestion ? { field, message, suggestion } : { field, message }];
  });
}

export function signupFormReducer<Element>(state: SignupFormState<Element>, step: SignupFormStep<Element>): SignupFormState<Element> {
  switch (step.type) {
    case 'submitted':
      return { ...state, submitAttempted: true };
    case 'invalid': {
      const first = firstInvalidField(step.found, step.rules);
      if (!first) return state;
      return {
        ...state,
        announcement: { errors: announcedErrors(step.found, step.rules), count: state.announcement.count + 1 },
        focusTarget: { field: first },
      };
    }
    case 'sending':
      return { ...state, submitting: true, technicalError: { ...state.technicalError, shown: false } };
    case 'answered':
      if (step.outcome === 'ERROR_INVALID_EMAIL') return { ...state, rejectedEmail: step.email, focusTarget: { field: 'email' } };
      if (step.outcome === 'ERROR_GENERIC')
        return {
          ...state,
          technicalError: { count: state.technicalError.count + 1, shown: true },
          // Fields were disabled while sending: focus goes back to where the visitor submitted from.
          focusTarget: step.focusedBefore ? { element: step.focusedBefore } : state.focusTarget,
        };
      return state;
    case 'settled':
      return { ...state, submitting: false };
  }
}
