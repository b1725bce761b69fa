// The shipped server.d.ts and src/server.tsx agree: each is assignable to the other's shape.
import type * as Declared from '../server';
import type * as Implemented from '../src/server';

export const implementsDeclared = (implemented: typeof Implemented): typeof Declared => implemented;
export const declaresImplemented = (declared: typeof Declared): Pick<typeof Implemented, keyof typeof Declared> => declared;

// A Node server's use: the tag and its attributes as written, booleans as presence.
declare const server: typeof Declared;
export const footer: string = server.renderElement('shop-footer', { site: 'HU', newsletter: true, checkout: false });
// @ts-expect-error -- attribute values are texts or booleans
server.renderElement('nl-signup', { site: 1 });
