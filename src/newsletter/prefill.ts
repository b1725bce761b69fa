import { useEffect, useState } from 'react';
import { readCookie } from '../api/cookies';
import { useLog } from '../host/context';
import { getCustomerBaseData, type CustomerBaseData } from './api';
import { CONSENTS, LEGALS } from './enumerations';
import { isAcceptableName, type NewsletterFormValues } from './schema';
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
    void getCustomerBaseData(loginToken, { apiOrigin, spa }, log).then((answer) => live && setData(answer));
    return () => {
      live = false;
    };
  }, [apiOrigin, spa, log]);
  return data;
}

type PersonField = 'salutation' | 'firstName' | 'lastName';
const PERSON_FIELDS: readonly PersonField[] = ['salutation', 'firstName', 'lastName'];

const usable = (field: PersonField, value: string) => Boolean(value) && (field === 'salutation' || isAcceptableName(value));
const union = (allowed: readonly string[], ...lists: string[][]) => [...new Set(lists.flat())].filter((entry) => allowed.includes(entry));

/**
 * The form values with the customer's data filled in. What the visitor already typed as e-mail
 * stays; the customer's salutation and names (when valid) win, they belong to the account.
 */
export function mergePrefill(current: NewsletterFormValues, prefill: CustomerBaseData): NewsletterFormValues {
  const next: NewsletterFormValues = {
    ...current,
    email: current.email.trim() ? current.email : prefill.email,
    consents: union(CONSENTS, current.consents, prefill.consents),
    legals: union(LEGALS, current.legals, prefill.legals),
  };
  if (usable('salutation', prefill.salutation)) next.salutation = prefill.salutation;
  if (usable('firstName', prefill.firstName)) next.firstName = prefill.firstName;
  if (usable('lastName', prefill.lastName)) next.lastName = prefill.lastName;
  return next;
}

/** Fields locked (AT, HU, TR) because they still hold the customer's own, valid value. */
export function lockedFields(values: NewsletterFormValues, prefill: CustomerBaseData | null, rules: NewsletterSiteRules): Set<PersonField> {
  const locked = new Set<PersonField>();
  if (!prefill || !rules.lockPrefilled) return locked;
  for (const field of PERSON_FIELDS) {
    if (usable(field, prefill[field]) && values[field] === prefill[field]) locked.add(field);
  }
  return locked;
}
