// What the sign-up form shows when, as a pure function of the submit's steps: no DOM, no Formik.
// Message keys are written out (the newsletter namespace's keys), never imported from the schema.
import { describe, expect, it } from 'vitest';
import { INITIAL_SIGNUP_FORM_STATE, signupFormReducer, type SignupFormState, type SignupFormStep } from './signupFormState';

type Button = { name: string };
const submitButton: Button = { name: 'submit' };
const GIVEN_NAME_FIRST = { familyNameFirst: false };
const FAMILY_NAME_FIRST = { familyNameFirst: true };

const run = (...steps: SignupFormStep<Button>[]): SignupFormState<Button> =>
  steps.reduce(signupFormReducer<Button>, INITIAL_SIGNUP_FORM_STATE as SignupFormState<Button>);

const NAMES_MISSING = { firstName: 'validation.firstNameRequired', lastName: 'validation.lastNameRequired' };

describe('the sign-up form’s state', () => {
  it('shows nothing before a submit', () => {
    expect(run()).toEqual({
      submitting: false,
      submitAttempted: false,
      announcement: { errors: [], count: 0 },
      technicalError: { count: 0, shown: false },
      focusTarget: null,
    });
  });

  it.each([
    ['given name first (DE)', GIVEN_NAME_FIRST, 'firstName', ['firstName', 'lastName']],
    ['family name first (HU)', FAMILY_NAME_FIRST, 'lastName', ['lastName', 'firstName']],
  ])('an invalid submit, %s: announces every error in the form’s order and focuses the first', (_site, rules, first, order) => {
    const state = run({ type: 'submitted' }, { type: 'invalid', found: NAMES_MISSING, rules }, { type: 'settled' });
    expect(state.submitAttempted).toBe(true);
    expect(state.focusTarget).toEqual({ field: first });
    expect(state.announcement.errors.map((error) => error.field)).toEqual(order);
    expect(state.submitting).toBe(false);
  });

  it('announces a message with its suggestion, and each invalid submit anew', () => {
    const found = { email: 'validation.emailInvalid', legals: 'validation.legalsRequired' };
    const invalid: SignupFormStep<Button> = { type: 'invalid', found, rules: GIVEN_NAME_FIRST };
    const state = run({ type: 'submitted' }, invalid, { type: 'settled' }, { type: 'submitted' }, invalid);
    expect(state.announcement).toEqual({
      errors: [
        { field: 'email', message: 'validation.emailInvalid', suggestion: 'suggestions.emailInvalid' },
        { field: 'legals', message: 'validation.legalsRequired' },
      ],
      count: 2,
    });
  });

  it('a technical error: shows the banner, counted, gives focus back to where the visitor submitted from; a retry hides it while sending', () => {
    const failed: SignupFormStep<Button> = {
      type: 'answered',
      outcome: 'ERROR_GENERIC',
      email: 'anna@example.com',
      focusedBefore: submitButton,
    };
    const once = run({ type: 'submitted' }, { type: 'sending' }, failed, { type: 'settled' });
    expect([once.technicalError, once.focusTarget, once.submitting]).toEqual([{ count: 1, shown: true }, { element: submitButton }, false]);

    const retrying = signupFormReducer(once, { type: 'sending' });
    expect([retrying.technicalError, retrying.submitting]).toEqual([{ count: 1, shown: false }, true]);

    const twice = run({ type: 'submitted' }, { type: 'sending' }, failed, { type: 'settled' }, { type: 'sending' }, failed);
    expect(twice.technicalError).toEqual({ count: 2, shown: true });
  });

  it('an address the service refused: remembered for the schema, and the e-mail field gets focus', () => {
    const state = run(
      { type: 'submitted' },
      { type: 'sending' },
      { type: 'answered', outcome: 'ERROR_INVALID_EMAIL', email: 'anna@example.con', focusedBefore: submitButton },
      { type: 'settled' },
    );
    expect([state.rejectedEmail, state.focusTarget, state.technicalError.shown]).toEqual(['anna@example.con', { field: 'email' }, false]);
  });

  it.each(['SUCCESS', 'BOT'] as const)('%s: no banner, no focus move, no announcement', (outcome) => {
    const state = run(
      { type: 'submitted' },
      { type: 'sending' },
      { type: 'answered', outcome, email: 'anna@example.com', focusedBefore: submitButton },
      { type: 'settled' },
    );
    expect([state.technicalError, state.focusTarget, state.announcement.count, state.rejectedEmail]).toEqual([
      { count: 0, shown: false },
      null,
      0,
      undefined,
    ]);
  });

  it('an invalid step with no field error (nothing the form shows) announces nothing and moves no focus', () => {
    const state = run({ type: 'submitted' }, { type: 'invalid', found: {}, rules: GIVEN_NAME_FIRST });
    expect([state.announcement, state.focusTarget]).toEqual([{ errors: [], count: 0 }, null]);
  });

  it('a new focus target is a new object, so the same field is focused again', () => {
    const invalid: SignupFormStep<Button> = { type: 'invalid', found: NAMES_MISSING, rules: GIVEN_NAME_FIRST };
    const first = run({ type: 'submitted' }, invalid);
    expect(signupFormReducer(first, invalid).focusTarget).not.toBe(first.focusTarget);
  });
});
