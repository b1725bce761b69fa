import { describeEngine } from './flows';

describeEngine('firefox');
