import { startTransition, useEffect, useState } from 'react';
import { readCookie } from '../../src/api/cookies';
import { useLog } from '../../src/log/useLog';
import { getCustomerBaseData, type CustomerBaseData } from './api';
import { CONSENTS, LEGALS } from './enumerations';
import { type FieldName, isAcceptableName, type NewsletterFormValues } from './schema';
import type { NewsletterSiteRules } from './fieldRules';

export const LOGIN_COOKIE = 'loginToken';

/** The logged-in customer's base data when the login cookie exists (one call per page, shared); null otherwise. */
export function useCustomerPrefill(apiOrigin: string, spa: boolean): CustomerBaseData | null {
  const [data, setData] = useState<CustomerBaseData | null>(null);
  const log = useLog();
  useEffect(() => {
    const loginToken = readCookie(LOGIN_COOKIE);
    if (!loginToken) return;
    let live = true;
    void getCustomerBaseData(loginToken, { apiOrigin, spa }, log).then((answer) => live && startTransition(() => setData(answer)));
    return () => {
      live = false;
    };
  }, [apiOrigin, spa, log]);
  return data;
}

type PersonField = 'salutation' | 'firstName' | 'lastName';
const PERSON_FIELDS: readonly PersonField[] = ['salutation', 'firstName', 'lastName'];

// A salutation here is one of the list or empty (toCustomerBaseData keeps no other), and each of the list passes as a name.
const usable = (value: string) => value !== '' && isAcceptableName(value);
const union = (allowed: readonly string[], ...lists: string[][]) => [...new Set(lists.flat())].filter((entry) => allowed.includes(entry));

const copyField = <Field extends PersonField>(to: NewsletterFormValues, from: CustomerBaseData, field: Field) => {
  to[field] = from[field];
};

export interface Prefilled {
  values: NewsletterFormValues;
  /** The person fields the customer's data filled in: the only ones that may be locked. */
  filled: ReadonlySet<PersonField>;
}

/**
 * The form values with the customer's data filled in, only where the visitor has not changed the
 * field (`changed`): what the visitor typed or chose is never overwritten, however late the
 * answer comes. The customer's salutation and names fill only when valid.
 */
export function mergePrefill(current: NewsletterFormValues, prefill: CustomerBaseData, changed: ReadonlySet<FieldName>): Prefilled {
  const untouched = (field: FieldName) => !changed.has(field);
  const values: NewsletterFormValues = {
    ...current,
    email: untouched('email') && !current.email.trim() ? prefill.email : current.email,
    consents: untouched('consents') ? union(CONSENTS, current.consents, prefill.consents) : current.consents,
    legals: untouched('legals') ? union(LEGALS, current.legals, prefill.legals) : current.legals,
  };
  const filled = new Set<PersonField>();
  for (const field of PERSON_FIELDS) {
    if (!untouched(field) || !usable(prefill[field])) continue;
    copyField(values, prefill, field);
    filled.add(field);
  }
  return { values, filled };
}

/** Fields locked (AT, HU, TR): those the customer's data filled in that still hold its value. */
export function lockedFields(values: NewsletterFormValues, prefilled: Prefilled | null, rules: NewsletterSiteRules): Set<PersonField> {
  const locked = new Set<PersonField>();
  if (!prefilled || !rules.lockPrefilled) return locked;
  for (const field of prefilled.filled) if (values[field] === prefilled.values[field]) locked.add(field);
  return locked;
}
