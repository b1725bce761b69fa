import type { ElementExamples } from '../../src/element/examples';
import { sessionKeeperDeclaration } from './session-keeper.declaration';

export const examples: ElementExamples<typeof sessionKeeperDeclaration> = {
  declaration: sessionKeeperDeclaration,
  examples: [{ name: 'plain', title: 'Once per page, anywhere (it shows nothing)' }],
};
