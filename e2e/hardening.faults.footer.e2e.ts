// The calls of the footer failing in every way (describeFaults, e2e/support/faults.ts).
import { describeFaults } from './support/faults';

describeFaults('footer');
