// storefront-elements/server: pre-rendered markup for Node (README, "Pre-rendered markup").
// types-test/server.ts checks that src/server.tsx implements exactly this.

/** An attribute as a server passes it: a text, or a boolean (`true` present; `false`, null or undefined absent). */
export type AttributeValue = string | boolean | null | undefined;

/** The tags renderElement renders: nl-signup, shop-footer, preview-panel, session-keeper. */
export declare const PRERENDERED_TAGS: string[];

/**
 * An element's pre-rendered markup: its tag with the given attributes and a declarative shadow
 * root (`<template shadowrootmode="open">`) holding what the element shows before any service
 * answers, with its styles in one `<style>`. Writes only the element's own attributes and `id`,
 * `class`, `slot`, `lang`, `dir`, `data-*` and `aria-*`. Throws, naming the value, on a tag it does
 * not render, any other attribute name (`onclick`, `style`, …), and a missing or unknown `site`
 * (every element but session-keeper takes one: the page's site, one that the page's module carries).
 */
export declare function renderElement(tag: string, attributes?: Record<string, AttributeValue>): string;

/** The CSP source (`'sha256-…'`) of each element's `<style>`, by tag: add them to the page's `style-src`. */
export declare function styleHashes(): Record<string, string>;
