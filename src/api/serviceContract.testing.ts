// The unit tests' fetch stub, held to the service contract (contract/storefront-services.openapi.json):
// every request a test's code sends through it and every answer the test gives back are checked
// against the document, and src/test-setup.ts fails the test that sent or answered what the
// document does not allow, naming the call and the JSON path.
import { vi } from 'vitest';

const checks: Promise<string[]>[] = [];
const offContractAnswers = new WeakSet<Response>();

/** Marks an answer a test gives outside the contract on purpose: what the elements make of a broken service. */
export function offContract(response: Response): Response {
  offContractAnswers.add(response);
  return response;
}

// Loaded by the first stubbed call: most test files make none, and every one loads this module.
const loadContract = () => import('../../contract/serviceContract.mjs');

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Stubs fetch with `fake` (usually a vi.fn, returned for its calls): the code under test gets the
 * fake's answers as fetch would give them, and the contract looks at every request and at every
 * answer that is not `offContract`, on the side.
 */
export function stubServices<F extends Fetch>(fake: F): F {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = Promise.resolve(fake(url, init));
    const request = loadContract().then(({ describeProblem, serviceContract }) => {
      const checked = serviceContract().checkRequest({
        method: init?.method ?? 'GET',
        url,
        headers: Object.fromEntries(new Headers(init?.headers)),
        bodyText: typeof init?.body === 'string' ? init.body : undefined,
      });
      return { ...checked, lines: checked.problems.map(describeProblem) };
    });
    checks.push(request.then(({ lines }) => lines));
    // Registered before the caller's own handlers: the copy is taken before the caller reads the body.
    answer.then(
      (response) => {
        if (offContractAnswers.has(response)) return;
        const copy = response.clone();
        checks.push(
          Promise.all([request, loadContract(), copy.text()]).then(
            ([{ operation, call }, { describeProblem, serviceContract }, bodyText]) =>
              operation
                ? serviceContract()
                    .checkAnswer(operation, { status: copy.status, headers: Object.fromEntries(copy.headers), bodyText }, call)
                    .map(describeProblem)
                : [],
          ),
        );
      },
      () => undefined,
    );
    return answer;
  });
  return fake;
}

/** The contract violations since the last call (src/test-setup.ts fails the test that made them). */
export async function takeContractViolations(): Promise<string[]> {
  return (await Promise.all(checks.splice(0))).flat();
}
