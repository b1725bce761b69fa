// @vitest-environment node
// The service contract: a valid OpenAPI 3.1 document of the specification's calls, the one source of
// the client's types and of the table of calls in docs/contract.md, and a checker that names the
// call and the JSON path of whatever a request or an answer has that the document does not allow.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PAGE, contractPageWithTable } from './contractDocs.mjs';
import { describeProblem, serviceContract } from './serviceContract.mjs';
import { SERVICE_TYPES_FILE, serviceTypesSource } from './serviceTypes.mjs';

const contract = serviceContract();
const operation = (id: string) => {
  const found = contract.operations.find((each) => each.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

describe('the service contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(contract.document));
    expect(result).toEqual({ valid: true });
    expect(contract.document.openapi).toBe('3.1.0');
  });

  it("has every call of the specification (section 7) and of the contract's sections 3 to 6, each marked read-only or not", () => {
    expect(
      contract.operations.map(({ method, template, readOnly }) => `${method} ${template}${readOnly ? '' : ' (changes data)'}`),
    ).toEqual([
      'GET /service/customerfrontenddata/api/v1/psdata',
      'POST /service/newsletter/api/{access}/newsletter-subscribers (changes data)',
      'GET /service/newsletter/api/{access}/customers/base-data',
      'GET /service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}',
      'PUT /service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken} (changes data)',
      'PUT /service/newsletter/api/{access}/newsletter-subscribers/{subscriberToken}/doi (changes data)',
      'GET /service/promotion/api/promotion/SHOP_FOOTER',
      'GET /service/abtestfrontend/api/v1/getassignment',
      'GET /service/preview/api/auth/checkauth',
      'GET /service/abtestfrontend/api/v1/gettestsat',
      'GET /service/preview/api/token (changes data)',
      'GET /service/preview/api/auth/logout (changes data)',
      'GET /service/preview/api/auth/login/renew (changes data)',
      'POST /service/login/api/v1/login (changes data)',
      'POST /service/login/api/v1/logintoken/renew (changes data)',
      'POST /service/login/api/v1/longtermtoken/renew (changes data)',
    ]);
    expect(contract.operations.every((each) => typeof each.definition['x-read-only'] === 'boolean')).toBe(true);
  });

  it("lists the answers the elements tell apart: 204 and 404 for no promotion, the renewal statuses, the e-mail error, the login's 200", () => {
    expect(Object.keys(operation('getFooterPromotion').definition.responses)).toEqual(['200', '204', '404']);
    expect(Object.keys(operation('login').definition.responses)).toEqual(['200', '401']);
    expect(Object.keys(operation('renewLoginToken').definition.responses)).toEqual(['200', '201', '401', '500']);
    expect(Object.keys(operation('signUp').definition.responses)).toEqual(['400', '2XX']);
  });

  it(`is the source of ${SERVICE_TYPES_FILE}: run \`npm run contract\` after changing it`, async () => {
    expect(readFileSync(SERVICE_TYPES_FILE, 'utf8')).toBe(await serviceTypesSource());
  });

  it(`is the source of the table of calls in ${CONTRACT_PAGE}: run \`npm run contract\` after changing it`, () => {
    const page = readFileSync(CONTRACT_PAGE, 'utf8');
    expect(page).toBe(contractPageWithTable(page));
  });

  it(`has every call ${CONTRACT_PAGE} names in its text`, () => {
    const page = readFileSync(CONTRACT_PAGE, 'utf8');
    const named = [...page.matchAll(/`(GET|POST|PUT) ([^`\s]+)`/g)].map(([, method, where]) => {
      const path = where
        .replace(/^\{base\}/, '/service/newsletter/api/internal')
        .replace(/^(\{api-origin\}|\.\.\.)/, '')
        .replace(/\?.*$/, '');
      return `${method} ${path}`;
    });
    expect(named.length).toBeGreaterThan(16);
    const unknown = named.filter((call) => {
      const [method, path] = call.split(' ');
      return !contract.match(method, path.replace(/\{\w+\}/g, 'x')).operation;
    });
    expect(unknown).toEqual([]);
  });
});

describe('the checker', () => {
  const signUpRequest = (body: Record<string, unknown>) =>
    contract.checkRequest({
      method: 'POST',
      url: '/service/newsletter/api/internal/newsletter-subscribers',
      headers: { 'X-Api-Key': 'dummy', 'Content-Type': 'application/json' },
      bodyText: JSON.stringify(body),
    });

  it('allows what the elements send', () => {
    expect(
      signUpRequest({ email: 'anna@example.com', consents: ['DNE'], origin: 'NEWSLETTER', originAddition: 'footer' }).problems,
    ).toEqual([]);
  });

  it('names the call and the JSON path of a renamed field in a request', () => {
    const { problems } = signUpRequest({ mail: 'anna@example.com', consents: [], origin: 'NEWSLETTER', originAddition: '' });
    expect(problems.map(describeProblem)).toEqual([
      'request of POST /service/newsletter/api/internal/newsletter-subscribers (signUp): $.body.email is missing; the document requires it',
      'request of POST /service/newsletter/api/internal/newsletter-subscribers (signUp): $.body.mail is not in the document',
    ]);
  });

  it('names a header, a query and a path the document does not allow', () => {
    const sent = (url: string, headers: Record<string, string>) =>
      contract.checkRequest({ method: 'GET', url, headers }).problems.map(describeProblem);
    expect(sent('/service/abtestfrontend/api/v1/gettestsat?time=today', { 'X-Api-Key': 'dummy', 'X-LoginToken': 't' })).toEqual([
      'request of GET /service/abtestfrontend/api/v1/gettestsat (getAbTestsAt): $.query.time must be date-time, not "today"',
      "request of GET /service/abtestfrontend/api/v1/gettestsat (getAbTestsAt): $.headers['x-logintoken'] is not in the document for this call",
    ]);
    expect(sent('/service/newsletter/api/public/customers/base-data', { 'X-Api-Key': 'dummy' })).toEqual([
      'request of GET /service/newsletter/api/public/customers/base-data (getCustomerBaseData): $.path.access must be one of "internal", "private", not "public"',
      "request of GET /service/newsletter/api/public/customers/base-data (getCustomerBaseData): $.headers['x-logintoken'] is missing; the document requires it",
    ]);
    expect(sent('/service/footer/api/v1/content', {})).toEqual([
      'request of GET /service/footer/api/v1/content: $ no call of the document has this path',
    ]);
  });

  it.each([
    [
      'a renamed field',
      'checkPreviewAuth',
      200,
      { state: 'SUCCESS' },
      ['answer of GET /service/preview/api/auth/checkauth (checkPreviewAuth): $.body.status is missing; the document requires it'],
    ],
    [
      'a status the elements do not expect',
      'getFooterPromotion',
      500,
      undefined,
      [
        'answer of GET /service/promotion/api/promotion/SHOP_FOOTER (getFooterPromotion): $.status is 500: the document lists 200, 204, 404 for this call',
      ],
    ],
    [
      'a group without a name',
      'getAbTestsAt',
      200,
      [{ name: 'teaser', groups: [{ label: 'A' }] }],
      [
        'answer of GET /service/abtestfrontend/api/v1/gettestsat (getAbTestsAt): $.body[0].groups[0].name is missing; the document requires it',
      ],
    ],
    [
      'promotion content without its text',
      'getFooterPromotion',
      200,
      { contentJSON: '{"icon":"sale"}' },
      [
        'answer of GET /service/promotion/api/promotion/SHOP_FOOTER (getFooterPromotion): $.body.contentJSON (its JSON text at $.text) is missing; the document requires it',
      ],
    ],
  ])('names the call and the JSON path of %s in an answer', (_what, id, status, body, expected) => {
    const checked = operation(id);
    const problems = contract.checkAnswer(checked, { status, headers: {}, bodyText: body === undefined ? '' : JSON.stringify(body) });
    expect(problems.map(describeProblem)).toEqual(expected);
  });
});
