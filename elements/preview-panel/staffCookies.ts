import { readCookie } from '../../src/api/cookies';

/** The staff preview cookies (docs/contract.md): without one, the panel shows nothing and its code is not loaded. */
export const STAFF_COOKIES = ['previewAuthToken', 'previewLoginToken'] as const;

export const hasStaffCookie = (): boolean => STAFF_COOKIES.some((name) => Boolean(readCookie(name)));
