import { PAGE_STATE } from '../util/pageState';

/** What a new page starts with: nothing the elements of an earlier page shared (src/util/pageState.ts). */
export function newPage(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[PAGE_STATE];
}
