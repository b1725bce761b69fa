// Staff preview: the check, the A/B tests per date, applying settings, logout and renewal.
// Settings (backend.configure / POST /__fake/settings):
//   previewAuth: 'SUCCESS' (default) | any other status the check answers with 401
//   previewTests: { 'YYYY-MM-DD': [{ name, groups: [{ name }] }] } overrides the default tests of a date
//   previewTokenStatus: null (validate) | 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED'
// Faults by route name: previewCheckauth, abTestsAt, previewToken, previewLogout, previewRenew.

const STAFF_COOKIES = ['previewAuthToken', 'previewLoginToken'];
const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/;

const DEFAULT_TESTS = [
  { name: 'checkout-button-colour', groups: [{ name: 'control' }, { name: 'green' }, { name: 'orange' }] },
  { name: 'footer-newsletter-teaser', groups: [{ name: 'A' }, { name: 'B' }] },
  { name: 'coffee-subscription-banner', groups: [{ name: 'off' }, { name: 'on' }] },
];

const isStaff = (cookies) => STAFF_COOKIES.some((name) => Boolean(cookies[name]));
const unauthorized = () => ({ status: 401, body: { status: 'UNAUTHORIZED' } });

/** The tests of a date: the configured ones, else none on days ending in 1, else the default set. */
function testsAt(state, date) {
  const configured = state.previewTests?.[date];
  if (configured) return configured;
  return date.endsWith('1') ? [] : DEFAULT_TESTS;
}

export const topic = {
  initialState: () => ({
    previewAuth: 'SUCCESS',
    previewTests: {},
    previewTokenStatus: null,
    previewSettings: { dateTime: null, test: '', group: '' },
  }),
  routes: [
    {
      name: 'previewCheckauth',
      method: 'GET',
      path: '/service/preview/api/auth/checkauth',
      handle: ({ cookies, state }) => {
        if (!isStaff(cookies)) return unauthorized();
        if (state.previewAuth !== 'SUCCESS') return { status: 401, body: { status: state.previewAuth } };
        const { dateTime, test, group } = state.previewSettings;
        return { status: 200, body: { status: 'SUCCESS', ...(dateTime ? { dateTime } : {}), abTestName: test, abTestGroup: group } };
      },
    },
    {
      name: 'abTestsAt',
      method: 'GET',
      path: '/service/abtestfrontend/api/v1/gettestsat',
      handle: ({ url, state }) => {
        const match = ISO_WITH_OFFSET.exec(url.searchParams.get('time') ?? '');
        if (!match) return { status: 400, body: { type: 'urn:fake:bad_time', title: 'time must be ISO 8601 with offset' } };
        return { status: 200, body: testsAt(state, match[1]) };
      },
    },
    {
      name: 'previewToken',
      method: 'GET',
      path: '/service/preview/api/token',
      handle: ({ url, cookies, state }) => {
        if (!isStaff(cookies)) return unauthorized();
        if (state.previewTokenStatus) return { status: 200, body: { status: state.previewTokenStatus } };
        const test = url.searchParams.get('test') ?? '';
        const group = url.searchParams.get('group') ?? '';
        const dateTime = url.searchParams.get('dateTime') ?? '';
        const match = ISO_WITH_OFFSET.exec(dateTime);
        const known = testsAt(state, match?.[1] ?? '').find((entry) => entry.name === test);
        const valid = match && (test === '' ? group === '' : known?.groups.some((entry) => entry.name === group));
        if (!valid) return { status: 200, body: { status: 'BAD_REQUEST' } };
        state.previewSettings = { dateTime, test, group };
        return { status: 200, body: { status: 'SUCCESS' } };
      },
    },
    {
      name: 'previewLogout',
      method: 'GET',
      path: '/service/preview/api/auth/logout',
      handle: ({ res, state }) => {
        state.previewSettings = { dateTime: null, test: '', group: '' };
        res.setHeader(
          'Set-Cookie',
          STAFF_COOKIES.map((name) => `${name}=; Path=/; Max-Age=0`),
        );
        return { status: 200, body: { status: 'SUCCESS' } };
      },
    },
    {
      name: 'previewRenew',
      method: 'GET',
      path: '/service/preview/api/auth/login/renew',
      handle: ({ cookies }) => (isStaff(cookies) ? { status: 200, body: { status: 'SUCCESS' } } : unauthorized()),
    },
  ],
};
