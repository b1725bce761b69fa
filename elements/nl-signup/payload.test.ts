import { describe, expect, it } from 'vitest';
import { buildPayload, type PayloadContext } from './payload';
import { EMPTY_VALUES, type NewsletterFormValues } from './schema';
import { NEWSLETTER_RULES } from './siteRules';

const context = (overrides: Partial<PayloadContext> = {}): PayloadContext => ({
  rules: NEWSLETTER_RULES.AT,
  origin: 'NEWSLETTER',
  originAddition: '',
  knownConsents: [],
  ...overrides,
});
const values = (overrides: Partial<NewsletterFormValues>): NewsletterFormValues => ({ ...EMPTY_VALUES, ...overrides });

describe('buildPayload', () => {
  it('sends the trimmed values with origin and originAddition', () => {
    expect(
      buildPayload(
        values({ email: ' anna@example.com ', salutation: 'MRS', firstName: ' Anna ', lastName: ' Huber ', consents: ['DNE'] }),
        context({ origin: 'SHOPPING_CART', originAddition: ' checkout ' }),
      ),
    ).toEqual({
      email: 'anna@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Huber',
      consents: ['DNE'],
      origin: 'SHOPPING_CART',
      originAddition: 'checkout',
    });
  });

  it('leaves empty optional fields out but always sends consents and originAddition', () => {
    const payload = buildPayload(values({ email: 'anna@example.com', firstName: '  ' }), context());
    expect(payload).toEqual({ email: 'anna@example.com', consents: [], origin: 'NEWSLETTER', originAddition: '' });
    expect(Object.keys(payload)).not.toContain('salutation');
    expect(Object.keys(payload)).not.toContain('firstName');
  });

  it('leaves out fields the site does not show (values kept from a live site switch)', () => {
    const payload = buildPayload(
      values({ email: 'anna@example.com', salutation: 'MR', firstName: 'Anna', lastName: 'Huber' }),
      context({ rules: NEWSLETTER_RULES.DE }),
    );
    expect(payload).toEqual({ email: 'anna@example.com', consents: [], origin: 'NEWSLETTER', originAddition: '' });
  });

  it('sends names but no salutation in Turkey', () => {
    const payload = buildPayload(
      values({ email: 'a@b.tr', salutation: 'MR', firstName: 'Şule', lastName: 'Öztürk' }),
      context({ rules: NEWSLETTER_RULES.TR }),
    );
    expect(payload).toEqual({
      email: 'a@b.tr',
      firstName: 'Şule',
      lastName: 'Öztürk',
      consents: [],
      origin: 'NEWSLETTER',
      originAddition: '',
    });
  });

  it('drops DNE when the known customer already has it', () => {
    expect(buildPayload(values({ email: 'a@b.de', consents: ['DNE'] }), context({ knownConsents: ['DNE'] })).consents).toEqual([]);
    expect(buildPayload(values({ email: 'a@b.de', consents: ['DNE'] }), context({ knownConsents: ['OTHER'] })).consents).toEqual(['DNE']);
  });

  it('sends each known consent once and nothing unknown', () => {
    expect(buildPayload(values({ email: 'a@b.de', consents: ['DNE', 'DNE', 'FOO'] }), context()).consents).toEqual(['DNE']);
  });

  it('does not send the legals (the request body of the contract has none)', () => {
    const payload = buildPayload(values({ email: 'a@b.tr', legals: ['NEWSLETTER'] }), context({ rules: NEWSLETTER_RULES.TR }));
    expect(payload).not.toHaveProperty('legals');
  });
});
