// What the service contract's checker (contract/serviceContract.mjs) says of a value the document
// does not allow: where it is, as a JSON path, and what the document expects against what came.

/** `$.body.consents[0]`, `$.headers['x-api-key']` from Ajv's JSON pointer `/body/consents/0`. */
function jsonPath(instancePath, extra) {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (extra !== undefined) parts.push(extra);
  return `$${parts.map((part) => (/^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `['${part}']`)).join('')}`;
}

/** A value as a short text for a message. */
export function shown(value) {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function valueAt(instance, instancePath) {
  let value = instance;
  for (const part of instancePath.split('/').slice(1)) value = value?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  return value;
}

/** One Ajv error as { path, message }: where, what the document expects and what came. */
export function describeError(error, instance) {
  const actual = valueAt(instance, error.instancePath);
  switch (error.keyword) {
    case 'required':
      return { path: jsonPath(error.instancePath, error.params.missingProperty), message: 'is missing; the document requires it' };
    case 'additionalProperties':
      return { path: jsonPath(error.instancePath, error.params.additionalProperty), message: 'is not in the document' };
    case 'false schema':
      return { path: jsonPath(error.instancePath), message: 'is not in the document for this call' };
    case 'enum':
      return {
        path: jsonPath(error.instancePath),
        message: `must be one of ${error.params.allowedValues.map(shown).join(', ')}, not ${shown(actual)}`,
      };
    case 'const':
      return { path: jsonPath(error.instancePath), message: `must be ${shown(error.params.allowedValue)}, not ${shown(actual)}` };
    case 'type':
      return { path: jsonPath(error.instancePath), message: `must be ${error.params.type}, not ${shown(actual)}` };
    case 'contentSchema':
      return { path: jsonPath(error.instancePath), message: error.message };
    case 'format':
      return { path: jsonPath(error.instancePath), message: `must be ${error.params.format}, not ${shown(actual)}` };
    default:
      return {
        path: jsonPath(error.instancePath),
        message: `${error.message}${actual === undefined || typeof actual === 'object' ? '' : `, not ${shown(actual)}`}`,
      };
  }
}
