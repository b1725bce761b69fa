// The errors the exported calls reject with, which a shop's page tells apart with `instanceof`. A
// market module carries these classes, and its chunks, which make the calls, carry another copy of
// them (as does a second module on the page): each instance is marked, so `instanceof` holds for an
// error made by any copy.

export const REQUEST_TIMEOUT_MS = 15_000;

const marked = (value: unknown, mark: symbol) => typeof value === 'object' && value !== null && mark in value;
const mark = (error: Error, symbol: symbol) => Object.defineProperty(error, symbol, { value: true });

const API_ERROR = Symbol.for('storefront-elements.ApiError');
const TIMEOUT_ERROR = Symbol.for('storefront-elements.TimeoutError');

/** A non-2xx answer: carries the status and the parsed body (JSON when it parses, else text). */
export class ApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return marked(value, API_ERROR);
  }
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, url: string) {
    super(`Request to ${url} failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    mark(this, API_ERROR);
  }
}

/** No answer within the time-out. */
export class TimeoutError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return marked(value, TIMEOUT_ERROR);
  }
  constructor(url: string) {
    super(`Request to ${url} timed out after ${REQUEST_TIMEOUT_MS} ms`);
    this.name = 'TimeoutError';
    mark(this, TIMEOUT_ERROR);
  }
}
