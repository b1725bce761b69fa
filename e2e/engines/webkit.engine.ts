import { describeEngine } from './flows';

describeEngine('webkit');
