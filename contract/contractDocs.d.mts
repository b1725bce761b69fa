/** Types of contractDocs.mjs. */
export const CONTRACT_PAGE: string;
export function callsTable(): string;
export function contractPageWithTable(page?: string): string;
