/** The code example of a document named `name`, with `storefront-elements/server` standing for `server` (scripts/docExample.mjs). */
export declare function docExample(document: string, name: string, server: string): string;
