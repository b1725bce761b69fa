import type { BlockDefinition } from '../../src/element/definition';
import { sessionKeeperDeclaration } from './session-keeper.declaration';
import { SessionKeeper } from './SessionKeeper';

/** <session-keeper>: its declaration, block and styles, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const sessionKeeperElement = {
  declaration: sessionKeeperDeclaration,
  block: SessionKeeper,
  render: 'at-once',
} satisfies BlockDefinition<typeof sessionKeeperDeclaration>;
