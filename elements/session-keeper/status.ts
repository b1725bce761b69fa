/** Renewal status codes of the login session (docs/specification.md, section 4). */
export const SESSION_STATUS = {
  RENEWED: 0,
  OK: 1,
  SERVER_ERROR: 2,
  NO_TOKEN: 3,
  NOT_DUE: 4,
  EXPIRED: 5,
} as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];
