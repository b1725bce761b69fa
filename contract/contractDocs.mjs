// The table of calls in docs/contract.md (section 8), written from the service contract by
// `npm run contract` and compared with the committed page by contract/contract.test.ts.
import { readFileSync } from 'node:fs';
import { serviceContract } from './serviceContract.mjs';

export const CONTRACT_PAGE = 'docs/contract.md';
const START = '<!-- contract:calls (written by `npm run contract` from contract/storefront-services.openapi.json) -->';
const END = '<!-- /contract:calls -->';

const schemaName = (schema) =>
  schema?.$ref ? schema.$ref.split('/').pop() : schema?.type === 'array' ? `${schemaName(schema.items)}[]` : 'JSON';
const code = (text) => `\`${text}\``;
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

function sends(operation) {
  const parts = [];
  const named = (where, prefix = '') =>
    operation.parameters
      .filter((parameter) => parameter.in === where)
      .map((parameter) => `${prefix}${code(parameter.name)}${parameter.required ? '' : '?'}`);
  const query = named('query');
  if (query.length) parts.push(`query ${query.join(', ')}`);
  parts.push(`headers ${named('header').join(', ')}`);
  const cookies = named('cookie');
  if (cookies.length) parts.push(`cookies ${cookies.join(', ')}`);
  const body = operation.definition.requestBody?.content?.['application/json']?.schema;
  if (body) parts.push(`JSON ${code(schemaName(body))}`);
  return parts.join('; ');
}

function answers(operation) {
  return Object.entries(operation.definition.responses)
    .map(([status, answer]) => {
      const body = answer.content?.['application/json']?.schema;
      return `${code(status)}${body ? ` ${code(schemaName(body))}` : ''}: ${oneLine(answer.description)}`;
    })
    .join('<br>');
}

/** The table: one row per call of the document, in its order. */
export function callsTable() {
  const rows = serviceContract().operations.map(
    (operation) =>
      `| ${code(`${operation.method} ${operation.template}`)} (${operation.id})${operation.readOnly ? '' : ' ✎'} | ${sends(operation)} | ${answers(operation)} |`,
  );
  return [
    START,
    '| call | the elements send (`?` when not always) | answers the elements tell apart |',
    '| --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** docs/contract.md with the table as the document has it now. */
export function contractPageWithTable(page = readFileSync(CONTRACT_PAGE, 'utf8')) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${CONTRACT_PAGE} has no ${START} … ${END} block for the table of calls.`);
  return `${page.slice(0, start)}${callsTable()}${page.slice(end + END.length)}`;
}
