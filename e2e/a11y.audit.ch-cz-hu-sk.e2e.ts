// The WCAG 2.2 AA audit (e2e/a11y.audit.support.ts) of four sites; e2e/a11y.audit.at-chfr-de-pl-tr.e2e.ts
// audits the other five, in parallel (src/sites/sites.test.ts checks the two lists cover every site).
import { auditSites } from './a11y.audit.support';

auditSites(['CH', 'CZ', 'HU', 'SK']);
