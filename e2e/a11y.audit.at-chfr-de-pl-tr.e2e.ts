// The WCAG 2.2 AA audit (e2e/a11y.audit.support.ts) of five sites; e2e/a11y.audit.ch-cz-hu-sk.e2e.ts
// audits the other four, in parallel (src/sites/sites.test.ts checks the two lists cover every site).
import { auditSites } from './a11y.audit.support';

auditSites(['AT', 'CH_FR', 'DE', 'PL', 'TR']);
