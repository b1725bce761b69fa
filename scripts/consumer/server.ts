// A Node server's use of the shipped storefront-elements/server types (emitted from src/server.tsx):
// the tag and its attributes as written, booleans as presence.
import { renderElement } from 'storefront-elements/server';

export const footer: string = renderElement('shop-footer', { site: 'HU', newsletter: true, checkout: false });
// @ts-expect-error -- attribute values are texts or booleans
renderElement('nl-signup', { site: 1 });
