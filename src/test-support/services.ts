// The unit tests' fetch stub, held to the service contract (contract/storefront-services.openapi.json):
// every request a test's code sends through it and every answer the test gives back are checked
// against the document, and src/test-support/setup.ts fails the test that sent or answered what the
// document does not allow, naming the call and the JSON path.
import { vi } from 'vitest';

interface StubbedCall {
  url: string;
  init?: RequestInit;
  /** A copy of the answer, once it came (none for a failed call or one an answer never came for). */
  answer?: Response;
}

const calls: StubbedCall[] = [];
const offContractAnswers = new WeakSet<Response>();

/** Marks an answer a test gives outside the contract on purpose: what the elements make of a broken service. */
export function offContract(response: Response): Response {
  offContractAnswers.add(response);
  return response;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Stubs fetch with `fake` (usually a vi.fn, returned for its calls): the code under test gets the
 * fake's answers as fetch would give them; each call and each answer that is not `offContract` is
 * kept for the check after the test.
 */
export function stubServices<F extends Fetch>(fake: F): F {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubbedCall = { url: input instanceof Request ? input.url : String(input), init };
    calls.push(call);
    const answer = Promise.resolve(fake(call.url, init));
    // Registered before the caller's own handlers: the copy is taken before the caller reads the body.
    answer.then(
      (response) => {
        if (response instanceof Response && !offContractAnswers.has(response)) call.answer = response.clone();
      },
      () => undefined,
    );
    return answer;
  });
  return fake;
}

/**
 * The contract violations of the calls since the last check (src/test-support/setup.ts fails the test that
 * made them). The checks run here, after the test: loading and compiling the contract takes a
 * moment that no test's own waiting should pay.
 */
export async function takeContractViolations(): Promise<string[]> {
  const taken = calls.splice(0);
  if (taken.length === 0) return [];
  const { describeProblem, serviceContract } = await import('../../contract/serviceContract.mjs');
  const contract = serviceContract();
  const violations: string[] = [];
  for (const { url, init, answer } of taken) {
    const { operation, call, problems } = contract.checkRequest({
      method: init?.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers)),
      bodyText: typeof init?.body === 'string' ? init.body : undefined,
    });
    violations.push(...problems.map(describeProblem));
    if (!operation || !answer) continue;
    const given = { status: answer.status, headers: Object.fromEntries(answer.headers), bodyText: await answer.text() };
    violations.push(...contract.checkAnswer(operation, given, call).map(describeProblem));
  }
  return violations;
}
