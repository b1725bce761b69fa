/** Types of serviceContract.mjs (plain JavaScript, for the fake backend and the check of a live backend). */

export interface ContractProblem {
  side: 'request' | 'answer';
  /** `METHOD /path (operationId)` */
  call: string;
  /** The JSON path of what the document does not allow, e.g. `$.body.email` or `$.status`. */
  path: string;
  /** What the document expects, and what came. */
  message: string;
}

export interface ContractOperation {
  id: string;
  method: string;
  template: string;
  readOnly: boolean;
  definition: Record<string, unknown> & {
    tags?: string[];
    responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  };
  parameters: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; example?: unknown; schema?: unknown }[];
}

export interface ContractRequest {
  method: string;
  /** A path with its query, or an absolute URL. */
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  /** Unknown when left out (a unit test's fetch stub sees no cookies). */
  cookies?: Record<string, string>;
  bodyText?: string;
}

export interface ContractAnswer {
  status: number;
  headers?: Record<string, unknown>;
  bodyText: string;
}

export interface ServiceContract {
  document: { paths: Record<string, Record<string, unknown>>; [field: string]: unknown };
  operations: ContractOperation[];
  match(method: string, pathname: string): { operation?: ContractOperation; pathParams?: Record<string, string>; otherMethods?: string[] };
  checkRequest(request: ContractRequest): { operation?: ContractOperation; call?: string; problems: ContractProblem[] };
  checkAnswer(operation: ContractOperation, answer: ContractAnswer, call?: string): ContractProblem[];
  /** Compiles every check now rather than at its first use. */
  compileAll(): void;
}

export function createServiceContract(document?: unknown): ServiceContract;
export function serviceContract(): ServiceContract;
export function describeProblem(problem: ContractProblem): string;
