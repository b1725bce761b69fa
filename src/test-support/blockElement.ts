import type { BlockDefinition, BlockView } from '../element/definition';
import type { ElementDeclaration } from '../element/declaration';
import { viewOf } from '../element/view';

/** A test's element: its declaration and a block, its view at hand as a loaded chunk would give it. */
export const blockElement = <Declaration extends ElementDeclaration>(
  declaration: Declaration,
  block: BlockView<Declaration>['block'],
  { styles, render }: { styles?: readonly string[]; render?: BlockDefinition['render'] } = {},
): BlockDefinition<Declaration> => ({
  declaration,
  view: async () => ({ default: viewOf(declaration, { block, styles }) }),
  render,
});
