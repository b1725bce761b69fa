import { describe, expect, it } from 'vitest';
import type { CustomerBaseData } from './api';
import { lockedFields, mergePrefill } from './prefill';
import { EMPTY_VALUES, type FieldName } from './schema';
import { NEWSLETTER_RULES } from './siteRules';

const customer: CustomerBaseData = {
  email: 'anna@example.com',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Nagy',
  consents: ['DNE', 'OTHER'],
  legals: ['NEWSLETTER'],
};

const NOTHING_CHANGED = new Set<FieldName>();

describe('mergePrefill', () => {
  it('fills an empty form with the customer data (known consents and legals only)', () => {
    const merged = mergePrefill(EMPTY_VALUES, customer, NOTHING_CHANGED);
    expect(merged.values).toEqual({
      email: 'anna@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Nagy',
      consents: ['DNE'],
      legals: ['NEWSLETTER'],
    });
    expect([...merged.filled].sort()).toEqual(['firstName', 'lastName', 'salutation']);
  });

  it('keeps an e-mail the visitor already typed', () => {
    expect(mergePrefill({ ...EMPTY_VALUES, email: 'typed@example.com' }, customer, new Set(['email'])).values.email).toBe(
      'typed@example.com',
    );
  });

  it('keeps an e-mail address the visitor emptied, and fills a field that holds only blanks', () => {
    expect(mergePrefill(EMPTY_VALUES, customer, new Set<FieldName>(['email'])).values.email).toBe('');
    expect(mergePrefill({ ...EMPTY_VALUES, email: '  ' }, customer, NOTHING_CHANGED).values.email).toBe('anna@example.com');
  });

  it('keeps the legal checkbox the visitor unticked', () => {
    expect(mergePrefill(EMPTY_VALUES, customer, new Set<FieldName>(['legals'])).values.legals).toEqual([]);
  });

  it('never overwrites a field the visitor changed, even one they emptied, and fills the others', () => {
    const typed = { ...EMPTY_VALUES, firstName: 'Typed', lastName: '', consents: [] };
    const merged = mergePrefill(typed, customer, new Set<FieldName>(['firstName', 'lastName', 'consents']));
    expect(merged.values).toEqual({ ...typed, email: 'anna@example.com', salutation: 'MRS', legals: ['NEWSLETTER'] });
    expect([...merged.filled]).toEqual(['salutation']);
  });

  it('does not take over a name the rules reject, nor an empty one', () => {
    const merged = mergePrefill(EMPTY_VALUES, { ...customer, firstName: 'www.spam.com', lastName: '' }, NOTHING_CHANGED);
    expect([merged.values.firstName, merged.values.lastName]).toEqual(['', '']);
    expect([...merged.filled]).toEqual(['salutation']);
  });
});

describe('lockedFields', () => {
  const prefillAll = () => mergePrefill(EMPTY_VALUES, customer, NOTHING_CHANGED);

  it.each(['AT', 'HU', 'TR'] as const)('locks the prefilled salutation and names in %s', (site) => {
    const prefilled = prefillAll();
    expect([...lockedFields(prefilled.values, prefilled, NEWSLETTER_RULES[site])].sort()).toEqual(['firstName', 'lastName', 'salutation']);
  });

  it.each(['DE', 'CH', 'CH_FR', 'CZ', 'PL', 'SK'] as const)('locks nothing in %s', (site) => {
    const prefilled = prefillAll();
    expect(lockedFields(prefilled.values, prefilled, NEWSLETTER_RULES[site]).size).toBe(0);
  });

  it('locks only the fields the prefill filled that still hold its value, and nothing without prefill', () => {
    const prefilled = prefillAll();
    const values = { ...prefilled.values, firstName: 'Other' };
    expect([...lockedFields(values, prefilled, NEWSLETTER_RULES.HU)].sort()).toEqual(['lastName', 'salutation']);
    expect(lockedFields(prefilled.values, null, NEWSLETTER_RULES.HU).size).toBe(0);
    const typedFirst = mergePrefill({ ...EMPTY_VALUES, firstName: 'Anna' }, customer, new Set<FieldName>(['firstName']));
    expect([...lockedFields(typedFirst.values, typedFirst, NEWSLETTER_RULES.AT)].sort()).toEqual(['lastName', 'salutation']);
  });
});
