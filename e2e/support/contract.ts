/**
 * Fails the test whose calls the service contract (contract/storefront-services.openapi.json) does
 * not allow: a request the elements sent, or an answer the fake backend gave, one line each with
 * the call and the JSON path (docs/backend-contract.md).
 */
export function expectNoContractViolations(violations: readonly string[]): void {
  if (violations.length === 0) return;
  throw new Error(`The service contract does not allow ${violations.length} of this test's calls or answers:\n${violations.join('\n')}`);
}
