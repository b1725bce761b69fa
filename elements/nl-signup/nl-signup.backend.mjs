// Newsletter service: sign-up with double opt-in state, customer base data for the prefill, and the
// three subscriber calls, under both bases (internal, and private for single-page-app sites).
import { randomUUID } from 'node:crypto';

const BASE = '^/service/newsletter/api/(?<base>internal|private)';
const EMAIL_INVALID = { type: 'urn:newsletter:email_invalid', title: 'E-mail address is invalid' };
const NOT_FOUND = { type: 'urn:newsletter:subscriber_not_found', title: 'Subscriber not found' };

/** The demo's logged-in customer; tests replace it with `newsletterCustomer` (or per token below). */
const DEMO_CUSTOMER = {
  email: 'erika.mustermann@example.com',
  salutation: 'MRS',
  firstName: 'Erika',
  lastName: 'Mustermann',
  consents: [],
  legals: [],
};

/** What the demo treats as invalid: bad shape, the domain invalid.example, or a configured list. */
function isInvalidEmail(email, state) {
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) return true;
  const address = email.toLowerCase();
  return address.endsWith('@invalid.example') || state.newsletterInvalidEmails.map((e) => e.toLowerCase()).includes(address);
}

function publicSubscriber(subscriber) {
  const { token, ...rest } = subscriber;
  return rest;
}

const findSubscriber = (state, token) => state.newsletterSubscribers.find((entry) => entry.token === token);

export const topic = {
  initialState: () => ({
    /** Sign-ups so far: { token, email, salutation?, firstName?, lastName?, consents, origin, originAddition, status }. */
    newsletterSubscribers: [],
    /** Addresses the fake answers with email_invalid (besides the domain invalid.example). */
    newsletterInvalidEmails: [],
    /** Base data of the logged-in customer (any X-LoginToken); null answers 404. */
    newsletterCustomer: DEMO_CUSTOMER,
    /** Base data per X-LoginToken value; wins over newsletterCustomer. */
    newsletterCustomers: {},
  }),
  routes: [
    {
      name: 'newsletterSignup',
      method: 'POST',
      path: new RegExp(`${BASE}/newsletter-subscribers$`),
      handle: ({ body, state }) => {
        if (!body || typeof body !== 'object' || isInvalidEmail(body.email, state)) return { status: 400, body: EMAIL_INVALID };
        const email = body.email.toLowerCase();
        const existing = state.newsletterSubscribers.find((entry) => entry.email === email);
        // A repeated sign-up answers like a new one (a new confirmation mail), so the service never
        // tells a visitor whether an address is already on the list.
        if (existing) return { status: 201, body: { status: existing.status } };
        const subscriber = {
          token: randomUUID(),
          email,
          ...(body.salutation ? { salutation: body.salutation } : {}),
          ...(body.firstName ? { firstName: body.firstName } : {}),
          ...(body.lastName ? { lastName: body.lastName } : {}),
          consents: Array.isArray(body.consents) ? body.consents : [],
          legals: [],
          origin: body.origin,
          originAddition: body.originAddition,
          status: 'WAITING_FOR_DOI',
        };
        state.newsletterSubscribers.push(subscriber);
        return { status: 201, body: { status: subscriber.status } };
      },
    },
    {
      name: 'newsletterBaseData',
      method: 'GET',
      path: new RegExp(`${BASE}/customers/base-data$`),
      handle: ({ req, state }) => {
        const token = req.headers['x-logintoken'];
        if (!token) return { status: 401, body: { type: 'urn:newsletter:unauthorized', title: 'X-LoginToken missing' } };
        const customer = state.newsletterCustomers[token] ?? state.newsletterCustomer;
        return customer ? { status: 200, body: customer } : { status: 404, body: { type: 'urn:newsletter:customer_not_found' } };
      },
    },
    {
      name: 'newsletterSubscriber',
      method: 'GET',
      path: new RegExp(`${BASE}/newsletter-subscribers/(?<token>[^/]+)$`),
      handle: ({ params, state }) => {
        const subscriber = findSubscriber(state, params.token);
        return subscriber ? { status: 200, body: publicSubscriber(subscriber) } : { status: 404, body: NOT_FOUND };
      },
    },
    {
      name: 'newsletterDoi',
      method: 'PUT',
      path: new RegExp(`${BASE}/newsletter-subscribers/(?<token>[^/]+)/doi$`),
      handle: ({ params, state }) => {
        const subscriber = findSubscriber(state, params.token);
        if (!subscriber) return { status: 404, body: NOT_FOUND };
        subscriber.status = 'SUBSCRIBED';
        return { status: 200, body: publicSubscriber(subscriber) };
      },
    },
    {
      name: 'newsletterSubscriberUpdate',
      method: 'PUT',
      path: new RegExp(`${BASE}/newsletter-subscribers/(?<token>[^/]+)$`),
      handle: ({ params, body, state }) => {
        const subscriber = findSubscriber(state, params.token);
        if (!subscriber) return { status: 404, body: NOT_FOUND };
        if (!body || typeof body !== 'object' || Array.isArray(body)) return { status: 400, body: { type: 'urn:newsletter:bad_request' } };
        const { token: _token, email: _email, status: _status, ...changes } = body;
        Object.assign(subscriber, changes);
        return { status: 200, body: publicSubscriber(subscriber) };
      },
    },
  ],
};
