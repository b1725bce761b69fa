// The service contract (storefront-services.openapi.json) as a checker of calls: which operation a
// request is, and what of a request or an answer the document does not allow, each with its JSON
// path. Plain Node ESM: the fake backend (demo/backend), the unit tests' fetch stub and the
// check of a live backend (check-backend) use it. The schemas are checked by Ajv (JSON Schema 2020-12,
// the dialect of OpenAPI 3.1) with ajv-formats; this module only finds the operation and puts the
// parts of a call where the document's schemas apply to them.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describeError, shown } from './schemaErrors.mjs';
import serviceDocument from './storefront-services.openapi.json' with { type: 'json' };

const DOCUMENT_ID = 'storefront-services';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/**
 * Names Ajv does not know: the fields of an OpenAPI document (the document is one schema resource,
 * so that the `$ref`s in it resolve) and the annotations of OpenAPI's schema object.
 */
const OPENAPI_KEYWORDS = [
  'openapi',
  'info',
  'servers',
  'tags',
  'paths',
  'components',
  'webhooks',
  'security',
  'discriminator',
  'xml',
  'externalDocs',
  'example',
];

const pointer = (...parts) => `${DOCUMENT_ID}#/${parts.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
const refTo = (...parts) => ({ $ref: pointer(...parts) });
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A string whose contentMediaType is JSON must be JSON text that its contentSchema allows. JSON
 * Schema leaves content checks to the validator; Ajv only annotates: this keyword makes it check.
 */
function contentSchemaKeyword(ajv) {
  return {
    keyword: 'contentSchema',
    schemaType: 'object',
    errors: true,
    compile(schema, parentSchema) {
      if (parentSchema.contentMediaType !== 'application/json') return () => true;
      const validateContent = ajv.compile(schema.$ref?.startsWith('#') ? { $ref: `${DOCUMENT_ID}${schema.$ref}` } : schema);
      const validate = (data) => {
        if (typeof data !== 'string') return true;
        let content;
        try {
          content = JSON.parse(data);
        } catch {
          validate.errors = [{ keyword: 'contentSchema', message: `must be JSON text, not ${shown(data)}`, params: {} }];
          return false;
        }
        if (validateContent(content)) return true;
        // Without an instancePath: Ajv puts the string's own path there.
        validate.errors = validateContent.errors.map((error) => {
          const inner = describeError(error, content);
          return { keyword: 'contentSchema', params: {}, message: `(its JSON text at ${inner.path}) ${inner.message}` };
        });
        return false;
      };
      return validate;
    },
  };
}

function createAjv(document) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, validateSchema: false });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  ajv.removeKeyword('contentSchema');
  ajv.addKeyword(contentSchemaKeyword(ajv));
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

/** The parameter objects of an operation, with the pointer to each one's schema. */
function parametersOf(document, template, method) {
  const pathItem = document.paths[template];
  const listed = [
    ...(pathItem.parameters ?? []).map((parameter, index) => ({ parameter, at: ['paths', template, 'parameters', index] })),
    ...(pathItem[method].parameters ?? []).map((parameter, index) => ({ parameter, at: ['paths', template, method, 'parameters', index] })),
  ];
  return listed.map(({ parameter, at }) => {
    if (!parameter.$ref) return { ...parameter, schemaAt: [...at, 'schema'] };
    const parts = parameter.$ref.slice(2).split('/');
    const resolved = parts.reduce((value, part) => value[part.replaceAll('~1', '/').replaceAll('~0', '~')], document);
    return { ...resolved, schemaAt: [...parts.map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~')), 'schema'] };
  });
}

/** The schema of a request's parts: path, query, headers, cookies and body, as the document says. */
function requestSchema(document, template, method) {
  const parameters = parametersOf(document, template, method);
  const part = (where, { closed, caseless }) => {
    const listed = parameters.filter((parameter) => parameter.in === where);
    const name = (parameter) => (caseless ? parameter.name.toLowerCase() : parameter.name);
    return {
      type: 'object',
      properties: Object.fromEntries(listed.map((parameter) => [name(parameter), refTo(...parameter.schemaAt)])),
      required: listed.filter((parameter) => parameter.required).map(name),
      ...(closed ? { additionalProperties: false } : {}),
    };
  };
  const operation = document.paths[template][method];
  const headers = part('header', { caseless: true });
  // A browser adds headers of its own; a custom one (X-…) the document does not list for the call is the elements'.
  const listedCustom = Object.keys(headers.properties)
    .filter((name) => name.startsWith('x-'))
    .map((name) => escapeRegExp(name.slice(2)));
  headers.patternProperties = { [listedCustom.length ? `^x-(?!(${listedCustom.join('|')})$)` : '^x-']: false };
  const json = operation.requestBody?.content?.['application/json'];
  if (json) {
    headers.properties['content-type'] = { type: 'string', pattern: '^application/json(;|$)' };
    headers.required.push('content-type');
  }
  return {
    type: 'object',
    properties: {
      path: part('path', { closed: true }),
      query: part('query', { closed: true }),
      headers,
      cookies: part('cookie', {}),
      body: json ? refTo('paths', template, method, 'requestBody', 'content', 'application/json', 'schema') : false,
    },
    required: ['path', 'query', 'headers', ...(operation.requestBody?.required ? ['body'] : [])],
  };
}

/** The listed answer of an operation for a status: exact, then its range (2XX), then default. */
function answerKeyFor(operation, status) {
  const keys = Object.keys(operation.responses);
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => keys.includes(key));
}

function answerSchema(document, template, method, key) {
  const answer = document.paths[template][method].responses[key];
  const headers = Object.entries(answer.headers ?? {});
  return {
    type: 'object',
    properties: {
      headers: {
        type: 'object',
        properties: Object.fromEntries(
          headers.map(([name]) => [name.toLowerCase(), refTo('paths', template, method, 'responses', key, 'headers', name, 'schema')]),
        ),
        required: headers.filter(([, header]) => header.required).map(([name]) => name.toLowerCase()),
      },
      ...(answer.content?.['application/json']
        ? { body: refTo('paths', template, method, 'responses', key, 'content', 'application/json', 'schema') }
        : {}),
    },
  };
}

const lowerCaseKeys = (record) => Object.fromEntries(Object.entries(record ?? {}).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * The document as a checker. `checkRequest({ method, url, headers, cookies?, bodyText? })` (url: a
 * path with its query, or an absolute URL) finds the operation and lists what the document does not
 * allow; `checkAnswer(operation, { status, headers, bodyText })` does the same for its answer. A
 * problem is { side, call, path, message }; `describeProblem` makes it one line.
 */
export function createServiceContract(document = serviceDocument) {
  const ajv = createAjv(document);
  const operations = Object.entries(document.paths).flatMap(([template, pathItem]) =>
    METHODS.filter((method) => pathItem[method]).map((method) => ({
      id: pathItem[method].operationId,
      method: method.toUpperCase(),
      template,
      readOnly: pathItem[method]['x-read-only'] === true,
      definition: pathItem[method],
      parameters: parametersOf(document, template, method),
      pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{(\w+)\\\}/g, '(?<$1>[^/]+)')}$`),
      literal: !template.includes('{'),
    })),
  );
  // A literal path wins over a template that would also match it.
  const matchOrder = [...operations].sort((a, b) => Number(b.literal) - Number(a.literal));
  const compiled = new Map();
  const validatorFor = (key, build) => {
    if (!compiled.has(key)) compiled.set(key, ajv.compile(build()));
    return compiled.get(key);
  };
  const requestValidator = (operation) =>
    validatorFor(`${operation.id} request`, () => requestSchema(document, operation.template, operation.method.toLowerCase()));
  const answerValidator = (operation, key) =>
    validatorFor(`${operation.id} ${key}`, () => answerSchema(document, operation.template, operation.method.toLowerCase(), key));
  /** Compiles every check now rather than at its first use: then no answer waits for one. */
  function compileAll() {
    for (const operation of operations) {
      requestValidator(operation);
      for (const key of Object.keys(operation.definition.responses)) answerValidator(operation, key);
    }
  }
  const problemsOf = (validate, instance, side, call) =>
    validate(instance) ? [] : validate.errors.map((error) => ({ side, call, ...describeError(error, instance) }));

  function match(method, pathname) {
    const candidates = operations.map((operation) => ({ operation, found: operation.pattern.exec(pathname) })).filter(({ found }) => found);
    const same = candidates.find(({ operation }) => operation.method === method);
    if (same) return { operation: same.operation, pathParams: { ...same.found.groups } };
    return { operation: undefined, otherMethods: candidates.map(({ operation }) => operation.method) };
  }

  function checkRequest({ method, url, headers, cookies, bodyText }) {
    const address = new URL(url, 'http://origin.invalid');
    const call = `${method} ${address.pathname}`;
    const { operation, pathParams, otherMethods } = match(method, address.pathname);
    if (!operation) {
      const message = otherMethods.length
        ? `the document has no ${method} for this path (it has ${otherMethods.join(', ')})`
        : 'no call of the document has this path';
      return { operation, problems: [{ side: 'request', call, path: '$', message }] };
    }
    const named = `${call} (${operation.id})`;
    const instance = {
      path: Object.fromEntries(Object.entries(pathParams).map(([name, value]) => [name, decodeURIComponent(value)])),
      query: Object.fromEntries(address.searchParams),
      headers: lowerCaseKeys(headers),
      ...(cookies ? { cookies } : {}),
    };
    const problems = [];
    if (bodyText !== undefined && bodyText !== '') {
      try {
        instance.body = JSON.parse(bodyText);
      } catch {
        problems.push({ side: 'request', call: named, path: '$.body', message: `is not JSON: ${shown(bodyText)}` });
        instance.body = bodyText;
      }
    }
    problems.push(...problemsOf(requestValidator(operation), instance, 'request', named));
    return { operation, call: named, problems };
  }

  function checkAnswer(operation, { status, headers, bodyText }, call = `${operation.method} ${operation.template} (${operation.id})`) {
    const key = answerKeyFor(operation.definition, status);
    const lowered = lowerCaseKeys(headers);
    if (!key) {
      const listed = Object.keys(operation.definition.responses).join(', ');
      const redirect =
        status >= 300 && status < 400
          ? ` it is a redirect (to ${lowered.location || 'an unnamed place'}), which the elements never follow;`
          : '';
      return [{ side: 'answer', call, path: '$.status', message: `is ${status}:${redirect} the document lists ${listed} for this call` }];
    }
    const expectsJson = Boolean(operation.definition.responses[key].content?.['application/json']);
    const instance = { headers: lowered };
    if (expectsJson) {
      if (!bodyText)
        return [{ side: 'answer', call, path: '$.body', message: `is empty; the document expects JSON with the ${key} answer` }];
      try {
        instance.body = JSON.parse(bodyText);
      } catch {
        return [{ side: 'answer', call, path: '$.body', message: `is not JSON: ${shown(bodyText)}` }];
      }
    }
    return problemsOf(answerValidator(operation, key), instance, 'answer', call);
  }

  return { document, operations, match, checkRequest, checkAnswer, compileAll };
}

/** `answer of GET /service/x (getX): $.body.name is missing; the document requires it` */
export function describeProblem({ side, call, path, message }) {
  return `${side} of ${call}: ${path} ${message}`;
}

let shared;
/** The package's own document, compiled once. */
export function serviceContract() {
  shared ??= createServiceContract();
  return shared;
}
