// The calls of the sign-up and session failing in every way (describeFaults, e2e/support/faults.ts).
import { describeFaults } from './support/faults';

describeFaults('sign-up and session');
