// The WCAG 2.2 AA audit (auditSites, e2e/support/audit.ts) of the sites of the Visegrád markets, the
// Czech Republic, Hungary, Poland and Slovakia, and of Turkey. e2e/a11y.audit.dach.e2e.ts audits the
// others, in parallel (src/sites/sites.test.ts checks that each site is audited once).
import { auditSites } from './support/audit';

auditSites(['CZ', 'HU', 'PL', 'SK', 'TR']);
