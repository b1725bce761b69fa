// The WCAG 2.2 AA audit (e2e/a11y.audit.support.ts), every other site from the second.
import { SITES } from '../src/sites/sites';
import { auditSites } from './a11y.audit.support';

auditSites(SITES.filter((_, index) => index % 2 === 1));
