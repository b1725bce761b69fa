// Every element's declaration alone, found by its file (elements/<tag>/<tag>.declaration.ts): no
// block, no style. What vite.config.ts reads before a build, where loading the blocks would cost
// each of its builds seconds; elements/index.test.ts checks that these are the listed elements'.
import type { ElementDeclaration } from '../src/element/declaration';

const modules = import.meta.glob<Record<string, ElementDeclaration>>('./*/*.declaration.ts', { eager: true });

export const DECLARATIONS: readonly ElementDeclaration[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter((value): value is ElementDeclaration => typeof value === 'object' && value !== null && 'tag' in value),
);
