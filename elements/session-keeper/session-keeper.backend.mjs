// Customer login and the token renewals the session keeper makes.
// Settings: loginAnswer: null (200 for the demo user) | 201 | 204 (another success status, which the kit refuses);
// loginRenewAnswer: null (automatic: 201 with a fresh token when the token is due,
// 200 when it is not, 401 without a readable or with an expired token) | 201 | 200 | 500;
// loginRenewSetsCookie: true (a 201 sets a fresh loginToken cookie) | false (it sets none);
// loginRenewAfterS: 1800 (seconds from issue to a fresh login token's ren; 0 or less: due at once).
// The demo user: demo@example.com / demo1234. Faults by route name: login, loginTokenRenew, longTermTokenRenew.

const DEMO_USER = { username: 'demo@example.com', password: 'demo1234' };
const TOKEN_LIFETIME_S = 3600;
const RENEW_AFTER_S = 1800;
const LONG_TERM_LIFETIME_S = 90 * 24 * 3600;

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned demo JWT: the elements decode tokens, they never verify them. */
export function demoJwt(claims) {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.demo`;
}

function claimsOf(token) {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const loginCookie = (renewAfterS = RENEW_AFTER_S) => {
  const now = nowSeconds();
  return `loginToken=${demoJwt({ sub: 'demo-customer', exp: now + TOKEN_LIFETIME_S, ren: now + renewAfterS, lid: true })}; Path=/; SameSite=Lax`;
};
/** A 201 of the renewal: with a fresh login token unless the settings say otherwise. */
function renewed(res, state) {
  if (state.loginRenewSetsCookie) res.setHeader('Set-Cookie', loginCookie(state.loginRenewAfterS));
  return { status: 201, body: {} };
}
const longTermCookie = () => {
  const now = nowSeconds();
  return `longTermToken=${demoJwt({ sub: 'demo-customer', exp: now + LONG_TERM_LIFETIME_S, ren: now + LONG_TERM_LIFETIME_S / 2 })}; Path=/; SameSite=Lax`;
};

export const topic = {
  initialState: () => ({ loginAnswer: null, loginRenewAnswer: null, loginRenewSetsCookie: true, loginRenewAfterS: RENEW_AFTER_S }),
  routes: [
    {
      name: 'login',
      method: 'POST',
      path: '/service/login/api/v1/login',
      handle: ({ body, res, state }) => {
        const ok = body && typeof body === 'object' && body.username === DEMO_USER.username && body.password === DEMO_USER.password;
        if (!ok) return { status: 401, body: { status: 'UNAUTHORIZED' } };
        // Another success status a login service might send (201, 204): the kit takes only 200 (the specification's table).
        const configured = Number(state.loginAnswer);
        if (configured === 201) return { status: 201, body: { status: 'SUCCESS' }, offContract: true };
        if (configured === 204) return { status: 204, offContract: true };
        res.setHeader('Set-Cookie', [loginCookie(), longTermCookie()]);
        return { status: 200, body: { status: 'SUCCESS' } };
      },
    },
    {
      name: 'loginTokenRenew',
      method: 'POST',
      path: '/service/login/api/v1/logintoken/renew',
      handle: ({ cookies, res, state }) => {
        const configured = Number(state.loginRenewAnswer);
        if (configured === 500) return { status: 500, body: { type: 'urn:fake:internal_error', title: 'Internal Server Error' } };
        if (configured === 200) return { status: 200, body: {} };
        if (configured === 201) return renewed(res, state);
        const claims = claimsOf(cookies.loginToken);
        if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds())
          return { status: 401, body: { type: 'urn:fake:unauthorized' } };
        if (typeof claims.ren === 'number' && claims.ren > nowSeconds()) return { status: 200, body: {} };
        return renewed(res, state);
      },
    },
    {
      name: 'longTermTokenRenew',
      method: 'POST',
      path: '/service/login/api/v1/longtermtoken/renew',
      handle: ({ cookies, res }) => {
        if (!cookies.longTermToken && !cookies.loginToken) return { status: 401, body: { type: 'urn:fake:unauthorized' } };
        res.setHeader('Set-Cookie', longTermCookie());
        return { status: 200, body: {} };
      },
    },
  ],
};
