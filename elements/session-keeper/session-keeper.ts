import type { BlockDefinition } from '../../src/element/definition';
import { sessionKeeperDeclaration } from './session-keeper.declaration';

/** <session-keeper>: its declaration and, loaded at once, its view, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const sessionKeeperElement = {
  declaration: sessionKeeperDeclaration,
  view: () => import('./session-keeper.view'),
  render: 'at-once',
} satisfies BlockDefinition<typeof sessionKeeperDeclaration>;
