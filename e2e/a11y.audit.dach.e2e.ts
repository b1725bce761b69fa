// The WCAG 2.2 AA audit (auditSites, e2e/support/audit.ts) of the sites of the DACH markets: Germany,
// Austria and Switzerland, in German and in French. e2e/a11y.audit.visegrad-and-turkey.e2e.ts audits
// the others, in parallel (src/sites/sites.test.ts checks that each site is audited once).
import { auditSites } from './support/audit';

auditSites(['AT', 'CH', 'CH_FR', 'DE']);
