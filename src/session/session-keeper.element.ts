import type { ElementDefinition } from '../element/definition';
import { sessionKeeperDeclaration } from './session-keeper.declaration';
import { SessionKeeper } from './SessionKeeper';

/** <session-keeper>: its declaration, block and styles, for the page (./session-keeper.ts) and for pre-rendered markup (src/server.tsx). */
export const sessionKeeperElement = {
  declaration: sessionKeeperDeclaration,
  block: SessionKeeper,
  render: 'at-once',
} satisfies ElementDefinition<typeof sessionKeeperDeclaration>;
