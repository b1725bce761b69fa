import { describe, expect, it } from 'vitest';
import type { CustomerBaseData } from './api';
import { lockedFields, mergePrefill } from './prefill';
import { EMPTY_VALUES } from './schema';
import { SITE_REGISTRY } from '../sites/registry';

const customer: CustomerBaseData = {
  email: 'anna@example.com',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Nagy',
  consents: ['DNE', 'OTHER'],
  legals: ['NEWSLETTER'],
};

describe('mergePrefill', () => {
  it('fills an empty form with the customer data (known consents and legals only)', () => {
    expect(mergePrefill(EMPTY_VALUES, customer)).toEqual({
      email: 'anna@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Nagy',
      consents: ['DNE'],
      legals: ['NEWSLETTER'],
    });
  });

  it('keeps an e-mail the visitor already typed', () => {
    expect(mergePrefill({ ...EMPTY_VALUES, email: 'typed@example.com' }, customer).email).toBe('typed@example.com');
  });

  it('does not take over a name the rules reject, nor an empty one', () => {
    const merged = mergePrefill({ ...EMPTY_VALUES, firstName: 'Typed' }, { ...customer, firstName: 'www.spam.com', lastName: '' });
    expect(merged.firstName).toBe('Typed');
    expect(merged.lastName).toBe('');
  });
});

describe('lockedFields', () => {
  const values = mergePrefill(EMPTY_VALUES, customer);

  it.each(['AT', 'HU', 'TR'] as const)('locks the prefilled salutation and names in %s', (site) => {
    expect([...lockedFields(values, customer, SITE_REGISTRY[site].newsletter)].sort()).toEqual(['firstName', 'lastName', 'salutation']);
  });

  it.each(['DE', 'CH', 'CH_FR', 'CZ', 'PL', 'SK'] as const)('locks nothing in %s', (site) => {
    expect(lockedFields(values, customer, SITE_REGISTRY[site].newsletter).size).toBe(0);
  });

  it('locks only fields that still hold the customer value, and nothing without prefill', () => {
    expect([...lockedFields({ ...values, firstName: 'Other' }, customer, SITE_REGISTRY.HU.newsletter)].sort()).toEqual([
      'lastName',
      'salutation',
    ]);
    expect(lockedFields(values, null, SITE_REGISTRY.HU.newsletter).size).toBe(0);
    expect([...lockedFields(values, { ...customer, salutation: '', lastName: 'http://x' }, SITE_REGISTRY.AT.newsletter)]).toEqual([
      'firstName',
    ]);
  });
});
